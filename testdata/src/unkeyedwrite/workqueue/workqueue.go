// Package workqueue has client-go controllers whose workers requeue an
// item when its handler fails: the handler runs again for the same key, so
// a charge it makes without a key may be made twice.
package workqueue

import (
	"context"
	"fmt"

	stripe "github.com/stripe/stripe-go/v82"
	"k8s.io/client-go/util/workqueue"
)

// Controller is the sample-controller's shape, with a typed queue.
type Controller struct {
	sc        *stripe.Client
	workqueue workqueue.TypedRateLimitingInterface[string]
}

func (c *Controller) processNextWorkItem(ctx context.Context) bool {
	objRef, shutdown := c.workqueue.Get()
	if shutdown {
		return false
	}
	defer c.workqueue.Done(objRef)
	err := c.syncHandler(ctx, objRef)
	if err == nil {
		c.workqueue.Forget(objRef)
		return true
	}
	c.workqueue.AddRateLimited(objRef)
	return true
}

func (c *Controller) syncHandler(ctx context.Context, key string) error {
	_, err := c.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a client-go workqueue handler \(workqueue.go:\d+\), which runs again on retry`
	return err
}

// OldController has the older untyped queue and a closure around the item.
type OldController struct {
	sc        *stripe.Client
	workqueue workqueue.RateLimitingInterface
}

func (c *OldController) processNextWorkItem() bool {
	obj, shutdown := c.workqueue.Get()
	if shutdown {
		return false
	}
	err := func(obj interface{}) error {
		defer c.workqueue.Done(obj)
		var key string
		var ok bool
		if key, ok = obj.(string); !ok {
			c.workqueue.Forget(obj)
			return nil
		}
		if err := c.syncHandler(key); err != nil {
			c.workqueue.AddRateLimited(key)
			return fmt.Errorf("error syncing %q: %w", key, err)
		}
		c.workqueue.Forget(obj)
		return nil
	}(obj)
	return err == nil
}

func (c *OldController) syncHandler(key string) error {
	_, err := c.sc.V1PaymentIntents.Create(context.Background(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a client-go workqueue handler \(workqueue.go:\d+\), which runs again on retry`
	return err
}

// OnceController never requeues: a failed item is dropped, so its handler
// runs once per event.
type OnceController struct {
	sc        *stripe.Client
	workqueue workqueue.TypedRateLimitingInterface[string]
}

func (c *OnceController) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.workqueue.Get()
	if shutdown {
		return false
	}
	defer c.workqueue.Done(key)
	if err := c.syncHandler(ctx, key); err != nil {
		fmt.Println("dropping", key, err)
	}
	c.workqueue.Forget(key)
	return true
}

func (c *OnceController) syncHandler(ctx context.Context, key string) error {
	_, err := c.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)})
	return err
}

// KeyedController requeues, and keys the charge with the item's key.
type KeyedController struct {
	sc        *stripe.Client
	workqueue workqueue.TypedRateLimitingInterface[string]
}

func (c *KeyedController) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.workqueue.Get()
	if shutdown {
		return false
	}
	defer c.workqueue.Done(key)
	if err := c.syncHandler(ctx, key); err != nil {
		c.workqueue.AddRateLimited(key)
		return true
	}
	c.workqueue.Forget(key)
	return true
}

func (c *KeyedController) syncHandler(ctx context.Context, key string) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey("charge/" + key)
	_, err := c.sc.V1PaymentIntents.Create(ctx, params)
	return err
}
