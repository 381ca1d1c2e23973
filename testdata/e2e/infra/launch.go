package infra

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
	"github.com/aws/aws-sdk-go-v2/service/ec2/types"
	"github.com/cenkalti/backoff/v4"
)

// noRetries makes one attempt per call: the caller's loop is the only
// retry layer.
func noRetries(o *ec2.Options) { o.RetryMaxAttempts = 1 }

// Launch builds a new input on each attempt: the SDK fills a new token
// into each one.
func Launch(ctx context.Context, client *ec2.Client, ami string) error {
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, &ec2.RunInstancesInput{ // want: unkeyedwrite "ec2.RunInstances is sent without an idempotency key inside the backoff.Retry at launch.go:\d+: aws-sdk-go-v2 fills a new ClientToken into each new input"
			ImageId:  aws.String(ami),
			MinCount: aws.Int32(1),
			MaxCount: aws.Int32(1),
		}, noRetries)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// LaunchVar sets the input's fields in a variable.
func LaunchVar(ctx context.Context, client *ec2.Client, ami string) error {
	var err error
	for i := 0; i < 5; i++ {
		in := &ec2.RunInstancesInput{ImageId: aws.String(ami), MinCount: aws.Int32(1), MaxCount: aws.Int32(1)}
		if _, err = client.RunInstances(ctx, in, func(o *ec2.Options) { o.RetryMaxAttempts = 1 }); err == nil { // want: unkeyedwrite "ec2.RunInstances is sent without an idempotency key inside the retry loop at launch.go:\d+"
			return nil
		}
	}
	return err
}

// LaunchInputBefore makes the input once: the SDK writes the token it fills
// into it, so every attempt sends the same token.
func LaunchInputBefore(ctx context.Context, client *ec2.Client, ami string) error {
	in := &ec2.RunInstancesInput{ImageId: aws.String(ami), MinCount: aws.Int32(1), MaxCount: aws.Int32(1)}
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, in, noRetries)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// LaunchWithToken keys the launch on the request.
func LaunchWithToken(ctx context.Context, client *ec2.Client, ami, requestID string) error {
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, &ec2.RunInstancesInput{ImageId: aws.String(ami), MinCount: aws.Int32(1), MaxCount: aws.Int32(1), ClientToken: aws.String(requestID)}, noRetries)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// Describe is a read.
func Describe(ctx context.Context, client *ec2.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = client.DescribeInstances(ctx, &ec2.DescribeInstancesInput{}, noRetries); err == nil {
			return nil
		}
	}
	return err
}

// RequestSpot is sent once, but the client's standard retryer resends it,
// and the SDK does not fill a token for this operation.
func RequestSpot(ctx context.Context, client *ec2.Client) error {
	_, err := client.RequestSpotInstances(ctx, &ec2.RequestSpotInstancesInput{ // want: unkeyedwrite "ec2.RequestSpotInstances is sent without an idempotency key"
		InstanceCount: aws.Int32(1),
		Type:          types.SpotInstanceTypeOneTime,
	})
	return err
}

// RequestSpotGood names the request.
func RequestSpotGood(ctx context.Context, client *ec2.Client, requestID string) error {
	_, err := client.RequestSpotInstances(ctx, &ec2.RequestSpotInstancesInput{
		ClientToken:   aws.String("spot-" + requestID),
		InstanceCount: aws.Int32(1),
		Type:          types.SpotInstanceTypeOneTime,
	})
	return err
}

// Reserve retries a client with its own retries on, with a stable token.
func Reserve(ctx context.Context, client *ec2.Client, requestID string) error {
	var err error
	for i := 0; i < 2; i++ {
		_, err = client.AllocateHosts(ctx, &ec2.AllocateHostsInput{ClientToken: aws.String(requestID), Quantity: aws.Int32(1)}) // want: nestedretry "client.AllocateHosts retries by default \(aws-sdk-go-v2\) inside the retry loop at launch.go:\d+ with no shared budget: up to 2 × 3 = 6 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// ReserveNop retries a client made with the no-op retryer.
func ReserveNop(ctx context.Context, cfg aws.Config, requestID string) error {
	client := ec2.NewFromConfig(cfg, func(o *ec2.Options) { o.Retryer = aws.NopRetryer{} })
	var err error
	for i := 0; i < 2; i++ {
		_, err = client.AllocateHosts(ctx, &ec2.AllocateHostsInput{ClientToken: aws.String(requestID), Quantity: aws.Int32(1)})
		if err == nil {
			return nil
		}
	}
	return err
}
