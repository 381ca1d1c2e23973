// Package einowrap gives eino's agent chat models that call openai-go,
// which retries by itself. An agent whose ModelRetryConfig is set calls
// its model's Generate again after an error, so each openai-go call in it
// nests in that retry, though no loop here shows it. The twins: a model
// that tells openai-go to try once, a model given to an agent with no
// model retry, one given to an agent whose retry config retries nothing,
// and one given to an agent whose predicate chooses the errors retried.
package einowrap

import (
	"context"
	"errors"

	"github.com/cloudwego/eino/adk"
	"github.com/cloudwego/eino/components/model"
	"github.com/cloudwego/eino/schema"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// Model calls openai-go with its default retries.
type Model struct{ client openai.Client }

func (m *Model) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	c, err := m.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `m.client.Chat.Completions.New retries by default \(openai-go\) inside the retry that eino's ModelRetryConfig composes at einowrap.go:\d+ \(MaxRetries: 3, around the Model of this adk.ChatModelAgentConfig at einowrap.go:\d+, implemented here by einowrap.Model.Generate\) at einowrap.go:\d+ with no shared budget: up to 4 × 3 = 12 calls for one failing operation`
	if err != nil {
		return nil, err
	}
	return &schema.Message{Role: "assistant", Content: c.ID}, nil
}

func (m *Model) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	return nil, errors.New("einowrap: no streaming")
}

func (m *Model) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

// OnceModel tells openai-go to try once: eino's retry is the only one.
type OnceModel struct{ client openai.Client }

func (m *OnceModel) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	c, err := m.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, option.WithMaxRetries(0))
	if err != nil {
		return nil, err
	}
	return &schema.Message{Role: "assistant", Content: c.ID}, nil
}

func (m *OnceModel) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	return nil, errors.New("einowrap: no streaming")
}

func (m *OnceModel) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

// NewBillingAgent retries the model three times.
func NewBillingAgent(ctx context.Context, c openai.Client) (*adk.ChatModelAgent, error) {
	return adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{
		Name:             "billing",
		Model:            &Model{client: c},
		ModelRetryConfig: &adk.ModelRetryConfig{MaxRetries: 3},
	})
}

// NewOnceAgent retries a model that tries once.
func NewOnceAgent(ctx context.Context, c openai.Client) (*adk.ChatModelAgent, error) {
	var m model.ToolCallingChatModel = &OnceModel{client: c}
	return adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{Name: "once", Model: m, ModelRetryConfig: &adk.ModelRetryConfig{MaxRetries: 3}})
}

// PlainModel calls openai-go with its default retries, in agents that
// do not retry the model.
type PlainModel struct{ client openai.Client }

func (m PlainModel) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	c, err := m.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{})
	if err != nil {
		return nil, err
	}
	return &schema.Message{Role: "assistant", Content: c.ID}, nil
}

func (m PlainModel) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	return nil, errors.New("einowrap: no streaming")
}

func (m PlainModel) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

func NewPlainAgents(ctx context.Context, c openai.Client) error {
	if _, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{Name: "plain", Model: PlainModel{client: c}}); err != nil {
		return err
	}
	if _, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{Name: "noretry", Model: PlainModel{client: c}, ModelRetryConfig: &adk.ModelRetryConfig{}}); err != nil {
		return err
	}
	// This agent retries only what its predicate admits, which openai-go
	// may not retry.
	_, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{Name: "chosen", Model: PlainModel{client: c}, ModelRetryConfig: &adk.ModelRetryConfig{MaxRetries: 3, IsRetryAble: promptTooLong}})
	return err
}

func promptTooLong(ctx context.Context, err error) bool { return errors.Is(err, errPromptTooLong) }

var errPromptTooLong = errors.New("prompt too long")
