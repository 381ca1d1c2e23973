// Package einoagent runs an eino agent over a chat model that calls
// openai-go, which retries by itself: the agent's ModelRetryConfig calls
// the model again after an error, so each openai-go call makes up to 3
// calls on each of eino's 4. The twins: an agent whose model tells
// openai-go to try once, and an agent that does not retry its model, whose
// model eino's retry loop (adk/retry_chatmodel.go) never wraps.
package einoagent

import (
	"context"

	"github.com/cloudwego/eino/adk"
	"github.com/cloudwego/eino/components/model"
	"github.com/cloudwego/eino/schema"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// Model answers with openai-go's default retries.
type Model struct{ client openai.Client }

func (m *Model) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	c, err := m.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: messages(input)}) // want: nestedretry "m.client.Chat.Completions.New retries by default \(openai-go\) inside the retry that eino's ModelRetryConfig composes at agent.go:\d+ \(MaxRetries: 3, .*implemented here by einoagent.Model.Generate\) .*up to 4 × 3 = 12 calls"
	if err != nil {
		return nil, err
	}
	return schema.AssistantMessage(c.Choices[0].Message.Content, nil), nil
}

func (m *Model) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	msg, err := m.Generate(ctx, input, opts...)
	if err != nil {
		return nil, err
	}
	return schema.StreamReaderFromArray([]*schema.Message{msg}), nil
}

func (m *Model) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

// OnceModel tells openai-go to try once: eino's retry is the only one.
type OnceModel struct{ client openai.Client }

func (m *OnceModel) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	c, err := m.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: messages(input)}, option.WithMaxRetries(0))
	if err != nil {
		return nil, err
	}
	return schema.AssistantMessage(c.Choices[0].Message.Content, nil), nil
}

func (m *OnceModel) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	msg, err := m.Generate(ctx, input, opts...)
	if err != nil {
		return nil, err
	}
	return schema.StreamReaderFromArray([]*schema.Message{msg}), nil
}

func (m *OnceModel) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

func messages(input []*schema.Message) []openai.ChatCompletionMessageParamUnion {
	var out []openai.ChatCompletionMessageParamUnion
	for _, m := range input {
		out = append(out, openai.UserMessage(m.Content))
	}
	return out
}

// NewAgents builds the agent whose model retries inside eino's retry, and
// its twin.
func NewAgents(ctx context.Context, c openai.Client) (*adk.ChatModelAgent, *adk.ChatModelAgent, error) {
	retry := &adk.ModelRetryConfig{MaxRetries: 3}
	nested, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{
		Name:             "billing",
		Description:      "answers billing questions",
		Model:            &Model{client: c},
		ModelRetryConfig: retry,
	})
	if err != nil {
		return nil, nil, err
	}
	once, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{
		Name:             "billing-once",
		Description:      "answers billing questions",
		Model:            &OnceModel{client: c},
		ModelRetryConfig: &adk.ModelRetryConfig{MaxRetries: 3},
	})
	return nested, once, err
}

// PlainModel answers with openai-go's default retries, in an agent that
// does not retry its model: openai-go's retries are the only layer.
type PlainModel struct{ client openai.Client }

func (m PlainModel) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	c, err := m.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: messages(input)})
	if err != nil {
		return nil, err
	}
	return schema.AssistantMessage(c.Choices[0].Message.Content, nil), nil
}

func (m PlainModel) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	msg, err := m.Generate(ctx, input, opts...)
	if err != nil {
		return nil, err
	}
	return schema.StreamReaderFromArray([]*schema.Message{msg}), nil
}

func (m PlainModel) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

// NewPlainAgent builds an agent with no model retry.
func NewPlainAgent(ctx context.Context, c openai.Client) (*adk.ChatModelAgent, error) {
	return adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{Name: "plain", Description: "answers", Model: PlainModel{client: c}})
}
