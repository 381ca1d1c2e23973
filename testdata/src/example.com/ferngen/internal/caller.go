package internal

import (
	"context"
	"net/http"
)

type Caller struct {
	client  *http.Client
	retrier *Retrier
}

type CallerParams struct {
	Client      *http.Client
	MaxAttempts uint
}

func NewCaller(params *CallerParams) *Caller {
	httpClient := http.DefaultClient
	if params.Client != nil {
		httpClient = params.Client
	}
	var retryOptions []RetryOption
	if params.MaxAttempts > 0 {
		retryOptions = append(retryOptions, WithMaxAttempts(params.MaxAttempts))
	}
	return &Caller{client: httpClient, retrier: NewRetrier(retryOptions...)}
}

type CallParams struct {
	URL          string
	Method       string
	MaxAttempts  uint
	ErrorDecoder ErrorDecoder
}

func (c *Caller) Call(ctx context.Context, params *CallParams) error {
	req, err := http.NewRequestWithContext(ctx, params.Method, params.URL, nil)
	if err != nil {
		return err
	}
	var retryOptions []RetryOption
	if params.MaxAttempts > 0 {
		retryOptions = append(retryOptions, WithMaxAttempts(params.MaxAttempts))
	}
	resp, err := c.retrier.Run(c.client.Do, req, params.ErrorDecoder, retryOptions...)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
