package retrycontexts

import (
	"context"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"github.com/IBM/sarama"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/segmentio/kafka-go"
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

// A sarama consumer group handler: the body of its loop over the claim's
// messages runs again for a message it does not mark.

type claimHandler struct{}

func (claimHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (claimHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (claimHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() { // want `sarama claim loop, no attempt limit, the default`
		process(msg.Value)
		sess.MarkMessage(msg, "")
	}
	return nil
}

// Marking first is no commit: the mark is lost in a crash before the
// next commit, and the message comes again.
func markFirst(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) {
	for msg := range claim.Messages() { // want `sarama claim loop, no attempt limit, the default`
		sess.MarkOffset(msg.Topic, msg.Partition, msg.Offset+1, "")
		process(msg.Value)
	}
}

// The select form of sarama's own example: the statements of the case
// that receives the message.
func selectLoop(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for {
		select {
		case msg, ok := <-claim.Messages(): // want `sarama claim loop, no attempt limit, the default`
			if !ok {
				return nil
			}
			process(msg.Value)
			sess.MarkMessage(msg, "")
		case <-sess.Context().Done():
			return nil
		}
	}
}

// Not contexts: a case that marks and commits after its guard, before the
// work; a loop that marks and commits before the work, and one that never
// marks (its offsets are someone else's business).
func selectCommitFirst(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for {
		select {
		case msg, ok := <-claim.Messages():
			if !ok {
				return nil
			}
			sess.MarkMessage(msg, "")
			sess.Commit()
			process(msg.Value)
		case <-sess.Context().Done():
			return nil
		}
	}
}

func commitFirst(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "")
		sess.Commit()
		process(msg.Value)
	}
}

func neverMarks(claim sarama.ConsumerGroupClaim, out chan<- []byte) {
	for msg := range claim.Messages() {
		out <- msg.Value
	}
}

// An SQS consumer: the body of its loop over the received messages runs
// again for a message it does not delete.

func ReceiveSQS(ctx context.Context, c *sqs.Client, url *string) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages { // want `receive loop of an SQS queue, no attempt limit, the default`
			process([]byte(*m.Body))
			if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle}); err != nil {
				return err
			}
		}
	}
}

// Through an interface of the program's own, deleting the batch after
// the loop.
type queueAPI interface {
	ReceiveMessage(ctx context.Context, in *sqs.ReceiveMessageInput, optFns ...func(*sqs.Options)) (*sqs.ReceiveMessageOutput, error)
	DeleteMessageBatch(ctx context.Context, in *sqs.DeleteMessageBatchInput, optFns ...func(*sqs.Options)) (*sqs.DeleteMessageBatchOutput, error)
}

func ReceiveBatch(ctx context.Context, q queueAPI, url *string) error {
	out, err := q.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return err
	}
	var done []types.DeleteMessageBatchRequestEntry
	for _, m := range out.Messages { // want `receive loop of an SQS queue, no attempt limit, the default`
		process([]byte(*m.Body))
		done = append(done, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	_, err = q.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: url, Entries: done})
	return err
}

// Not contexts: a loop that deletes each message before the work, and one
// that never deletes.
func ReceiveDeleteFirst(ctx context.Context, c *sqs.Client, url *string) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle}); err != nil {
			continue
		}
		process([]byte(*m.Body))
	}
	return nil
}

func ReceivePeek(ctx context.Context, c *sqs.Client, url *string) ([]string, error) {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, m := range out.Messages {
		ids = append(ids, *m.MessageId)
	}
	return ids, nil
}

// A kafka-go consumer: the statements after FetchMessage run again for a
// message they do not commit.

func FetchLoop(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx) // want `kafka-go fetch loop, no attempt limit, the default`
		if err != nil {
			return err
		}
		process(m.Value)
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Not contexts: ReadMessage commits before it returns the message; a loop
// that commits before the work; one that never commits; a fetch outside
// a loop.
func ReadLoop(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		process(m.Value)
	}
}

func FetchCommitFirst(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
		process(m.Value)
	}
}

func FetchNoCommit(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		process(m.Value)
	}
}

func FetchOnce(ctx context.Context, r *kafka.Reader) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	process(m.Value)
	return r.CommitMessages(ctx, m)
}
