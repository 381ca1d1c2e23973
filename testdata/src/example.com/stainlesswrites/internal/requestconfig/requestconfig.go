// Package requestconfig mirrors the request code of a Stainless-generated
// Go SDK (metronome-go v1.0.0 internal/requestconfig): the method reaches
// the request in NewRequestConfig, and Execute sends it through the
// client's Do taken as a function value.
package requestconfig

import (
	"context"
	"net/http"
)

type RequestConfig struct {
	MaxRetries int
	Request    *http.Request
	HTTPClient *http.Client
	Body       any
}

type RequestOption interface {
	Apply(*RequestConfig) error
}

func NewRequestConfig(ctx context.Context, method string, u string, body any, dst any, opts ...RequestOption) (*RequestConfig, error) {
	req, err := http.NewRequestWithContext(ctx, method, u, nil)
	if err != nil {
		return nil, err
	}
	cfg := RequestConfig{MaxRetries: 0, Request: req, HTTPClient: http.DefaultClient, Body: body}
	for _, o := range opts {
		if err := o.Apply(&cfg); err != nil {
			return nil, err
		}
	}
	return &cfg, nil
}

func (cfg *RequestConfig) Execute() error {
	handler := cfg.HTTPClient.Do
	res, err := handler(cfg.Request)
	if err != nil {
		return err
	}
	return res.Body.Close()
}

func ExecuteNewRequest(ctx context.Context, method string, u string, body any, dst any, opts ...RequestOption) error {
	cfg, err := NewRequestConfig(ctx, method, u, body, dst, opts...)
	if err != nil {
		return err
	}
	return cfg.Execute()
}
