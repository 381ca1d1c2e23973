// Package openai is a test stub of github.com/openai/openai-go/v3@v3.98.0; signatures match the real module.
package openai

import (
	"context"

	"github.com/openai/openai-go/v3/option"
)

// Client creates a struct with services and top level methods that help with interacting with the openai API.
type Client struct {
	Options    []option.RequestOption
	Chat       ChatService
	Embeddings EmbeddingService
	Files      FileService
	Beta       BetaService
	Batches    BatchService
}

// NewClient generates a new client with the default option read from the environment.
func NewClient(opts ...option.RequestOption) (r Client) {
	r = Client{Options: opts}
	r.Chat = NewChatService(opts...)
	return
}

type ChatService struct {
	Options     []option.RequestOption
	Completions ChatCompletionService
}

func NewChatService(opts ...option.RequestOption) (r ChatService) {
	r = ChatService{Options: opts}
	r.Completions = NewChatCompletionService(opts...)
	return
}

type ChatCompletionService struct {
	Options []option.RequestOption
}

func NewChatCompletionService(opts ...option.RequestOption) (r ChatCompletionService) {
	return ChatCompletionService{Options: opts}
}

// ChatCompletion represents a chat completion response returned by model.
type ChatCompletion struct {
	ID string `json:"id" api:"required"`
}

// ChatCompletionNewParams: fields omitted in the stub.
type ChatCompletionNewParams struct{}

// New creates a model response for the given chat conversation (POST chat/completions; retried by the client, default 2 retries).
func (r *ChatCompletionService) New(ctx context.Context, body ChatCompletionNewParams, opts ...option.RequestOption) (res *ChatCompletion, err error) {
	return nil, nil
}
