// Package awsv1 retries calls of aws-sdk-go (v1) service clients, which
// retry 3 times by themselves (DynamoDB's 10) unless their config or a
// request option says otherwise.
package awsv1

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
	"github.com/aws/aws-sdk-go/aws/session"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/sqs"
)

// A send with the client's defaults, in a loop: 3 × 4 calls.
func send(sess *session.Session, url, body string) error {
	q := sqs.New(sess)
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(&sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(body)}) // want `q.SendMessage retries by default \(aws-sdk-go\) inside the retry loop at awsv1.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// The same with a context: the fix adds the request option.
func sendCtx(ctx context.Context, q *sqs.SQS, in *sqs.SendMessageInput) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessageWithContext(ctx, in) // want `q.SendMessageWithContext retries by default \(aws-sdk-go\) inside the retry loop at awsv1.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// A client made with 2 retries: 3 attempts per call.
func sendTwo(url string) error {
	sess := session.Must(session.NewSession(&aws.Config{MaxRetries: aws.Int(2)}))
	q := sqs.New(sess)
	var err error
	for i := 0; i < 5; i++ {
		_, err = q.SendMessage(&sqs.SendMessageInput{QueueUrl: aws.String(url)}) // want `q.SendMessage retries by default \(aws-sdk-go\) inside the retry loop at awsv1.go:\d+ with no shared budget: up to 5 × 3 = 15 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// DynamoDB's clients retry 10 times by default.
func update(ctx context.Context, sess *session.Session, table string) error {
	db := dynamodb.New(sess)
	var err error
	for i := 0; i < 3; i++ {
		_, err = db.UpdateItemWithContext(ctx, &dynamodb.UpdateItemInput{TableName: aws.String(table)}) // want `db.UpdateItemWithContext retries by default \(aws-sdk-go\) inside the retry loop at awsv1.go:\d+ with no shared budget: up to 3 × 11 = 33 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the client is made with its retries off.
func sendNoRetries(sess *session.Session, in *sqs.SendMessageInput) error {
	q := sqs.New(sess, &aws.Config{MaxRetries: aws.Int(0)})
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(in)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the session's config turns the retries off.
func sendSessionOff(in *sqs.SendMessageInput) error {
	cfg := aws.NewConfig().WithRegion("eu-west-1").WithMaxRetries(0)
	sess := session.Must(session.NewSession(cfg))
	q := sqs.New(sess)
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(in)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the no-op retryer, in the config.
func sendNopRetryer(sess *session.Session, in *sqs.SendMessageInput) error {
	q := sqs.New(sess, request.WithRetryer(aws.NewConfig(), client.NoOpRetryer{}))
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(in)
		if err == nil {
			return nil
		}
	}
	return err
}

func noRetries(r *request.Request) { r.Retryer = client.NoOpRetryer{} }

// Correct: a request option makes each call try once.
func sendOnce(ctx context.Context, q *sqs.SQS, in *sqs.SendMessageInput) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessageWithContext(ctx, in, func(r *request.Request) { r.Retryer = client.DefaultRetryer{NumMaxRetries: 0} })
		if err == nil {
			return nil
		}
		_, err = q.SendMessageWithContext(ctx, in, noRetries)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a retry count read from elsewhere is not made up.
func sendConfigured(sess *session.Session, retries int, in *sqs.SendMessageInput) error {
	q := sqs.New(sess, &aws.Config{MaxRetries: aws.Int(retries)})
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(in)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a config from elsewhere may set the retries.
func sendConfig(sess *session.Session, cfg *aws.Config, in *sqs.SendMessageInput) error {
	q := sqs.New(sess, cfg)
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(in)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: pagination is no operation of its own, and a call outside a
// loop is no nesting.
func list(sess *session.Session, in *sqs.SendMessageInput) error {
	q := sqs.New(sess)
	var err error
	for i := 0; i < 3; i++ {
		err = q.ListQueuesPages(&sqs.ListQueuesInput{}, func(*sqs.ListQueuesOutput, bool) bool { return true })
		if err == nil {
			break
		}
	}
	_, err = q.SendMessage(in)
	return err
}
