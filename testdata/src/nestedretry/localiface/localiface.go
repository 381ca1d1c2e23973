// Package localiface retries a chat through an interface of its own: the
// decorator retryChat calls Send of the chat it wraps again after an
// error, and one implementation in this package calls openai-go, which
// retries by itself. The twins: an implementation that tells openai-go to
// try once, and one that calls nothing that retries.
package localiface

import (
	"context"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// Chat sends a message and returns the answer.
type Chat interface {
	Send(ctx context.Context, msg string) (string, error)
}

// retryChat retries the chat it wraps three times.
type retryChat struct{ underlying Chat }

func (r *retryChat) Send(ctx context.Context, msg string) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var out string
		if out, err = r.underlying.Send(ctx, msg); err == nil {
			return out, nil
		}
	}
	return "", err
}

// openAIChat calls openai-go with its default retries.
type openAIChat struct{ client openai.Client }

func (c *openAIChat) Send(ctx context.Context, msg string) (string, error) {
	resp, err := c.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `c.client.Chat.Completions.New retries by default \(openai-go\) inside the retry loop at localiface/localiface.go:\d+ \(through the interface method localiface.Chat.Send, implemented here by localiface.openAIChat.Send\) at localiface.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation; no automatic fix: localiface.openAIChat.Send serves every caller of localiface.Chat.Send, not only this retry, and turning its client's retries off would leave the others with none`
	if err != nil {
		return "", err
	}
	return resp.ID, nil
}

// onceChat tells openai-go to try once.
type onceChat struct{ client openai.Client }

func (c *onceChat) Send(ctx context.Context, msg string) (string, error) {
	resp, err := c.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, option.WithMaxRetries(0))
	if err != nil {
		return "", err
	}
	return resp.ID, nil
}

// echoChat calls nothing that retries.
type echoChat struct{}

func (echoChat) Send(ctx context.Context, msg string) (string, error) {
	return strings.ToUpper(msg), nil
}

// NewChat wraps a chat in the retry.
func NewChat(c Chat) Chat { return &retryChat{underlying: c} }
