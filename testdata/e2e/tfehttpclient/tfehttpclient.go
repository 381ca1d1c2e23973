// Package tfehttpclient makes go-tfe clients over *http.Clients of its
// own. go-tfe sends every request through a go-retryablehttp client of 31
// attempts wrapped around Config.HTTPClient; with RetryServerErrors on, it
// retries every 5xx and lost connection, so an HTTPClient that retries too
// retries each of those attempts again.
package tfehttpclient

import (
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
	tfe "github.com/hashicorp/go-tfe"
)

// NewClient gives go-tfe, with server retries on, a go-retryablehttp
// standard client: 31 × 5 attempts for one failing call.
func NewClient(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	rc.Logger = nil
	return tfe.NewClient(&tfe.Config{
		Token:             token,
		HTTPClient:        rc.StandardClient(), // want: nestedretry "the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttpclient.go:18\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttpclient.go:23\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation"
		RetryServerErrors: true,
	})
}

// NewClientTransport gives it an *http.Client whose transport retries,
// and turns server retries on with the setter.
func NewClientTransport(token string) (*tfe.Client, error) {
	hc := &http.Client{Transport: &retryablehttp.RoundTripper{Client: &retryablehttp.Client{RetryMax: 3, CheckRetry: retryablehttp.DefaultRetryPolicy, Backoff: retryablehttp.DefaultBackoff, HTTPClient: &http.Client{}}}}
	c, err := tfe.NewClient(&tfe.Config{Token: token, HTTPClient: hc}) // want: nestedretry "the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttpclient.go:30\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttpclient.go:35\) with no shared budget: up to 31 × 4 = 124 calls for one failing operation"
	if err != nil {
		return nil, err
	}
	c.RetryServerErrors(true)
	return c, nil
}

// NewClientShared hands the same retryablehttp client back for calls of
// its own: its retries cannot be turned off for go-tfe alone.
func NewClientShared(token string) (*tfe.Client, *retryablehttp.Client, error) {
	rc := retryablehttp.NewClient()
	c, err := tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true}) // want: nestedretry "the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttpclient.go:42\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttpclient.go:43\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation; no automatic fix: the retryablehttp client serves other calls too, which would lose their retries"
	return c, rc, err
}

// NewClientRateLimited leaves server retries off: go-tfe retries only a
// 429, which was refused.
func NewClientRateLimited(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient()})
}

// NewClientPlain gives go-tfe a client that does not retry.
func NewClientPlain(token string) (*tfe.Client, error) {
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: &http.Client{}, RetryServerErrors: true})
}

// NewClientOnce turns the retryablehttp client's retries off: go-tfe's
// are the one layer.
func NewClientOnce(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 0
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true})
}
