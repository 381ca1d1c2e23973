// Package awsv1queue retries SQS sends and DynamoDB updates made with the
// real aws-sdk-go (v1), whose clients retry 3 times by themselves
// (DynamoDB's 10) unless their config or a request option turns it off.
package awsv1queue

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
	"github.com/aws/aws-sdk-go/aws/session"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/sqs"
)

// Notify resends the notice on every error, through a client with the
// default retryer.
func Notify(sess *session.Session, queue, body string) error {
	q := sqs.New(sess)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = q.SendMessage(&sqs.SendMessageInput{QueueUrl: aws.String(queue), MessageBody: aws.String(body)}) // want: nestedretry "q.SendMessage retries by default \(aws-sdk-go\) inside the retry loop at awsv1queue.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// Touch updates an item, retried with DynamoDB's own 10 retries under it.
func Touch(ctx context.Context, db *dynamodb.DynamoDB, table string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = db.UpdateItemWithContext(ctx, &dynamodb.UpdateItemInput{TableName: aws.String(table)}) // want: nestedretry "db.UpdateItemWithContext retries by default \(aws-sdk-go\) inside the retry loop at awsv1queue.go:\d+ with no shared budget: up to 3 × 11 = 33 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// NotifyOnce makes one attempt per call: silent.
func NotifyOnce(ctx context.Context, q *sqs.SQS, in *sqs.SendMessageInput) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = q.SendMessageWithContext(ctx, in, func(r *request.Request) { r.Retryer = client.NoOpRetryer{} })
		if err == nil {
			return nil
		}
	}
	return err
}

// NotifyNoRetries sends through a client made with its retries off: silent.
func NotifyNoRetries(in *sqs.SendMessageInput) error {
	sess := session.Must(session.NewSession(&aws.Config{MaxRetries: aws.Int(0)}))
	q := sqs.New(sess)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = q.SendMessage(in)
		if err == nil {
			return nil
		}
	}
	return err
}
