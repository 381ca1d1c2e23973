// Package atleastonce calls retrying SDKs from code that is itself run
// again: a Temporal activity and an MCP tool handler.
package atleastonce

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"go.temporal.io/sdk/activity"
)

// Summarize is a Temporal activity: retried without limit by default.
func Summarize(ctx context.Context, client openai.Client) (string, error) {
	activity.GetLogger(ctx).Info("summarizing")
	res, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `client.Chat.Completions.New retries by default \(openai-go\) inside the Temporal activity \(atleastonce.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls`
	if err != nil {
		return "", err
	}
	return res.ID, nil
}

// Correct: the activity is the only retry layer.
func SummarizeOnce(ctx context.Context, client openai.Client) (string, error) {
	activity.GetLogger(ctx).Info("summarizing")
	res, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, option.WithMaxRetries(0))
	if err != nil {
		return "", err
	}
	return res.ID, nil
}

type In struct{ Text string }
type Out struct{ ID string }

func register(s *mcp.Server, client openai.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "summarize"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `client.Chat.Completions.New retries by default \(openai-go\) inside the MCP tool handler \(atleastonce.go:\d+\) with no shared budget: the model may call the tool again without limit, and each call makes up to 3 calls`
		if err != nil {
			return nil, Out{}, err
		}
		return nil, Out{ID: res.ID}, nil
	})
}
