// Package anthropic is a test stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0; signatures match the real module.
package anthropic

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

// Client creates a struct with services and top level methods that help with interacting with the anthropic API.
type Client struct {
	Options  []option.RequestOption
	Messages MessageService
}

// NewClient generates a new client with the default option read from the environment.
func NewClient(opts ...option.RequestOption) (r Client) {
	r = Client{Options: opts}
	r.Messages = NewMessageService(opts...)
	return
}

type MessageService struct {
	Options []option.RequestOption
	Batches MessageBatchService
}

func NewMessageService(opts ...option.RequestOption) (r MessageService) {
	return MessageService{Options: opts}
}

type Model = string

// Message: fields other than ID omitted.
type Message struct {
	ID string `json:"id" api:"required"`
}

// MessageNewParams: only MaxTokens and Model are included.
type MessageNewParams struct {
	MaxTokens int64 `json:"max_tokens" api:"required"`
	Model     Model `json:"model,omitzero" api:"required"`
}

// New sends a message (POST v1/messages; retried by the client, default 2 retries).
func (r *MessageService) New(ctx context.Context, params MessageNewParams, opts ...option.RequestOption) (res *Message, err error) {
	return nil, nil
}

type MessageBatchService struct {
	Options []option.RequestOption
}

// MessageBatchNewParams: the requests' fields omitted.
type MessageBatchNewParams struct {
	Requests []MessageNewParams `json:"requests,omitzero" api:"required"`
}

// MessageBatch: fields other than ID omitted.
type MessageBatch struct {
	ID string `json:"id" api:"required"`
}

// New creates a message batch (POST v1/messages/batches, messagebatch.go:61; retried by the client only when the API can't have processed it).
func (r *MessageBatchService) New(ctx context.Context, params MessageBatchNewParams, opts ...option.RequestOption) (res *MessageBatch, err error) {
	return nil, nil
}
