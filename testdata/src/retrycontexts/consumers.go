package retrycontexts

import (
	"context"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"github.com/nats-io/nats.go/jetstream"
)

// Message consumers: the broker delivers a message again to a callback
// that nacks it or does not ack it in time.

func process(data []byte) {}

func ReceiveV1(ctx context.Context, c *pubsub.Client) error {
	return c.Subscription("orders").Receive(ctx, func(ctx context.Context, m *pubsub.Message) { // want `Pub/Sub receive callback, no attempt limit, the default`
		process(m.Data)
		m.Ack()
	})
}

func handleV2(ctx context.Context, m *pubsubv2.Message) { process(m.Data); m.Ack() } // want `Pub/Sub receive callback, no attempt limit, the default`

func ReceiveV2(ctx context.Context, c *pubsubv2.Client) error {
	return c.Subscriber("orders").Receive(ctx, handleV2)
}

func handleJS(msg jetstream.Msg) { process(msg.Data()); _ = msg.Ack() } // want `JetStream consume handler, no attempt limit, the default`

func Consume(ctx context.Context, js jetstream.JetStream) error {
	cons, err := js.CreateOrUpdateConsumer(ctx, "ORDERS", jetstream.ConsumerConfig{Durable: "billing"})
	if err != nil {
		return err
	}
	_, err = cons.Consume(handleJS)
	return err
}

func ConsumePush(ctx context.Context, pc jetstream.PushConsumer) error {
	_, err := pc.Consume(func(msg jetstream.Msg) { process(msg.Data()); _ = msg.Ack() }) // want `JetStream consume handler, no attempt limit, the default`
	return err
}

// An ordered consumer and one without acks never deliver a message again:
// their handlers are no context.

func handleOrdered(msg jetstream.Msg) {}

func ConsumeOrdered(ctx context.Context, js jetstream.JetStream) error {
	cons, err := js.OrderedConsumer(ctx, "ORDERS", jetstream.OrderedConsumerConfig{})
	if err != nil {
		return err
	}
	_, err = cons.Consume(handleOrdered)
	return err
}

func handleNoAck(msg jetstream.Msg) {}

func ConsumeNoAck(ctx context.Context, s jetstream.Stream) error {
	cfg := jetstream.ConsumerConfig{Durable: "audit", AckPolicy: jetstream.AckNonePolicy}
	cons, err := s.CreateOrUpdateConsumer(ctx, cfg)
	if err != nil {
		return err
	}
	_, err = cons.Consume(handleNoAck)
	return err
}

// Callbacks that ack the message before anything else are not run again
// for it.

func handleAckedV2(ctx context.Context, m *pubsubv2.Message) {
	m.Ack()
	_ = m.Data
}

func ReceiveAcked(ctx context.Context, c *pubsubv2.Client) error {
	return c.Subscriber("orders").Receive(ctx, handleAckedV2)
}

func ConsumeAcked(ctx context.Context, cons jetstream.Consumer) error {
	_, err := cons.Consume(func(msg jetstream.Msg) {
		if err := msg.DoubleAck(ctx); err != nil {
			return
		}
		_ = msg.Data()
	})
	return err
}

func ConsumeTerm(ctx context.Context, cons jetstream.Consumer) error {
	_, err := cons.Consume(func(msg jetstream.Msg) {
		_ = msg.Term()
	})
	return err
}
