// Package payments implements stage.Sender with SDK calls: each call of
// Send runs once per attempt of the backoff.Retry in stage.SendAll.
package payments

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	stripe "github.com/stripe/stripe-go/v82"

	"ifaceretry/stage"
)

// Queue sends through an SQS client, which retries by itself.
type Queue struct {
	q   *sqs.Client
	url string
}

var _ stage.Sender = Queue{}

func (q Queue) Send(ctx context.Context, to, msg string) error {
	_, err := q.q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(q.url), MessageBody: aws.String(msg)}) // want `q.q.SendMessage retries by default \(aws-sdk-go-v2\) inside the backoff.Retry at stage/stage.go:55 \(through the interface method stage.Sender.Send, implemented here by payments.Queue.Send\) at payments.go:23 with no shared budget: up to 10 × 3 = 30 calls for one failing operation`
	return err
}

// OnceQueue tells the client to try once: the outer retry is the only one.
type OnceQueue struct {
	q   *sqs.Client
	url string
}

func (q OnceQueue) Send(ctx context.Context, to, msg string) error {
	_, err := q.q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(q.url), MessageBody: aws.String(msg)}, func(o *sqs.Options) { o.RetryMaxAttempts = 1 })
	return err
}

// KeyedCharger derives the key from the message: the same on every attempt.
type KeyedCharger struct{ sc *stripe.Client }

func (c KeyedCharger) Send(ctx context.Context, to, msg string) error {
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100), Customer: stripe.String(to)}
	p.SetIdempotencyKey("charge/" + to + "/" + msg)
	_, err := c.sc.V1PaymentIntents.Create(ctx, p)
	return err
}
