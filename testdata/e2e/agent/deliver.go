package agent

import (
	"net/http"

	"github.com/cenkalti/backoff/v4"

	"example.com/e2e/notify"
	"example.com/e2e/receipts"
)

// SendReceipt retries a function that retries in another package.
func SendReceipt(url, id string) error {
	return backoff.Retry(func() error {
		return receipts.SendReceipt(url, id) // want: nestedretry "SendReceipt → PutJSON retries \(notify/notify.go:\d+\) inside the backoff.Retry at deliver.go:\d+ with no shared budget: up to 5 × 4 = 20 calls for one failing operation"
	}, backoff.WithMaxRetries(&backoff.ZeroBackOff{}, 4))
}

// Deliver nests three layers across packages.
func Deliver(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		err = receipts.Deliver(url) // want: nestedretry "Deliver → FetchRetrying retries \(notify/notify.go:\d+\) inside the retry loop at deliver.go:\d+ with no shared budget: up to 2 × 3 × 5 = 30 calls"
		if err == nil {
			break
		}
	}
	return err
}

// Status retries a *http.Client from another package's constructor.
func Status(url string) error {
	hc := notify.NewClient()
	var err error
	for i := 0; i < 2; i++ {
		_, err = hc.Get(url) // want: nestedretry "hc.Get retries by itself \(http.Client with a retryablehttp transport\) inside the retry loop at deliver.go:\d+ with no shared budget: up to 2 × 3 = 6 calls"
		if err == nil {
			break
		}
	}
	return err
}

// SendReceiptOnce has no outer retry, and retries a call that does not.
func SendReceiptOnce(url, id string) error {
	if err := receipts.SendReceipt(url, id); err != nil {
		return err
	}
	return backoff.Retry(func() error {
		if _, err := http.Get(url); err != nil {
			return err
		}
		return notify.PutOnce(url, "{}")
	}, backoff.NewExponentialBackOff())
}
