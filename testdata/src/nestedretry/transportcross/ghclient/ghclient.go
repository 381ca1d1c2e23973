// Package ghclient builds the API clients that package app sends with.
package ghclient

import (
	"net/http"

	"github.com/google/go-github/v84/github"
)

// Transport re-sends a request that failed with a status of
// retryableErrors, or with no response (terraform-provider-github's
// RetryTransport).
type Transport struct {
	next            http.RoundTripper
	retryableErrors map[int]bool
}

func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for retry := 0; retry <= 2; retry++ {
		resp, err = t.next.RoundTrip(req)
		if resp != nil && !t.retryableErrors[resp.StatusCode] {
			return resp, err
		}
	}
	return resp, err
}

// NewHTTPClient returns a client that retries server errors.
func NewHTTPClient() *http.Client {
	c := &http.Client{Transport: http.DefaultTransport}
	c.Transport = &Transport{next: c.Transport}
	return c
}

// NewREST returns a go-github client sending with NewHTTPClient's client.
func NewREST() *github.Client {
	return github.NewClient(NewHTTPClient())
}

// NewPlain returns a client that sends each request once.
func NewPlain() *http.Client {
	return &http.Client{Transport: http.DefaultTransport}
}
