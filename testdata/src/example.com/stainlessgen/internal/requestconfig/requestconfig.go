// Package requestconfig is the request machinery of a Stainless-shaped
// generated SDK: each request's config is made with a default of 2
// retries, which the request options may change, and Execute sends the
// request up to MaxRetries+1 times.
package requestconfig

import (
	"context"
	"net/http"
	"time"
)

type RequestConfig struct {
	MaxRetries int
	Context    context.Context
	Request    *http.Request
	HTTPClient *http.Client
}

type RequestOption interface {
	Apply(*RequestConfig) error
}

type RequestOptionFunc func(*RequestConfig) error

func (s RequestOptionFunc) Apply(r *RequestConfig) error { return s(r) }

func NewRequestConfig(ctx context.Context, method string, u string, opts ...RequestOption) (*RequestConfig, error) {
	req, err := http.NewRequestWithContext(ctx, method, u, nil)
	if err != nil {
		return nil, err
	}
	cfg := RequestConfig{
		MaxRetries: 2,
		Context:    ctx,
		Request:    req,
		HTTPClient: http.DefaultClient,
	}
	for _, o := range opts {
		if err := o.Apply(&cfg); err != nil {
			return nil, err
		}
	}
	return &cfg, nil
}

func shouldRetry(res *http.Response) bool {
	return res == nil || res.StatusCode == 429 || res.StatusCode >= 500
}

func (cfg *RequestConfig) Execute() (err error) {
	var res *http.Response
	for retryCount := 0; retryCount <= cfg.MaxRetries; retryCount += 1 {
		req := cfg.Request.Clone(cfg.Context)
		res, err = cfg.HTTPClient.Do(req)
		if !shouldRetry(res) || retryCount >= cfg.MaxRetries {
			break
		}
		time.Sleep(time.Second)
	}
	if err != nil {
		return err
	}
	return res.Body.Close()
}

func (cfg *RequestConfig) Clone(ctx context.Context) *RequestConfig {
	return &RequestConfig{
		MaxRetries: cfg.MaxRetries,
		Context:    ctx,
		Request:    cfg.Request,
		HTTPClient: cfg.HTTPClient,
	}
}

func ExecuteNewRequest(ctx context.Context, method string, u string, opts ...RequestOption) error {
	cfg, err := NewRequestConfig(ctx, method, u, opts...)
	if err != nil {
		return err
	}
	return cfg.Execute()
}
