// Package gokit calls go-kit endpoints made by lb.Retry, which retry every
// call made through them, inside retry loops.
package gokit

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

func newProxy(ctx context.Context, endpoints sd.FixedEndpointer) proxy {
	retryMax := 3
	retry := lb.Retry(retryMax, 500*time.Millisecond, lb.NewRoundRobin(endpoints))
	return proxy{ctx, retry}
}

// The endpoint retries by itself: the loop makes every failing request
// twice, three times each.
func (p proxy) Uppercase(s string) (interface{}, error) {
	var err error
	for attempt := 0; attempt < 2; attempt++ {
		var resp interface{}
		resp, err = p.uppercase(p.ctx, s) // want `p.uppercase retries by itself \(lb.Retry endpoint\) inside the retry loop at gokit.go:\d+ with no shared budget: up to 2 × 3 = 6 calls for one failing operation`
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// Correct: one call through the retrying endpoint, the only layer.
func (p proxy) Once(s string) (interface{}, error) {
	return p.uppercase(p.ctx, s)
}

// Correct: lb.Retry with a bound of 1 makes one attempt.
func single(ctx context.Context, endpoints sd.FixedEndpointer) error {
	e := lb.Retry(1, time.Second, lb.NewRoundRobin(endpoints))
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = e(ctx, nil); err == nil {
			return nil
		}
	}
	return err
}

// An endpoint that retries until its callback stops it.
func callback(ctx context.Context, endpoints sd.FixedEndpointer) error {
	e := lb.RetryWithCallback(time.Second, lb.NewRoundRobin(endpoints), func(n int, err error) (bool, error) { return n < 5, nil })
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = e(ctx, nil) // want `e retries by itself \(lb.RetryWithCallback endpoint\) inside the retry loop at gokit.go:\d+ with no shared budget: the attempts multiply \(3 × an unknown number calls for one failing operation\)`
		if err == nil {
			return nil
		}
	}
	return err
}
