package httpclient

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// FetchLocal retries a retrying client made here.
func FetchLocal(url string) (*http.Response, error) {
	client := retryablehttp.NewClient()
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		resp, err = client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the retry loop at nested.go:\d+ with no shared budget: up to 5 × 5 = 25 calls for one failing operation"
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// FetchLocalNoRetry turns the client's retries off.
func FetchLocalNoRetry(url string) (*http.Response, error) {
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		resp, err = client.Get(url)
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// PostLocal retries a POST through a retrying client made here: the
// attempts multiply, and no attempt carries a key; with no key evidence
// for this host the POST is an unkeyed write, retried on every error.
func PostLocal(url string, body []byte) (*http.Response, error) {
	client := retryablehttp.NewClient()
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		resp, err = client.Post(url, "application/json", body) // want: nestedretry "client.Post retries by itself \(retryablehttp.Client\) inside the retry loop at nested.go:\d+ with no shared budget: up to 5 × 5 = 25 calls" unknownoutcome "unkeyed write Client.Post is retried on every error by the retry loop at nested.go:\d+"
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// A Poller keeps a client made by its constructor with RetryMax 3.
type Poller struct {
	http *retryablehttp.Client
	std  *http.Client
}

// NewPoller makes a Poller.
func NewPoller() *Poller {
	c := retryablehttp.NewClient()
	c.RetryMax = 3
	return &Poller{http: c, std: c.StandardClient()}
}

// Poll retries the struct's client.
func (p *Poller) Poll(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		_, err = p.http.Get(url) // want: nestedretry "p.http.Get retries by itself \(retryablehttp.Client\) inside the retry loop at nested.go:\d+ with no shared budget: up to 2 × 4 = 8 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// PollStd retries the *http.Client whose transport retries.
func (p *Poller) PollStd(req *http.Request) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = p.std.Do(req) // want: nestedretry "p.std.Do retries by itself \(http.Client with a retryablehttp transport\) inside the retry loop at nested.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// PackageGet retries the package's default client (5 attempts).
func PackageGet(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		_, err = retryablehttp.Get(url) // want: nestedretry "retryablehttp.Get retries by itself .* inside the retry loop at nested.go:\d+ with no shared budget: up to 2 × 5 = 10 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// Plain retries a client that does not retry: silent.
func Plain(req *http.Request) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = http.DefaultClient.Do(req)
		if err == nil {
			return nil
		}
	}
	return err
}

// getJSON retries by hand: 4 attempts.
func getJSON(url string) error {
	var err error
	for i := 0; i < 4; i++ {
		var resp *http.Response
		resp, err = http.Get(url)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// HelperInHelper runs retry-go inside a backoff operation.
func HelperInHelper(url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error { // want: nestedretry "retry.Do retries its operation inside the backoff.Retry at nested.go:\d+ with no shared budget: up to 5 × 10 = 50 calls for one failing operation"
			_, err := http.Get(url)
			return err
		})
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// HelperInHelperOnce limits the inner helper to one attempt.
func HelperInHelperOnce(url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error {
			_, err := http.Get(url)
			return err
		}, retry.Attempts(1))
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// ThreeLayers nests a loop, a backoff operation and a retrying client.
func ThreeLayers(url string) error {
	client := retryablehttp.NewClient()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = backoff.Retry(func() error {
			_, err := client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the backoff.Retry at nested.go:\d+ inside the retry loop at nested.go:\d+ with no shared budget: up to 3 × 3 × 5 = 45 calls"
			return err
		}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
		if err == nil {
			return nil
		}
	}
	return err
}

// SendBackoff retries a function that retries.
func SendBackoff(url string) error {
	return backoff.Retry(func() error {
		return getJSON(url) // want: nestedretry "getJSON retries \(httpclient/nested.go:\d+\) inside the backoff.Retry at nested.go:\d+ with no shared budget"
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
}

// SendRetryGo wraps the error of a function that retries.
func SendRetryGo(ctx context.Context, url string) error {
	return retry.Do(func() error {
		err := getJSON(url) // want: nestedretry "getJSON retries \(httpclient/nested.go:\d+\) inside the retry.Do at nested.go:\d+ with no shared budget: up to 10 × 4 = 40 calls"
		if err != nil {
			return fmt.Errorf("get: %w", err)
		}
		return nil
	}, retry.Context(ctx))
}

// SendLoop reads the error after the loop.
func SendLoop(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = getJSON(url) // want: nestedretry "getJSON retries \(httpclient/nested.go:\d+\) inside the retry loop at nested.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
		if err == nil {
			break
		}
	}
	return err
}

// SendOnce calls getJSON once: silent.
func SendOnce(url string) error {
	return getJSON(url)
}
