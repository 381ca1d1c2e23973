// Package fixedtwice holds code as nestedretry's own fixes leave it: the
// outer layer no longer retries the inner one, so nothing is reported (a
// re-run used to report the loops again, and wrap Unrecoverable twice).
package fixedtwice

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
)

// getJSON retries by hand: 4 attempts.
func getJSON(url string) error {
	var err error
	for i := 0; i < 4; i++ {
		_, err = http.Get(url)
		if err == nil {
			return nil
		}
	}
	return err
}

// After the break fix: every failure leaves the loop.
func loopBreak(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = getJSON(url)
		if err != nil {
			break
		}
		if err == nil {
			break
		}
	}
	return err
}

// After the Unrecoverable fix.
func retryGoUnrecoverable(url string) error {
	return retry.Do(func() error {
		err := getJSON(url)
		if err != nil {
			return retry.Unrecoverable(fmt.Errorf("get: %w", err))
		}
		return nil
	})
}

// After the Permanent fix.
func backoffPermanent(url string) error {
	return backoff.Retry(func() error {
		return backoff.Permanent(getJSON(url))
	}, backoff.NewExponentialBackOff())
}

var errBadRequest = errors.New("bad request")

// Only some failures leave: the others go round again, a retry loop.
func loopSomeFailures(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = getJSON(url) // want `getJSON retries \(regress_fixedtwice/fixed.go:\d+\) inside the retry loop at fixed.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err != nil && errors.Is(err, errBadRequest) {
			break
		}
		if err == nil {
			break
		}
	}
	return err
}

// A break on failure inside a nested condition leaves only sometimes.
func loopConditionalBreak(url string, strict bool) error {
	var err error
	for i := 0; i < 3; i++ {
		err = getJSON(url) // want `getJSON retries \(regress_fixedtwice/fixed.go:\d+\) inside the retry loop at fixed.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if strict {
			if err != nil {
				break
			}
		}
		if err == nil {
			break
		}
	}
	return err
}
