// Package twosdks calls openai-go and anthropic-sdk-go, which retry by
// themselves, in the same file inside retry loops. Both SDKs' option
// packages are called "option", so the fixes, which turn each SDK's
// retries off for its call, import them as openaioption and
// anthropicoption: applied together they still build.
package twosdks

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
)

func ask(ctx context.Context, oc openai.Client, ac anthropic.Client) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var c *openai.ChatCompletion
		if c, err = oc.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}); err == nil { // want `oc.Chat.Completions.New retries by default \(openai-go\) inside the retry loop at twosdks.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
			return c.ID, nil
		}
		var m *anthropic.Message
		if m, err = ac.Messages.New(ctx, anthropic.MessageNewParams{MaxTokens: 64}); err == nil { // want `ac.Messages.New retries by default \(anthropic-sdk-go\) inside the retry loop at twosdks.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
			return m.ID, nil
		}
	}
	return "", err
}
