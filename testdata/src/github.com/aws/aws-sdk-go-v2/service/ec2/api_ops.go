package ec2

import (
	"context"
)

// RunInstancesInput: when ClientToken is nil, the SDK's OperationIdempotencyTokenAutoFill
// initialize middleware sets input.ClientToken to a fresh UUID (once per call, on the caller's struct).
type RunInstancesInput struct {
	MaxCount    *int32
	MinCount    *int32
	ClientToken *string
	DryRun      *bool
	ImageId     *string
	KeyName     *string
	SubnetId    *string
	UserData    *string
}

type RunInstancesOutput struct {
	OwnerId       *string
	RequesterId   *string
	ReservationId *string
}

// RunInstances launches the specified number of instances using an AMI.
func (c *Client) RunInstances(ctx context.Context, params *RunInstancesInput, optFns ...func(*Options)) (*RunInstancesOutput, error) {
	if params == nil {
		params = &RunInstancesInput{}
	}
	return &RunInstancesOutput{}, nil
}

type DescribeInstancesInput struct {
	DryRun      *bool
	InstanceIds []string
	MaxResults  *int32
	NextToken   *string
}

type DescribeInstancesOutput struct {
	NextToken *string
}

// DescribeInstances describes the specified instances or all instances.
func (c *Client) DescribeInstances(ctx context.Context, params *DescribeInstancesInput, optFns ...func(*Options)) (*DescribeInstancesOutput, error) {
	return &DescribeInstancesOutput{}, nil
}
