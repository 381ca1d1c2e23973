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
