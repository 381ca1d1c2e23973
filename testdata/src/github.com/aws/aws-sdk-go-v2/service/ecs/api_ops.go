package ecs

import (
	"context"
)

// CreateServiceInput: ClientToken is NOT auto-filled by the SDK for this operation.
type CreateServiceInput struct {
	ServiceName    *string
	ClientToken    *string
	Cluster        *string
	DesiredCount   *int32
	TaskDefinition *string
}

type CreateServiceOutput struct{}

// CreateService runs and maintains your desired number of tasks from a specified task definition.
func (c *Client) CreateService(ctx context.Context, params *CreateServiceInput, optFns ...func(*Options)) (*CreateServiceOutput, error) {
	return &CreateServiceOutput{}, nil
}
