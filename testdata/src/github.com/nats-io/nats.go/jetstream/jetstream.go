// Package jetstream is a stub of github.com/nats-io/nats.go@v1.52.0
// jetstream with the signatures the tests call (jetstream.go:45 and
// :174-229, stream.go:32 and :69-93,
// consumer.go:137 and :171, pull.go:57-79, push.go:42, message.go:30-126).
package jetstream

import (
	"context"
	"time"
)

type JetStream interface {
	StreamConsumerManager
	Stream(ctx context.Context, stream string) (Stream, error)
}

type StreamConsumerManager interface {
	CreateOrUpdateConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (Consumer, error)
	OrderedConsumer(ctx context.Context, stream string, cfg OrderedConsumerConfig) (Consumer, error)
	Consumer(ctx context.Context, stream string, consumer string) (Consumer, error)
	CreateOrUpdatePushConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (PushConsumer, error)
}

type Stream interface {
	ConsumerManager
}

type ConsumerManager interface {
	CreateOrUpdateConsumer(ctx context.Context, cfg ConsumerConfig) (Consumer, error)
	OrderedConsumer(ctx context.Context, cfg OrderedConsumerConfig) (Consumer, error)
}

func New(nc any) (JetStream, error) { return nil, nil }

type AckPolicy int

const (
	AckExplicitPolicy AckPolicy = iota
	AckAllPolicy
	AckNonePolicy
)

type ConsumerConfig struct {
	Durable    string
	AckPolicy  AckPolicy
	AckWait    time.Duration
	MaxDeliver int
}

type OrderedConsumerConfig struct {
	FilterSubjects []string
}

type Consumer interface {
	Consume(handler MessageHandler, opts ...PullConsumeOpt) (ConsumeContext, error)
	Next(opts ...FetchOpt) (Msg, error)
}

type PushConsumer interface {
	Consume(handler MessageHandler, opts ...PushConsumeOpt) (ConsumeContext, error)
}

type MessageHandler func(msg Msg)

type ConsumeContext interface {
	Stop()
	Drain()
}

type PullConsumeOpt interface {
	configureConsume(*consumeOpts) error
}

type PushConsumeOpt interface {
	configurePushConsume(*pushConsumeOpts) error
}

type FetchOpt func(*pullRequest) error

type consumeOpts struct{}
type pushConsumeOpts struct{}
type pullRequest struct{}

type Msg interface {
	Metadata() (*MsgMetadata, error)
	Data() []byte
	Subject() string
	Reply() string
	Ack() error
	DoubleAck(context.Context) error
	Nak() error
	Term() error
}

type MsgMetadata struct {
	Sequence     SequencePair
	NumDelivered uint64
	NumPending   uint64
	Timestamp    time.Time
	Stream       string
	Consumer     string
	Domain       string
}

type SequencePair struct {
	Consumer uint64 `json:"consumer_seq"`
	Stream   uint64 `json:"stream_seq"`
}
