// Package optslices passes aws-sdk-go-v2 per-call options as a slice that
// the call spreads (optFns...): from a parameter or a field, what they hold
// is not known here and the client's default retries are assumed; built in
// this package with retries off, they are known.
package optslices

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
)

// Describe retries a describe with the options its caller passes.
func Describe(ctx context.Context, client *ec2.Client, id string, optFns ...func(*ec2.Options)) (*ec2.DescribeInstancesOutput, error) {
	var out *ec2.DescribeInstancesOutput
	var err error
	for i := 0; i < 2; i++ {
		out, err = client.DescribeInstances(ctx, &ec2.DescribeInstancesInput{InstanceIds: []string{id}}, optFns...) // want: nestedretry "client.DescribeInstances retries by default \(aws-sdk-go-v2, unless the options passed disable it\) inside the retry loop at optslices.go:\d+ with no shared budget: up to 2 × 3 = 6 calls"
		if err == nil {
			return out, nil
		}
	}
	return nil, err
}

// Inventory keeps the options its caller gave it.
type Inventory struct {
	ec2  *ec2.Client
	opts []func(*ec2.Options)
}

// NewInventory makes an Inventory with the caller's options.
func NewInventory(client *ec2.Client, opts []func(*ec2.Options)) *Inventory {
	return &Inventory{ec2: client, opts: opts}
}

// Regions retries a describe with the options of the field.
func (inv *Inventory) Regions(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = inv.ec2.DescribeRegions(ctx, &ec2.DescribeRegionsInput{}, inv.opts...); err == nil { // want: nestedretry "inv.ec2.DescribeRegions retries by default \(aws-sdk-go-v2, unless the options passed disable it\) inside the retry loop at optslices.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
			return nil
		}
	}
	return err
}

// Quiet keeps options built in this package, with the client's retries
// off.
type Quiet struct {
	ec2  *ec2.Client
	opts []func(*ec2.Options)
}

// NewQuiet makes a Quiet whose calls make one attempt each.
func NewQuiet(client *ec2.Client) *Quiet {
	return &Quiet{ec2: client, opts: []func(*ec2.Options){func(o *ec2.Options) { o.RetryMaxAttempts = 1 }}}
}

// Regions retries a describe whose calls make one attempt each.
func (q *Quiet) Regions(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = q.ec2.DescribeRegions(ctx, &ec2.DescribeRegionsInput{}, q.opts...); err == nil {
			return nil
		}
	}
	return err
}

// Identity retries a read with a local slice appended to with retries
// off.
func Identity(ctx context.Context, client *sesv2.Client, name, region string) error {
	var opts []func(*sesv2.Options)
	opts = append(opts, func(o *sesv2.Options) { o.Region = region })
	opts = append(opts, func(o *sesv2.Options) { o.RetryMaxAttempts = 1 })
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.GetEmailIdentity(ctx, &sesv2.GetEmailIdentityInput{EmailIdentity: aws.String(name)}, opts...); err == nil {
			return nil
		}
	}
	return err
}

// IdentityDefault retries the same read with a local slice that leaves the
// client's retries on.
func IdentityDefault(ctx context.Context, client *sesv2.Client, name, region string) error {
	opts := []func(*sesv2.Options){func(o *sesv2.Options) { o.Region = region }}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.GetEmailIdentity(ctx, &sesv2.GetEmailIdentityInput{EmailIdentity: aws.String(name)}, opts...); err == nil { // want: nestedretry "client.GetEmailIdentity retries by default \(aws-sdk-go-v2\) inside the retry loop at optslices.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
			return nil
		}
	}
	return err
}
