// Package tfehttp gives go-tfe an *http.Client that retries by itself.
// go-tfe wraps Config.HTTPClient in a retryablehttp client of its own
// (31 attempts), which, with server retries on, retries every transient
// failure: each of those attempts is retried again by the client below.
package tfehttp

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/hashicorp/go-tfe"
)

// A retryablehttp client of 5 attempts (RetryMax 4 by default) under
// go-tfe with server retries on in its config.
func newClient(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	return tfe.NewClient(&tfe.Config{
		Token:             token,
		HTTPClient:        rc.StandardClient(), // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:18\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:22\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation`
		RetryServerErrors: true,
	})
}

// Server retries turned on by the setter; the client's RetryMax set
// after it is made.
func newClientSet(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 2
	cfg := &tfe.Config{Token: token, HTTPClient: rc.StandardClient()} // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:29\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:36\) with no shared budget: up to 31 × 3 = 93 calls for one failing operation`
	c, err := tfe.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	c.RetryServerErrors(true)
	return c, nil
}

// A transport of a retryablehttp.RoundTripper in a literal.
func newClientTransport(token string) (*tfe.Client, error) {
	hc := &http.Client{Transport: &retryablehttp.RoundTripper{Client: &retryablehttp.Client{RetryMax: 3}}}
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: hc, RetryServerErrors: true}) // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:42\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:43\) with no shared budget: up to 31 × 4 = 124 calls for one failing operation`
}

// The retryablehttp client also serves other calls: turning its retries
// off would leave them unretried.
func newClientShared(token string) (*tfe.Client, *retryablehttp.Client, error) {
	rc := retryablehttp.NewClient()
	c, err := tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true}) // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:49\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:50\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation; no automatic fix: the retryablehttp client serves other calls too, which would lose their retries`
	return c, rc, err
}

// Correct: go-tfe's server retries are off, so it retries only a 429,
// which was refused.
func newClientNoServerRetries(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient()})
}

// Correct: the setter turns server retries off again.
func newClientOffAgain(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	c, err := tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true})
	if err != nil {
		return nil, err
	}
	c.RetryServerErrors(false)
	return c, nil
}

// Correct: a plain *http.Client retries nothing.
func newClientPlain(token string) (*tfe.Client, error) {
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: &http.Client{}, RetryServerErrors: true})
}

// Correct: the retryablehttp client's retries are off.
func newClientOnce(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 0
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true})
}

// Made inline: no statement after which its RetryMax could be set.
func newClientInline(token string) (*tfe.Client, error) {
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: retryablehttp.NewClient().StandardClient(), RetryServerErrors: true}) // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:\d+\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:\d+\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation; no automatic fix: the retryablehttp client is not made by a statement of its own, after which its RetryMax could be set to 0`
}

// The default config, with the client and the switch assigned.
func newClientAssigned(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	cfg := tfe.DefaultConfig()
	cfg.Token = token
	cfg.HTTPClient = rc.StandardClient() // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:\d+\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:\d+\) with no shared budget: up to 31 × 5 = 155 calls`
	cfg.RetryServerErrors = true
	return tfe.NewClient(cfg)
}

// Correct: the config's switch is turned off again before the client is
// made.
func newClientAssignedOff(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	cfg := &tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true}
	cfg.RetryServerErrors = false
	return tfe.NewClient(cfg)
}

// The retryablehttp client's CheckRetry is the program's own: it may retry
// what go-tfe does not, so its retries are not turned off.
func newClientOwnCheck(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	rc.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return resp != nil && resp.StatusCode == http.StatusConflict, nil
	}
	return tfe.NewClient(&tfe.Config{Token: token, HTTPClient: rc.StandardClient(), RetryServerErrors: true}) // want `the http.Client given to go-tfe retries by itself \(the retryablehttp client made at tfehttp.go:\d+\) under go-tfe's own 31 attempts \(RetryServerErrors on at tfehttp.go:\d+\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation; no automatic fix: the retryablehttp client's CheckRetry is the program's own, and may retry failures that go-tfe does not`
}

// Correct: the retryablehttp client's own HTTPClient field is the plain
// client it sends each attempt with, which does not retry.
func newClientInnerField(token string) (*tfe.Client, error) {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 10
	return tfe.NewClient(&tfe.Config{Token: token, RetryServerErrors: true, HTTPClient: rc.HTTPClient})
}
