// Package app hands go-tfe, with server retries on, the clients that
// package httpclients makes. The default-policy client retries every
// transient failure that go-tfe retries too; the twin's own check retries
// only what idemvet cannot see from here, so it is not reported.
package app

import (
	"github.com/hashicorp/go-tfe"

	"nestedretry/tfehttpx/httpclients"
)

func newDefault(token string) (*tfe.Client, error) {
	return tfe.NewClient(&tfe.Config{Token: token, RetryServerErrors: true, HTTPClient: httpclients.Default()}) // want `the http.Client given to go-tfe retries by itself \(through a retryablehttp client\) under go-tfe's own 31 attempts \(RetryServerErrors on at app.go:\d+\) with no shared budget: up to 31 × 5 = 155 calls for one failing operation; no automatic fix: the retryablehttp client the http.Client sends through is not made by one call or literal of this package`
}

func newRateLimited(token string) (*tfe.Client, error) {
	return tfe.NewClient(&tfe.Config{Token: token, RetryServerErrors: true, HTTPClient: httpclients.RateLimited()})
}
