// Package definitestop retries sends with the real cenkalti/backoff v4,
// stopping on a definite failure only (an authentication error), which
// leaves a timeout to be retried.
package definitestop

import (
	"errors"
	"net/smtp"
	"os"

	"github.com/cenkalti/backoff/v4"
)

var errUnauthorized = errors.New("unauthorized")

func send(addr, to string) error {
	return smtp.SendMail(addr, nil, "alerts@example.com", []string{to}, []byte("Subject: alert\r\n\r\nfiring"))
}

// Notify stops when the server refuses the login, and resends on every
// other error, a timeout included.
func Notify(addr, to string) error {
	return backoff.Retry(func() error {
		err := send(addr, to) // want: unknownoutcome "unkeyed write definitestop.send \(via smtp.SendMail\) is retried on every error but errors.Is\(err, errUnauthorized\) by the backoff.Retry at definitestop.go:\d+: a timeout here may have sent the email"
		if errors.Is(err, errUnauthorized) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// NotifyStopOnTimeout stops on the login failure and on a timeout.
func NotifyStopOnTimeout(addr, to string) error {
	return backoff.Retry(func() error {
		err := send(addr, to)
		if errors.Is(err, errUnauthorized) || os.IsTimeout(err) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}
