// Package dynamodb stubs github.com/aws/aws-sdk-go@v1.55.8
// service/dynamodb, whose clients retry 10 times by default
// (customizations.go:30).
package dynamodb

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
)

// DynamoDB is the service client.
type DynamoDB struct {
	*client.Client
}

// New makes a client from p and cfgs.
func New(p client.ConfigProvider, cfgs ...*aws.Config) *DynamoDB {
	c := p.ClientConfig("dynamodb", cfgs...)
	return &DynamoDB{Client: client.New(*c.Config)}
}

// UpdateItemInput is UpdateItem's input.
type UpdateItemInput struct {
	TableName *string
}

// UpdateItemOutput is UpdateItem's output.
type UpdateItemOutput struct{}

// UpdateItemRequest makes the request, unsent.
func (c *DynamoDB) UpdateItemRequest(input *UpdateItemInput) (req *request.Request, output *UpdateItemOutput) {
	return c.NewRequest(), &UpdateItemOutput{}
}

// UpdateItem updates an item.
func (c *DynamoDB) UpdateItem(input *UpdateItemInput) (*UpdateItemOutput, error) {
	req, out := c.UpdateItemRequest(input)
	return out, req.Send()
}

// UpdateItemWithContext is UpdateItem with a context and request options.
func (c *DynamoDB) UpdateItemWithContext(ctx aws.Context, input *UpdateItemInput, opts ...request.Option) (*UpdateItemOutput, error) {
	req, out := c.UpdateItemRequest(input)
	req.SetContext(ctx)
	req.ApplyOptions(opts...)
	return out, req.Send()
}
