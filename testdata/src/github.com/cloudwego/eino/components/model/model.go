// Package model is a test stub of github.com/cloudwego/eino/components/model
// at v0.7.36 (interface.go, option.go); signatures match the real module.
package model

import (
	"context"

	"github.com/cloudwego/eino/schema"
)

type Option struct{}

type BaseChatModel interface {
	Generate(ctx context.Context, input []*schema.Message, opts ...Option) (*schema.Message, error)
	Stream(ctx context.Context, input []*schema.Message, opts ...Option) (
		*schema.StreamReader[*schema.Message], error)
}

type ToolCallingChatModel interface {
	BaseChatModel
	WithTools(tools []*schema.ToolInfo) (ToolCallingChatModel, error)
}
