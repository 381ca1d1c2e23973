// Package consumers has message consumers that charge for what they
// receive: Pub/Sub and JetStream deliver a message again when the callback
// nacks it or does not ack it in time, Kafka (sarama) when the claim loop
// does not mark it or the fetch loop (kafka-go) does not commit it, SQS
// when the receive loop does not delete it, so a charge without a key may
// be made twice.
package consumers

import (
	"context"
	"fmt"
	"time"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"github.com/IBM/sarama"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/cenkalti/backoff/v4"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/segmentio/kafka-go"
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

// A sarama claim loop marks each message after the charge: a message not
// marked (an error return, a crash, a rebalance) is delivered again, and
// the charge is keyed by the message's topic, partition and offset.
type ClaimCharger struct{ sc *stripe.Client }

func (ClaimCharger) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (ClaimCharger) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h ClaimCharger) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if _, err := h.sc.V1PaymentIntents.Create(sess.Context(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(int64(len(msg.Value)))}); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key in a sarama claim loop \(consumers.go:\d+\), which runs again on retry`
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// The select form: the case that receives the message runs again for it.
func ClaimSelect(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim, sc *stripe.Client) error {
	for {
		select {
		case msg, ok := <-claim.Messages():
			if !ok {
				return nil
			}
			params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(int64(len(msg.Value)))}
			if _, err := sc.V1PaymentIntents.Create(sess.Context(), params); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key in a sarama claim loop \(consumers.go:\d+\), which runs again on retry`
				return err
			}
			sess.MarkMessage(msg, "")
		case <-sess.Context().Done():
			// Not a message's: no context.
			_, _ = sc.V1PaymentIntents.Create(context.Background(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(1)})
			return nil
		}
	}
}

// Correct: keyed by the message's place in its partition.
func ClaimKeyed(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim, sc *stripe.Client) error {
	for msg := range claim.Messages() {
		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
		params.SetIdempotencyKey(fmt.Sprintf("%s/%d/%d", msg.Topic, msg.Partition, msg.Offset))
		if _, err := sc.V1PaymentIntents.Create(sess.Context(), params); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// Correct: the loop marks and commits each message before it charges, so
// Kafka does not deliver it again (a failed charge is dropped).
func ClaimCommitFirst(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim, sc *stripe.Client) error {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "")
		sess.Commit()
		_, _ = sc.V1PaymentIntents.Create(sess.Context(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)})
	}
	return nil
}

// An SQS consumer deletes each message after the charge: a message not
// deleted comes back after its visibility timeout, and the charge is
// keyed by its MessageId.
func ReceiveSQS(ctx context.Context, q *sqs.Client, url *string, sc *stripe.Client) error {
	for {
		out, err := q.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
			if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key in a receive loop of an SQS queue \(consumers.go:\d+\), which runs again on retry`
				continue
			}
			_, _ = q.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// Correct: keyed by the MessageId, the same on every receive.
func ReceiveSQSKeyed(ctx context.Context, q *sqs.Client, url *string, sc *stripe.Client) error {
	out, err := q.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
		params.SetIdempotencyKey(*m.MessageId)
		if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil {
			continue
		}
		_, _ = q.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle})
	}
	return nil
}

// Correct: the message is deleted before the charge, so SQS does not
// deliver it again.
func ReceiveSQSDeleteFirst(ctx context.Context, q *sqs.Client, url *string, sc *stripe.Client) error {
	out, err := q.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := q.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle}); err != nil {
			continue
		}
		_, _ = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)})
	}
	return nil
}

// A kafka-go fetch loop commits each message after the charge: a message
// not committed is delivered again after a restart or a rebalance.
func FetchCharges(ctx context.Context, r *kafka.Reader, sc *stripe.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if _, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key in a kafka-go fetch loop \(consumers.go:\d+\), which runs again on retry`
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Correct: ReadMessage commits the message before it returns it, so the
// charge is not made again for it (a failed charge is dropped).
func ReadCharges(ctx context.Context, r *kafka.Reader, sc *stripe.Client) error {
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		_, _ = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(int64(len(m.Value)))})
	}
}

// Correct: keyed by the message's place in its partition.
func FetchChargesKeyed(ctx context.Context, r *kafka.Reader, sc *stripe.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
		params.SetIdempotencyKey(fmt.Sprintf("%s/%d/%d", m.Topic, m.Partition, m.Offset))
		if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
