// Package optfunc turns off an aws-sdk-go-v2 client's retries with an
// option function declared once and passed by name, as real code does
// (func noRetries(o *ec2.Options) { o.RetryMaxAttempts = 1 }). It was
// reported as if the client still made 3 attempts per call.
package optfunc

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
)

func noRetries(o *ec2.Options) { o.RetryMaxAttempts = 1 }

func nopRetryer(o *ec2.Options) { o.Retryer = aws.NopRetryer{} }

func twoAttempts(o *ec2.Options) { o.RetryMaxAttempts = 2 }

// Correct: one attempt per call, by a named option.
func describe(ctx context.Context, client *ec2.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = client.DescribeInstances(ctx, &ec2.DescribeInstancesInput{}, noRetries); err == nil {
			return nil
		}
	}
	return err
}

// Correct: the no-op retryer, by a named option.
func describeNop(ctx context.Context, client *ec2.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = client.DescribeInstances(ctx, &ec2.DescribeInstancesInput{}, nopRetryer); err == nil {
			return nil
		}
	}
	return err
}

// A named option that still retries: reported with its own count.
func describeTwo(ctx context.Context, client *ec2.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.DescribeInstances(ctx, &ec2.DescribeInstancesInput{}, twoAttempts) // want `client.DescribeInstances retries by default \(aws-sdk-go-v2\) inside the retry loop at optfunc.go:\d+ with no shared budget: up to 3 × 2 = 6 calls`
		if err == nil {
			return nil
		}
	}
	return err
}
