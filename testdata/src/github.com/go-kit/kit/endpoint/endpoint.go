// Package endpoint is a stub of github.com/go-kit/kit/endpoint (v0.13.0).
package endpoint

import "context"

// Endpoint is the fundamental building block of servers and clients.
type Endpoint func(ctx context.Context, request interface{}) (response interface{}, err error)

// Middleware is a chainable behavior modifier for endpoints.
type Middleware func(Endpoint) Endpoint
