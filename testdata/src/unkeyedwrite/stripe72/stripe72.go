// Package stripe72 calls stripe-go v72, still pinned by payment services:
// sub.New, a function v82 no longer has (its subscriptions live in package
// subscription), through the package-level function and client.API, in
// retry loops without a key (reported) and with one made before the loop
// (silent).
package stripe72

import (
	"time"

	stripe "github.com/stripe/stripe-go/v72"
	"github.com/stripe/stripe-go/v72/client"
	"github.com/stripe/stripe-go/v72/sub"
)

func subscribe(customer, price string) (*stripe.Subscription, error) {
	var err error
	for i := 0; i < 3; i++ {
		var s *stripe.Subscription
		s, err = sub.New(&stripe.SubscriptionParams{Customer: stripe.String(customer), Items: []*stripe.SubscriptionItemsParams{{Price: stripe.String(price)}}}) // want `sub.New is sent without an idempotency key inside the retry loop at stripe72.go:18: stripe-go puts a new key on each call, which does not survive the outer retry`
		if err == nil {
			return s, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

func subscribeClient(sc *client.API, customer string) (*stripe.Subscription, error) {
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.SubscriptionParams{Customer: stripe.String(customer)}
		var s *stripe.Subscription
		if s, err = sc.Subscriptions.New(params); err == nil { // want `sub.New is sent without an idempotency key inside the retry loop at stripe72.go:31`
			return s, nil
		}
	}
	return nil, err
}

func subscribeGood(sc *client.API, customer, orderID string) (*stripe.Subscription, error) {
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.SubscriptionParams{Customer: stripe.String(customer)}
		params.SetIdempotencyKey("subscribe-" + orderID)
		var s *stripe.Subscription
		if s, err = sc.Subscriptions.New(params); err == nil {
			return s, nil
		}
	}
	return nil, err
}

// Update sets state: sending it again changes nothing.
func update(id, customer string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = sub.Update(id, &stripe.SubscriptionParams{Customer: stripe.String(customer)}); err == nil {
			return nil
		}
	}
	return err
}
