// Package legacypay calls stripe-go v72, which payment services still pin
// beside newer majors: a subscription created through sub.New (a function
// v82 no longer has) in a retry loop without a key (reported by
// unkeyedwrite) and with one made before the loop (silent).
package legacypay

import (
	"time"

	stripe "github.com/stripe/stripe-go/v72"
	"github.com/stripe/stripe-go/v72/client"
	"github.com/stripe/stripe-go/v72/sub"
)

// Subscribe sends a new key on each attempt: stripe-go v72 puts one on
// each call, reused only by its own retries.
func Subscribe(customer, price string) (*stripe.Subscription, error) {
	var err error
	for i := 0; i < 3; i++ {
		var s *stripe.Subscription
		s, err = sub.New(&stripe.SubscriptionParams{Customer: stripe.String(customer), Items: []*stripe.SubscriptionItemsParams{{Price: stripe.String(price)}}}) // want: unkeyedwrite "sub.New is sent without an idempotency key inside the retry loop at subs.go:\d+: stripe-go puts a new key on each call, which does not survive the outer retry" nestedretry "sub.New retries by default \(stripe-go\) inside the retry loop at subs.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
		if err == nil {
			return s, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// SubscribeKeyed makes the key once, before the loop.
func SubscribeKeyed(sc *client.API, customer, orderID string) (*stripe.Subscription, error) {
	key := "subscribe-" + orderID
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.SubscriptionParams{Customer: stripe.String(customer)}
		params.SetIdempotencyKey(key)
		var s *stripe.Subscription
		if s, err = sc.Subscriptions.New(params); err == nil {
			return s, nil
		}
	}
	return nil, err
}
