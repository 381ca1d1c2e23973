// Package workqueuebound has client-go workers that requeue a failed item
// only while the queue has requeued it fewer than a bound: the handler
// runs a bounded number of times for one item.
package workqueuebound

import (
	"context"
	"fmt"

	stripe "github.com/stripe/stripe-go/v82"
	"k8s.io/client-go/util/workqueue"
)

const maxRetries = 5

// Controller requeues in the worker, up to maxRetries times.
type Controller struct {
	sc    *stripe.Client
	queue workqueue.TypedRateLimitingInterface[string]
}

func (c *Controller) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(key)
	err := c.syncHandler(ctx, key)
	if err == nil {
		c.queue.Forget(key)
		return true
	}
	if c.queue.NumRequeues(key) < maxRetries {
		c.queue.AddRateLimited(key)
	} else {
		c.queue.Forget(key)
	}
	return true
}

func (c *Controller) syncHandler(ctx context.Context, key string) error {
	_, err := c.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a client-go workqueue handler \(bound.go:\d+\), which runs up to 6 times for one item \(NumRequeues < 5 at bound.go:\d+\)`
	return err
}

// Untyped is client-go's workqueue example: the worker hands the error to
// handleErr, which requeues up to 5 times and then drops the key.
type Untyped struct {
	sc    *stripe.Client
	queue workqueue.RateLimitingInterface
}

func (c *Untyped) processNextItem() bool {
	key, quit := c.queue.Get()
	if quit {
		return false
	}
	defer c.queue.Done(key)
	err := c.charge(key.(string))
	c.handleErr(err, key)
	return true
}

func (c *Untyped) charge(key string) error {
	_, err := c.sc.V1PaymentIntents.Create(context.Background(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a client-go workqueue handler \(bound.go:\d+\), which runs up to 6 times for one item \(NumRequeues < 5 at bound.go:\d+\)`
	return err
}

func (c *Untyped) handleErr(err error, key any) {
	if err == nil {
		c.queue.Forget(key)
		return
	}
	if c.queue.NumRequeues(key) < 5 {
		c.queue.AddRateLimited(key)
		return
	}
	c.queue.Forget(key)
	fmt.Println("dropping", key, err)
}

// GiveUp leaves early once the item has been requeued 3 times.
type GiveUp struct {
	sc    *stripe.Client
	queue workqueue.TypedRateLimitingInterface[string]
}

func (c *GiveUp) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(key)
	if err := c.syncHandler(ctx, key); err != nil {
		if c.queue.NumRequeues(key) >= 3 {
			c.queue.Forget(key)
			return true
		}
		c.queue.AddRateLimited(key)
		return true
	}
	c.queue.Forget(key)
	return true
}

func (c *GiveUp) syncHandler(ctx context.Context, key string) error {
	_, err := c.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a client-go workqueue handler \(bound.go:\d+\), which runs up to 4 times for one item \(NumRequeues >= 3 at bound.go:\d+\)`
	return err
}

// Keyed requeues up to 5 times, with the item's key on the charge.
type Keyed struct {
	sc    *stripe.Client
	queue workqueue.TypedRateLimitingInterface[string]
}

func (c *Keyed) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(key)
	if err := c.syncHandler(ctx, key); err != nil && c.queue.NumRequeues(key) < maxRetries {
		c.queue.AddRateLimited(key)
		return true
	}
	c.queue.Forget(key)
	return true
}

func (c *Keyed) syncHandler(ctx context.Context, key string) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey("charge/" + key)
	_, err := c.sc.V1PaymentIntents.Create(ctx, params)
	return err
}
