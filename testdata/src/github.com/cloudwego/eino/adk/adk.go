// Package adk is a test stub of github.com/cloudwego/eino/adk at v0.7.36
// (chatmodel.go, retry_chatmodel.go); field names and signatures match the
// real module. A ChatModelAgentConfig whose ModelRetryConfig is set makes
// the agent call its Model's Generate and Stream up to MaxRetries+1 times.
package adk

import (
	"context"
	"time"

	"github.com/cloudwego/eino/components/model"
)

type ModelRetryConfig struct {
	MaxRetries  int
	IsRetryAble func(ctx context.Context, err error) bool
	BackoffFunc func(ctx context.Context, attempt int) time.Duration
}

type ChatModelAgentConfig struct {
	Name             string
	Description      string
	Instruction      string
	Model            model.ToolCallingChatModel
	MaxIterations    int
	ModelRetryConfig *ModelRetryConfig
}

type ChatModelAgent struct{ model model.ToolCallingChatModel }

func NewChatModelAgent(_ context.Context, config *ChatModelAgentConfig) (*ChatModelAgent, error) {
	return &ChatModelAgent{model: config.Model}, nil
}
