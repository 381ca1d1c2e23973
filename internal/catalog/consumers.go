package catalog

// Message consumers: brokers that deliver a message again to the callback
// that did not acknowledge it.

// Google Cloud Pub/Sub: the callback given to a subscriber's Receive gets
// a message again when it nacks it or lets its ack deadline pass (an
// error, a timeout, a crash), with no limit unless the subscription has a
// dead-letter policy. The message's ID is the same on every delivery.
// Checked against cloud.google.com/go/pubsub@v1.51.0 (and v1.49.0):
// subscription.go:1269 (*Subscription).Receive(ctx, f func(context.Context,
// *Message)) error; message.go:44 Message = ipubsub.Message, the type of
// cloud.google.com/go@v0.123.0 internal/pubsub/message.go:39 with ID
// string ("assigned by the server"), Ack and Nack ("Nack will result in the
// Message being redelivered"); and cloud.google.com/go/pubsub/v2@v2.6.1:
// subscriber.go:205 (*Subscriber).Receive with the same callback and the
// same Message alias.
var pubsubSystem = System{
	Kind:     PubSubReceiver,
	Short:    "Pub/Sub receive callback",
	Attempts: Unbounded,
	Registrations: map[string]int{
		"(*cloud.google.com/go/pubsub.Subscription).Receive":  1,
		"(*cloud.google.com/go/pubsub/v2.Subscriber).Receive": 1,
	},
	Request:    "cloud.google.com/go/internal/pubsub.Message",
	RequestKey: "ID",
	// internal/pubsub/message.go:80 Ack, :185 AckWithResult.
	Settles: map[string]bool{
		"(*cloud.google.com/go/internal/pubsub.Message).Ack":           true,
		"(*cloud.google.com/go/internal/pubsub.Message).AckWithResult": true,
	},
	// The broker paces the redeliveries (the subscription's retry policy,
	// the ack deadline): a client that retries inside one delivery is not a
	// layer nested in them.
	Requeue: true,
}

// NATS JetStream: the handler given to a consumer's Consume gets a message
// again when it naks it or does not ack it within the consumer's AckWait,
// up to MaxDeliver times (-1 by default: no limit). A consumer whose
// AckPolicy is AckNonePolicy, and an ordered consumer (always AckNone),
// never redelivers. The message's stream sequence (from Metadata(), with
// an error) is what stays the same; no single expression reads it, so a
// fix derives no key. Checked against github.com/nats-io/nats.go@v1.52.0
// jetstream: consumer.go:137 Consumer.Consume(handler MessageHandler, opts
// ...PullConsumeOpt) (ConsumeContext, error), :171 PushConsumer.Consume;
// pull.go:74 MessageHandler func(msg Msg); message.go:37 Msg.Metadata()
// (*MsgMetadata, error); jetstream.go:199 OrderedConsumer.
var jetstreamSystem = System{
	Kind:     JetStreamConsumer,
	Short:    "JetStream consume handler",
	Attempts: Unbounded,
	Registrations: map[string]int{
		"(github.com/nats-io/nats.go/jetstream.Consumer).Consume":     0,
		"(github.com/nats-io/nats.go/jetstream.PushConsumer).Consume": 0,
	},
	// message.go:53 Ack, :58 DoubleAck, :78 Term ("the message will not
	// be redelivered").
	Settles: map[string]bool{
		"(github.com/nats-io/nats.go/jetstream.Msg).Ack":       true,
		"(github.com/nats-io/nats.go/jetstream.Msg).DoubleAck": true,
		"(github.com/nats-io/nats.go/jetstream.Msg).Term":      true,
	},
	Requeue: true,
}

// JetStreamNoAck describes the JetStream consumers that never redeliver:
// those made by OrderedCreate, and those made from a config whose
// AckPolicyField is AckNone (full names; consumer_config.go:500).
var JetStreamNoAck = struct {
	OrderedCreate  []string
	AckPolicyField string
	AckNone        string
}{
	OrderedCreate: []string{
		// jetstream.go:199, stream.go:93 (embedded in JetStream and
		// Stream).
		"(github.com/nats-io/nats.go/jetstream.StreamConsumerManager).OrderedConsumer",
		"(github.com/nats-io/nats.go/jetstream.ConsumerManager).OrderedConsumer",
	},
	AckPolicyField: "AckPolicy",
	AckNone:        "github.com/nats-io/nats.go/jetstream.AckNonePolicy",
}

// Kafka through IBM/sarama: a consumer group handler's ConsumeClaim ranges
// over its claim's Messages and marks each message it is done with; a
// message it does not mark (an error return, a crash, a rebalance before
// the mark) is delivered again to the next claim of its partition. A mark
// is not a commit: the offsets are committed on AutoCommit's ticker (one
// second by default) and when the session ends, so a message marked before
// the work is delivered again after a crash, unless the handler commits at
// once. The message's topic, partition and offset are the same on every
// delivery. Checked against github.com/IBM/sarama@v1.61.1:
// consumer_group_session.go:529 ConsumerGroupHandler.ConsumeClaim
// (ConsumerGroupSession, ConsumerGroupClaim) error; :551
// ConsumerGroupClaim.Messages() <-chan *ConsumerMessage; :52
// ConsumerGroupSession.MarkMessage(msg *ConsumerMessage, metadata string),
// :37 MarkOffset ("may never be committed if your application crashes"),
// :42 Commit ("a blocking synchronous operation"); consumer.go:15
// ConsumerMessage with Topic string, Partition int32, Offset int64;
// config.go:601 AutoCommit.Enable = true, :602 Interval = 1 * time.Second.
var saramaSystem = System{
	Kind:       SaramaClaim,
	Short:      "sarama claim loop",
	Attempts:   Unbounded,
	Request:    "github.com/IBM/sarama.ConsumerMessage",
	RequestKey: "Topic, Partition, Offset",
	KeyFunc:    "fmt.Sprintf",
	KeyFormat:  `"%s/%d/%d"`,
	Settles: map[string]bool{
		"(github.com/IBM/sarama.ConsumerGroupSession).MarkMessage": true,
		"(github.com/IBM/sarama.ConsumerGroupSession).MarkOffset":  true,
	},
	// Redelivery comes with the next claim of the partition: a client
	// retrying inside one delivery is not a layer nested in it.
	Requeue: true,
	Loop: &MessageLoop{
		Messages: "(github.com/IBM/sarama.ConsumerGroupClaim).Messages",
		Commits: map[string]bool{
			"(github.com/IBM/sarama.ConsumerGroupSession).Commit": true,
		},
	},
}

// AWS SQS: a message received by ReceiveMessage and not deleted comes back
// when its visibility timeout ends, until the queue's redrive policy moves
// it (none by default: until its retention period ends). A consumer ranges
// over the Messages of the output and deletes each message after the work,
// one by one or in a batch after the loop. The MessageId is the same on
// every receive of a message (its ReceiptHandle is not). Checked against
// github.com/aws/aws-sdk-go-v2/service/sqs@v1.53.0: api_op_ReceiveMessage.go:54
// (*Client).ReceiveMessage, :332 ReceiveMessageOutput with :335 Messages
// []types.Message; types/types.go:358 Message with MessageId *string;
// api_op_DeleteMessage.go:33 (*Client).DeleteMessage, :48
// DeleteMessageInput; api_op_DeleteMessageBatch.go:20
// (*Client).DeleteMessageBatch, :35 DeleteMessageBatchInput; and
// github.com/aws/aws-sdk-go-v2@v1.48.0 aws/from_ptr.go:55 ToString.
var sqsSystem = System{
	Kind:       SQSReceiveLoop,
	Short:      "receive loop of an SQS queue",
	Attempts:   Unbounded,
	Request:    "github.com/aws/aws-sdk-go-v2/service/sqs/types.Message",
	RequestKey: "MessageId",
	KeyFunc:    "github.com/aws/aws-sdk-go-v2/aws.ToString",
	// The visibility timeout paces the redeliveries.
	Requeue: true,
	Loop: &MessageLoop{
		Batch:      "github.com/aws/aws-sdk-go-v2/service/sqs.ReceiveMessageOutput",
		BatchField: "Messages",
		SettleInputs: map[string]bool{
			"github.com/aws/aws-sdk-go-v2/service/sqs.DeleteMessageInput":      true,
			"github.com/aws/aws-sdk-go-v2/service/sqs.DeleteMessageBatchInput": true,
		},
		SettleAfter: map[string]bool{
			"github.com/aws/aws-sdk-go-v2/service/sqs.DeleteMessageBatchInput": true,
		},
	},
}

// Kafka through segmentio/kafka-go: a consumer group Reader's FetchMessage
// returns the next message without committing it, and CommitMessages
// commits it (synchronously, unless the reader's CommitInterval is set);
// a message fetched and not committed is delivered again after a restart
// or a rebalance. ReadMessage commits the message before it returns it,
// so the work after it is not run again for the message. The message's
// topic, partition and offset are the same on every delivery. Checked
// against github.com/segmentio/kafka-go@v0.4.51: reader.go:815
// (*Reader).FetchMessage(ctx) (Message, error) ("does not commit offsets
// automatically"), :878 (*Reader).CommitMessages(ctx, msgs ...Message)
// error, :792 ReadMessage ("will automatically commit the offset"), :433
// ReaderConfig.CommitInterval ("If 0, commits will be handled
// synchronously"); message.go:8 Message with Topic string, Partition int,
// Offset int64.
var kafkaGoSystem = System{
	Kind:       KafkaGoFetch,
	Short:      "kafka-go fetch loop",
	Attempts:   Unbounded,
	Request:    "github.com/segmentio/kafka-go.Message",
	RequestKey: "Topic, Partition, Offset",
	KeyFunc:    "fmt.Sprintf",
	KeyFormat:  `"%s/%d/%d"`,
	Settles: map[string]bool{
		"(*github.com/segmentio/kafka-go.Reader).CommitMessages": true,
	},
	Requeue: true,
	Loop: &MessageLoop{
		Fetch: "(*github.com/segmentio/kafka-go.Reader).FetchMessage",
	},
}
