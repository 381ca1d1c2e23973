// Package sarama is a test stub of github.com/IBM/sarama@v1.61.1; the
// signatures match the real module's (consumer.go, consumer_group.go,
// consumer_group_session.go). Structs omit most fields.
package sarama

import (
	"context"
	"time"
)

type RecordHeader struct {
	Key   []byte
	Value []byte
}

// ConsumerMessage encapsulates a Kafka message returned by the consumer.
type ConsumerMessage struct {
	Headers        []*RecordHeader
	Timestamp      time.Time
	BlockTimestamp time.Time

	Key, Value []byte
	Topic      string
	Partition  int32
	Offset     int64
}

type Config struct{}

func NewConfig() *Config { return &Config{} }

// ConsumerGroup is responsible for dividing up processing of topics and
// partitions over a collection of processes.
type ConsumerGroup interface {
	Consume(ctx context.Context, topics []string, handler ConsumerGroupHandler) error
	Close() error
}

func NewConsumerGroup(addrs []string, groupID string, config *Config) (ConsumerGroup, error) {
	return nil, nil
}

// ConsumerGroupSession represents a consumer group member session.
type ConsumerGroupSession interface {
	Claims() map[string][]int32
	MemberID() string
	GenerationID() int32
	MarkOffset(topic string, partition int32, offset int64, metadata string)
	Commit()
	ResetOffset(topic string, partition int32, offset int64, metadata string)
	MarkMessage(msg *ConsumerMessage, metadata string)
	Context() context.Context
}

// ConsumerGroupHandler instances are used to handle individual
// topic/partition claims.
type ConsumerGroupHandler interface {
	Setup(ConsumerGroupSession) error
	Cleanup(ConsumerGroupSession) error
	ConsumeClaim(ConsumerGroupSession, ConsumerGroupClaim) error
}

// ConsumerGroupClaim processes Kafka messages from a given topic and
// partition within a consumer group.
type ConsumerGroupClaim interface {
	Topic() string
	Partition() int32
	InitialOffset() int64
	HighWaterMarkOffset() int64
	Messages() <-chan *ConsumerMessage
}
