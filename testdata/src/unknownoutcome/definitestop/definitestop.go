// Package definitestop has retries that stop on one definite failure (an
// authentication error, a 4xx status) and retry every other error, timeouts
// included: that classification is no unknown-outcome handling.
package definitestop

import (
	"errors"
	"net/http"
	"net/smtp"
	"os"
	"strings"

	"github.com/cenkalti/backoff/v4"
)

var auth smtp.Auth

var errUnauthorized = errors.New("unauthorized")

func send(to string) error {
	return smtp.SendMail("smtp.example.com:25", auth, "a@example.com", []string{to}, []byte("hi"))
}

// An authentication failure stops; a timeout is retried.
func authStops(to string) error {
	return backoff.Retry(func() error {
		err := send(to) // want `unkeyed write definitestop.send \(via smtp.SendMail\) is retried on every error but errors.Is\(err, errUnauthorized\) by the backoff.Retry at definitestop.go:\d+: a timeout here may have sent the email`
		if errors.Is(err, errUnauthorized) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.NewExponentialBackOff())
}

// A client error stops; a timeout, a dropped connection and a 5xx are
// retried.
func clientErrorStops(url, body string) error {
	return backoff.Retry(func() error {
		resp, err := http.Post(url, "application/json", strings.NewReader(body)) // want `unkeyed write http.Post is retried on every error by the backoff.Retry at definitestop.go:\d+: a timeout here may have posted the request`
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusBadRequest {
			return backoff.Permanent(errors.New(resp.Status))
		}
		if resp.StatusCode >= 300 {
			return errors.New(resp.Status)
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// Correct: the authentication failure and the timeout both stop.
func authAndTimeoutStop(to string) error {
	return backoff.Retry(func() error {
		err := send(to)
		if errors.Is(err, errUnauthorized) || os.IsTimeout(err) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.NewExponentialBackOff())
}
