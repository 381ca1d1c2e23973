package composed

import (
	"errors"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// withFailover returns a function that tries f at each target once, until
// one succeeds: not a retry of one call.
func withFailover(targets []string, f func(target string) error) func() error {
	return func() error {
		err := errors.New("no targets")
		for _, t := range targets {
			if err = f(t); err == nil {
				return nil
			}
		}
		return err
	}
}

// logged returns a function that calls f once.
func logged(f func() error) func() error {
	return func() error {
		err := f()
		if err != nil {
			println(err.Error())
		}
		return err
	}
}

// A retry over a failover over a client that retries.
func postFailover(targets []string, body []byte) error {
	c := retryablehttp.NewClient()
	call := withRetry(withFailover(targets, func(target string) error {
		resp, err := c.Post(target, "application/json", body) // want `c.Post retries by itself \(retryablehttp.Client\) inside the composed.withRetry at chain.go:\d+ with no shared budget: up to 3 × 5 = 15 calls for one failing operation`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}))
	return call()
}

// A retry-go call over a logging wrapper composed in a variable.
func postLogged(url string, body []byte) error {
	c := retryablehttp.NewClient()
	op := logged(func() error {
		resp, err := c.Post(url, "application/json", body) // want `c.Post retries by itself \(retryablehttp.Client\) inside the retry.Do at chain.go:\d+ with no shared budget: up to 10 × 5 = 50 calls for one failing operation`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
	return retry.Do(op)
}

// Two composed retries around one client: three layers.
func postTwice(url string, body []byte) error {
	c := retryablehttp.NewClient()
	call := withRetry(withRetry(func() error {
		resp, err := c.Post(url, "application/json", body) // want `c.Post retries by itself \(retryablehttp.Client\) inside the composed.withRetry at chain.go:\d+ inside the composed.withRetry at chain.go:\d+ with no shared budget: up to 3 × 3 × 5 = 45 calls for one failing operation`
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}))
	return call()
}

// Correct: the failover tries each target once, with a client that
// retries; nothing retries the failover.
func postFailoverOnce(targets []string, body []byte) error {
	c := retryablehttp.NewClient()
	return withFailover(targets, func(target string) error {
		resp, err := c.Post(target, "application/json", body)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})()
}

// Correct: the retry over the failover uses a plain client.
func postFailoverPlain(targets []string, body []byte) error {
	call := withRetry(withFailover(targets, func(target string) error {
		resp, err := http.Post(target, "application/json", nil)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}))
	return call()
}

// A composed retry retried again: the outer one runs the inner one's three
// attempts three times.
func notifyTwice(url string) error {
	call := withRetry(withRetry(func() error { // want `composed.withRetry retries its operation inside the composed.withRetry at chain.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		resp, err := http.Post(url, "application/json", nil)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}))
	return call()
}

// A library helper retrying a composed retry.
func notifyBackoff(url string) error {
	return backoff.Retry(withRetry(func() error { // want `composed.withRetry retries its operation inside the backoff.Retry at chain.go:\d+ with no shared budget: up to 5 × 3 = 15 calls for one failing operation`
		resp, err := http.Post(url, "application/json", nil)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}), backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// Correct: the outer helper calls a function that runs once.
func notifyOnce(url string) error {
	call := withRetry(once(func() error {
		resp, err := http.Post(url, "application/json", nil)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	}))
	return call()
}

// fetchOrder is handed by name to two retry calls: each retries it, neither
// inside the other.
func fetchOrder() error {
	c := retryablehttp.NewClient()
	resp, err := c.Get("https://api.example.com/orders/1") // want `c.Get retries by itself \(retryablehttp.Client\) inside the retry.Do at chain.go:\d+ with no shared budget: up to 10 × 5 = 50 calls for one failing operation`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func fetchOrderTwice() error {
	if err := retry.Do(fetchOrder); err != nil {
		return err
	}
	return retry.Do(fetchOrder)
}
