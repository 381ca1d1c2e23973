// Package workqueue is a test stub of k8s.io/client-go/util/workqueue@v0.37.2;
// signatures match the real module (queue.go, delaying_queue.go,
// rate_limiting_queue.go).
package workqueue

import "time"

// Interface is the untyped queue.
type Interface TypedInterface[any]

// TypedInterface is a work queue.
type TypedInterface[T comparable] interface {
	Add(item T)
	Len() int
	Get() (item T, shutdown bool)
	Done(item T)
	ShutDown()
	ShuttingDown() bool
}

// TypedDelayingInterface is a queue that can add an item at a later time.
type TypedDelayingInterface[T comparable] interface {
	TypedInterface[T]
	AddAfter(item T, duration time.Duration)
}

// RateLimitingInterface rate limits items being added to the queue.
type RateLimitingInterface TypedRateLimitingInterface[any]

// TypedRateLimitingInterface rate limits items being added to the queue.
type TypedRateLimitingInterface[T comparable] interface {
	TypedDelayingInterface[T]
	AddRateLimited(item T)
	Forget(item T)
	NumRequeues(item T) int
}
