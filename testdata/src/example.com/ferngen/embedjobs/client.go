package embedjobs

import (
	"context"
	"net/http"

	"example.com/ferngen/core"
	"example.com/ferngen/internal"
	"example.com/ferngen/option"
)

type Client struct {
	caller *internal.Caller
}

func NewClient(opts ...option.RequestOption) *Client {
	options := core.NewRequestOptions(opts...)
	return &Client{caller: internal.NewCaller(&internal.CallerParams{MaxAttempts: options.MaxAttempts})}
}

type CreateEmbedJobRequest struct {
	Model string
}

func (c *Client) Create(ctx context.Context, request *CreateEmbedJobRequest, opts ...option.RequestOption) error {
	options := core.NewRequestOptions(opts...)
	return c.caller.Call(ctx, &internal.CallParams{
		URL:         "https://api.example.com/v1/embed-jobs",
		Method:      http.MethodPost,
		MaxAttempts: options.MaxAttempts,
	})
}
