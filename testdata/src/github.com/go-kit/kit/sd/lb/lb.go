// Package lb is a stub of github.com/go-kit/kit/sd/lb (v0.13.0).
package lb

import (
	"time"

	"github.com/go-kit/kit/endpoint"
	"github.com/go-kit/kit/sd"
)

// Balancer yields endpoints according to some heuristic.
type Balancer interface {
	Endpoint() (endpoint.Endpoint, error)
}

// NewRoundRobin returns a load balancer that returns services in sequence.
func NewRoundRobin(s sd.Endpointer) Balancer { return nil }

// Callback is given the attempt count and the error of the endpoint.
type Callback func(n int, received error) (keepTrying bool, replacement error)

// Retry returns an endpoint that retries a failed request up to max times
// in all, until timeout.
func Retry(max int, timeout time.Duration, b Balancer) endpoint.Endpoint { return nil }

// RetryWithCallback retries until the callback says stop or timeout.
func RetryWithCallback(timeout time.Duration, b Balancer, cb Callback) endpoint.Endpoint {
	return nil
}
