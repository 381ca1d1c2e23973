// Package gokitproxy proxies a request through a go-kit endpoint made by
// lb.Retry, as the go-kit stringsvc3 example does, and retries it again.
package gokitproxy

import (
	"context"
	"time"

	"github.com/go-kit/kit/endpoint"
	"github.com/go-kit/kit/sd"
	"github.com/go-kit/kit/sd/lb"
)

type proxy struct {
	ctx       context.Context
	uppercase endpoint.Endpoint
}

// New builds a proxy whose endpoint makes up to 3 attempts per call.
func New(ctx context.Context, endpoints sd.FixedEndpointer) interface {
	Uppercase(string) (interface{}, error)
} {
	retry := lb.Retry(3, 500*time.Millisecond, lb.NewRoundRobin(endpoints))
	return proxy{ctx, retry}
}

// Uppercase retries a call that retries by itself.
func (p proxy) Uppercase(s string) (interface{}, error) {
	var err error
	for attempt := 0; attempt < 2; attempt++ {
		var resp interface{}
		resp, err = p.uppercase(p.ctx, s) // want: nestedretry "p.uppercase retries by itself \(lb.Retry endpoint\) inside the retry loop at proxy.go:\d+ with no shared budget: up to 2 × 3 = 6 calls for one failing operation"
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// Once calls the retrying endpoint once: the only layer.
func (p proxy) Once(s string) (interface{}, error) {
	return p.uppercase(p.ctx, s)
}
