// Package composed is nestedretry/composed as its suggested fixes leave it,
// applied until none is left: one retry layer around each operation.
package composed

import (
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// withRetry returns a function that calls f up to 3 times.
func withRetry(f func() error) func() error {
	return func() error {
		var err error
		for attempt := 0; attempt < 3; attempt++ {
			if err = f(); err == nil {
				return nil
			}
			time.Sleep(time.Second)
		}
		return err
	}
}

// once calls f once: not a retry.
func once(f func() error) func() error {
	return func() error { return f() }
}

// forEach calls f once for each item: not a retry.
func forEach(items []string, f func(string) error) error {
	for _, it := range items {
		if err := f(it); err != nil {
			return err
		}
	}
	return nil
}

func post(req *retryablehttp.Request) error {
	c := retryablehttp.NewClient()
	c.RetryMax = 0
	call := withRetry(func() error {
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
	return call()
}

// Correct: the client's retries are the only layer.
func postOnce(req *retryablehttp.Request) error {
	c := retryablehttp.NewClient()
	call := once(func() error {
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
	return call()
}

// Correct: each item is sent once, by a client that retries.
func postAll(reqs map[string]*retryablehttp.Request) error {
	c := retryablehttp.NewClient()
	names := make([]string, 0, len(reqs))
	for n := range reqs {
		names = append(names, n)
	}
	return forEach(names, func(n string) error {
		resp, err := c.Do(reqs[n])
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}
