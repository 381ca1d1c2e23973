// Package app retries calls that retry in other packages.
package app

import (
	"net/http"

	"github.com/cenkalti/backoff/v4"

	"nestedretry/cross/notify"
	"nestedretry/cross/receipts"
)

func charge(url, id string) error {
	return backoff.Retry(func() error {
		return receipts.SendReceipt(url, id) // want `SendReceipt → PostJSON retries \(notify/http.go:\d+\) inside the backoff.Retry at app.go:\d+ with no shared budget: up to 5 × 4 = 20 calls for one failing operation`
	}, backoff.WithMaxRetries(&backoff.ZeroBackOff{}, 4))
}

// Three layers across packages: this loop, PostRetrying's loop, its client.
func deliver(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		err = receipts.Deliver(url) // want `Deliver → PostRetrying retries \(notify/http.go:\d+\) inside the retry loop at app.go:\d+ with no shared budget: up to 2 × 3 × 5 = 30 calls`
		if err == nil {
			break
		}
	}
	return err
}

// A retrying *http.Client from another package's constructor.
func get(url string) error {
	hc := notify.NewClient()
	var err error
	for i := 0; i < 2; i++ {
		_, err = hc.Get(url) // want `hc.Get retries by itself \(http.Client with a retryablehttp transport\) inside the retry loop at app.go:\d+ with no shared budget: up to 2 × 3 = 6 calls`
		if err == nil {
			break
		}
	}
	return err
}

// Correct: no outer retry, or an inner call that does not retry.
func once(url, id string) error {
	if err := receipts.SendReceipt(url, id); err != nil {
		return err
	}
	return backoff.Retry(func() error {
		_, err := http.Get(url)
		if err != nil {
			return err
		}
		return notify.PostOnce(url, "{}")
	}, backoff.NewExponentialBackOff())
}
