// Package optslices passes an SDK's request options as a slice that the
// call spreads (opts...).
package optslices

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// An agent whose options come from its caller: what they hold is not
// known here, so the SDK's default retries are assumed.
type Agent struct {
	ai   openai.Client
	opts []option.RequestOption
}

func NewAgent(ai openai.Client, opts []option.RequestOption) *Agent {
	return &Agent{ai: ai, opts: opts}
}

func (a *Agent) Ask(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = a.ai.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, a.opts...) // want `a.ai.Chat.Completions.New retries by default \(openai-go, unless the options passed disable it\) inside the retry loop at optslices.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Options passed as a parameter.
func send(ctx context.Context, q *sqs.Client, url string, optFns ...func(*sqs.Options)) error {
	var err error
	for i := 0; i < 2; i++ {
		_, err = q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url)}, optFns...) // want `q.SendMessage retries by default \(aws-sdk-go-v2, unless the options passed disable it\) inside the retry loop at optslices.go:\d+ with no shared budget: up to 2 × 3 = 6 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the slice is built in this package with retries off.
type Quiet struct {
	ai   openai.Client
	opts []option.RequestOption
}

func NewQuiet(ai openai.Client) *Quiet {
	return &Quiet{ai: ai, opts: []option.RequestOption{option.WithMaxRetries(0)}}
}

func (q *Quiet) Ask(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = q.ai.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, q.opts...)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a local slice appended to with retries off.
func askOnce(ctx context.Context, ai openai.Client, key string) error {
	var opts []option.RequestOption
	opts = append(opts, option.WithHeader("X-Key", key))
	opts = append(opts, option.WithMaxRetries(0))
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = ai.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, opts...)
		if err == nil {
			return nil
		}
	}
	return err
}

// The error is tested where it is made: the only fix turns the SDK's
// retries off for the call.
func (a *Agent) Retry(ctx context.Context) {
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := a.ai.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, a.opts...); err == nil { // want `a.ai.Chat.Completions.New retries by default \(openai-go, unless the options passed disable it\) inside the retry loop at optslices.go:\d+ with no shared budget: up to 3 × 3 = 9 calls`
			return
		}
	}
}
