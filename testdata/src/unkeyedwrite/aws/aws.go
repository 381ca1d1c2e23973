// Package aws has aws-sdk-go-v2 operations with a client token, sent
// without one in retry scopes (reported) and their safe twins (silent).
package aws

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
	"github.com/cenkalti/backoff/v4"
)

// A new input on each attempt gets a new token from the SDK.
func launch(ctx context.Context, client *ec2.Client, ami string) error {
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, &ec2.RunInstancesInput{ // want `ec2.RunInstances is sent without an idempotency key inside the backoff.Retry at aws.go:15: aws-sdk-go-v2 fills a new ClientToken into each new input, which does not survive the outer retry`
			ImageId:  aws.String(ami),
			MinCount: aws.Int32(1),
			MaxCount: aws.Int32(1),
		})
		return err
	}, backoff.NewExponentialBackOff())
}

func launchVar(ctx context.Context, client *ec2.Client, ami string) error {
	var err error
	for i := 0; i < 5; i++ {
		in := &ec2.RunInstancesInput{ImageId: aws.String(ami)}
		if _, err = client.RunInstances(ctx, in); err == nil { // want `ec2.RunInstances is sent without an idempotency key inside the retry loop at aws.go:27`
			return nil
		}
	}
	return err
}

// The SDK writes the token it fills into the input: an input made once
// before the retry keeps it.
func launchInputBefore(ctx context.Context, client *ec2.Client, ami string) error {
	in := &ec2.RunInstancesInput{ImageId: aws.String(ami)}
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, in)
		return err
	}, backoff.NewExponentialBackOff())
}

func launchWithToken(ctx context.Context, client *ec2.Client, ami, requestID string) error {
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, &ec2.RunInstancesInput{ImageId: aws.String(ami), ClientToken: aws.String(requestID)})
		return err
	}, backoff.NewExponentialBackOff())
}

// A read.
func describe(ctx context.Context, client *ec2.Client) error {
	return backoff.Retry(func() error {
		_, err := client.DescribeInstances(ctx, &ec2.DescribeInstancesInput{})
		return err
	}, backoff.NewExponentialBackOff())
}
