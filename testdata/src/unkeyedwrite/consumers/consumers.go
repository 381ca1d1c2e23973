// Package consumers has message consumers that charge for what they
// receive: Pub/Sub and JetStream deliver a message again when the callback
// nacks it or does not ack it in time, so a charge without a key may be
// made twice.
package consumers

import (
	"context"
	"time"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"github.com/cenkalti/backoff/v4"
	"github.com/nats-io/nats.go/jetstream"
	stripe "github.com/stripe/stripe-go/v82"
)

func ReceivePayments(ctx context.Context, sub *pubsub.Subscription, sc *stripe.Client) error {
	return sub.Receive(ctx, func(ctx context.Context, msg *pubsub.Message) {
		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a Pub/Sub receive callback \(consumers.go:\d+\), which runs again on retry`
		if err != nil {
			msg.Nack()
			return
		}
		msg.Ack()
	})
}

// The v2 client's Subscriber, the callback a method.
type Worker struct{ sc *stripe.Client }

func (w *Worker) handle(ctx context.Context, m *pubsubv2.Message) {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
	if _, err := w.sc.V1PaymentIntents.Create(ctx, params); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key in a Pub/Sub receive callback \(consumers.go:\d+\), which runs again on retry`
		m.Nack()
		return
	}
	m.Ack()
}

func (w *Worker) Run(ctx context.Context, c *pubsubv2.Client) error {
	return c.Subscriber("payments").Receive(ctx, w.handle)
}

// Correct: the key is the message's ID, the same on every delivery.
func ReceiveKeyed(ctx context.Context, sub *pubsub.Subscription, sc *stripe.Client) error {
	return sub.Receive(ctx, func(ctx context.Context, msg *pubsub.Message) {
		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
		params.SetIdempotencyKey(msg.ID)
		if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil {
			msg.Nack()
			return
		}
		msg.Ack()
	})
}

// Correct: the callback hands the message to a queue and writes nothing
// itself.
func ReceiveForward(ctx context.Context, sub *pubsub.Subscription, jobs chan<- *pubsub.Message) error {
	return sub.Receive(ctx, func(ctx context.Context, msg *pubsub.Message) {
		jobs <- msg
	})
}

// A JetStream handler gives no key a fix can name (the message's stream
// sequence comes from Metadata, with an error): its write is not
// reported.
func ConsumePayments(ctx context.Context, cons jetstream.Consumer, sc *stripe.Client) error {
	_, err := cons.Consume(func(msg jetstream.Msg) {
		if _, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}); err != nil {
			_ = msg.Nak()
			return
		}
		_ = msg.Ack()
	})
	return err
}

// A retry inside a JetStream handler: the write is reported as in any
// retry, keyed once before it.
func ConsumeRetrying(ctx context.Context, cons jetstream.Consumer, sc *stripe.Client) error {
	_, err := cons.Consume(func(msg jetstream.Msg) {
		err := backoff.Retry(func() error {
			_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key inside the backoff.Retry at consumers.go:\d+`
			return err
		}, backoff.NewConstantBackOff(time.Second))
		if err != nil {
			_ = msg.Nak()
			return
		}
		_ = msg.Ack()
	})
	return err
}

// The callback hands the message to a method that does the work and
// returns its error: reported at the call, and the fix passes the key
// made from the message's ID down to the write.
type Handler struct{ sc *stripe.Client }

func (h *Handler) process(ctx context.Context, msg *pubsub.Message) error {
	_, err := h.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)})
	return err
}

func (h *Handler) Run(ctx context.Context, sub *pubsub.Subscription) error {
	return sub.Receive(ctx, func(ctx context.Context, msg *pubsub.Message) {
		if err := h.process(ctx, msg); err != nil { // want `Handler.process sends V1PaymentIntents.Create \(consumers/consumers.go:\d+\) without an idempotency key and takes none in a Pub/Sub receive callback \(consumers.go:\d+\), which runs again on retry`
			msg.Nack()
			return
		}
		msg.Ack()
	})
}

// Correct: the callback acks the message before it charges, so Pub/Sub
// does not deliver it again (a failed charge is dropped, not repeated).
func ReceiveAckFirst(ctx context.Context, sub *pubsub.Subscription, sc *stripe.Client) error {
	return sub.Receive(ctx, func(ctx context.Context, msg *pubsub.Message) {
		msg.Ack()
		_, _ = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)})
	})
}
