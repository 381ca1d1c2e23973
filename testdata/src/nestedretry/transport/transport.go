// Package transport sends through an *http.Client whose Transport is a
// RoundTripper of its own that retries server errors, as Terraform
// providers build their API clients.
package transport

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/google/go-github/v84/github"
)

// RetryTransport re-sends a request that failed with a 5xx.
type RetryTransport struct {
	next http.RoundTripper
}

func NewRetryTransport(next http.RoundTripper) *RetryTransport {
	return &RetryTransport{next: next}
}

func (t *RetryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ {
		resp, err = t.next.RoundTrip(req)
		if err == nil && resp.StatusCode < 500 {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return resp, err
}

// LogTransport sends each request once.
type LogTransport struct {
	next http.RoundTripper
}

func (t *LogTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return t.next.RoundTrip(req)
}

// A client made in the function with a retrying transport, retried by a
// counted loop.
func post(url string, body []byte) error {
	client := &http.Client{Transport: NewRetryTransport(http.DefaultTransport)}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = client.Post(url, "application/json", bytes.NewReader(body)) // want `client.Post → RetryTransport.RoundTrip retries \(transport/transport.go:\d+\) inside the retry loop at transport.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// Owner holds the API clients that the provider's configuration builds.
type Owner struct {
	name     string
	http     *http.Client
	v3client *github.Client
}

func NewOwner(name string) *Owner {
	hc := &http.Client{Transport: &RetryTransport{next: http.DefaultTransport}}
	return &Owner{name: name, http: hc, v3client: github.NewClient(hc)}
}

// A client kept in a struct field, reached through an interface value as
// a provider's resources reach it.
func create(meta interface{}, req *http.Request) error {
	client := meta.(*Owner).http
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = client.Do(req) // want `client.Do → RetryTransport.RoundTrip retries \(transport/transport.go:\d+\) inside the retry loop at transport.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// go-github sends every call with the *http.Client it is made with.
func createIssue(ctx context.Context, meta interface{}, title string) error {
	client := meta.(*Owner).v3client
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = client.Issues.Create(ctx, "o", "r", &github.IssueRequest{Title: &title}) // want `client.Issues.Create → RetryTransport.RoundTrip retries \(transport/transport.go:\d+\) inside the retry loop at transport.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: go-github made with a client whose transport sends once.
func createIssueLogged(ctx context.Context, title string) error {
	client := github.NewClient(&http.Client{Transport: &LogTransport{next: http.DefaultTransport}})
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = client.Issues.Create(ctx, "o", "r", &github.IssueRequest{Title: &title})
		if err == nil {
			return nil
		}
	}
	return err
}

// rateLimited wraps the transport of the client it is given, as a
// provider's configuration does; the last wrapper retries.
func rateLimited(client *http.Client) *http.Client {
	client.Transport = &LogTransport{next: client.Transport}
	client.Transport = NewRetryTransport(client.Transport)
	return client
}

// maybeRetried wraps the transport in a retrying one only when asked to.
func maybeRetried(client *http.Client, maxRetries int) *http.Client {
	client.Transport = &LogTransport{next: client.Transport}
	if maxRetries > 0 {
		client.Transport = NewRetryTransport(client.Transport)
	}
	return client
}

// Config keeps the clients it builds.
type Config struct {
	rest  *github.Client
	maybe *http.Client
}

func NewConfig(maxRetries int) *Config {
	return &Config{rest: github.NewClient(rateLimited(&http.Client{})), maybe: maybeRetried(&http.Client{}, maxRetries)}
}

func (c *Config) comment(ctx context.Context, n int, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = c.rest.Issues.CreateComment(ctx, "o", "r", n, &github.IssueComment{Body: &body}) // want `c.rest.Issues.CreateComment → RetryTransport.RoundTrip retries \(transport/transport.go:\d+\) inside the retry loop at transport.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct as far as the code shows: whether the client retries depends on
// the configuration.
func (c *Config) send(req *http.Request) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = c.maybe.Do(req)
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// Correct: a transport that sends once.
func postLogged(url string, body []byte) error {
	client := &http.Client{Transport: &LogTransport{next: http.DefaultTransport}}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = client.Post(url, "application/json", bytes.NewReader(body))
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// Correct: no outer retry.
func postOnce(url string, body []byte) error {
	client := &http.Client{Transport: NewRetryTransport(http.DefaultTransport)}
	resp, err := client.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
