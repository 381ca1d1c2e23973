// Package localchat retries a chat through an interface of its own, as
// kubectl-ai's gollm does: the decorator retryChat runs Send of the chat it
// wraps again after an error, and the OpenAI implementation, in this
// package, calls openai-go, which retries by itself. The twin
// implementation tells openai-go to try once.
package localchat

import (
	"context"
	"errors"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// Chat sends a message and returns the answer.
type Chat interface {
	Send(ctx context.Context, msg string) (string, error)
}

type retryChat struct {
	underlying Chat
	attempts   int
}

// NewRetryChat wraps c in a retry of up to attempts calls.
func NewRetryChat(c Chat, attempts int) Chat { return &retryChat{underlying: c, attempts: attempts} }

func (r *retryChat) Send(ctx context.Context, msg string) (string, error) {
	var lastErr error
	for attempt := 1; attempt <= r.attempts; attempt++ {
		out, err := r.underlying.Send(ctx, msg)
		if err == nil {
			return out, nil
		}
		lastErr = err
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return "", errors.Join(errors.New("chat failed after retries"), lastErr)
}

// OpenAIChat answers with openai-go's default retries.
type OpenAIChat struct{ Client openai.Client }

func (c *OpenAIChat) Send(ctx context.Context, msg string) (string, error) {
	resp, err := c.Client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage(msg)}}) // want: nestedretry "c.Client.Chat.Completions.New retries by default \(openai-go\) inside the retry loop at localchat/chat.go:\d+ \(through the interface method localchat.Chat.Send, implemented here by localchat.OpenAIChat.Send\) .*no automatic fix: localchat.OpenAIChat.Send serves every caller of localchat.Chat.Send"
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

// OnceChat tells openai-go to try once: the decorator's retry is the only
// one.
type OnceChat struct{ Client openai.Client }

func (c *OnceChat) Send(ctx context.Context, msg string) (string, error) {
	resp, err := c.Client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage(msg)}}, option.WithMaxRetries(0))
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}
