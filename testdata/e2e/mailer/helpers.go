package mailer

import (
	"context"
	"errors"
	"os"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	backoffv5 "github.com/cenkalti/backoff/v5"
	goretry "github.com/sethvargo/go-retry"
)

// BackoffSend retries every error but a Permanent one.
func BackoffSend(to string) error {
	return backoff.Retry(func() error {
		err := smtpSend([]string{to}, []byte("hi")) // want: unknownoutcome "is retried on every error by the backoff.Retry at helpers.go:\d+: a timeout here may have sent the email; the backoff.Retry sends it again"
		if err != nil {
			return err
		}
		return nil
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// BackoffSendGood makes a timeout permanent.
func BackoffSendGood(to string) error {
	return backoff.Retry(func() error {
		err := smtpSend([]string{to}, []byte("hi"))
		if os.IsTimeout(err) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}

// BackoffV5Send is the same with backoff v5.
func BackoffV5Send(ctx context.Context, to string) (string, error) {
	return backoffv5.Retry(ctx, func() (string, error) {
		if err := smtpSend([]string{to}, []byte("hi")); err != nil { // want: unknownoutcome "retried on every error by the backoff.Retry at helpers.go:\d+"
			return "", err
		}
		return "sent", nil
	}, backoffv5.WithMaxTries(3))
}

// BackoffV5SendGood stops on every error.
func BackoffV5SendGood(ctx context.Context, to string) (string, error) {
	return backoffv5.Retry(ctx, func() (string, error) {
		if err := smtpSend([]string{to}, []byte("hi")); err != nil {
			return "", backoffv5.Permanent(err)
		}
		return "sent", nil
	}, backoffv5.WithMaxTries(3))
}

// RetryGoSend hands every error to retry-go.
func RetryGoSend(to string) error {
	return retry.Do(func() error {
		return smtpSend([]string{to}, []byte("hi")) // want: unknownoutcome "retried on every error by the retry.Do at helpers.go:\d+"
	}, retry.Attempts(3))
}

// RetryGoSendIf lets a predicate choose which errors are retried.
func RetryGoSendIf(to string) error {
	return retry.Do(func() error {
		return smtpSend([]string{to}, []byte("hi"))
	}, retry.Attempts(3), retry.RetryIf(func(err error) bool { return !errors.Is(err, context.DeadlineExceeded) }))
}

// SethvargoSend marks every error retryable.
func SethvargoSend(ctx context.Context, to string) error {
	return goretry.Do(ctx, goretry.WithMaxRetries(3, goretry.NewConstant(time.Second)), func(ctx context.Context) error {
		if err := smtpSend([]string{to}, []byte("hi")); err != nil { // want: unknownoutcome "retried on every error by the retry.Do at helpers.go:\d+"
			return goretry.RetryableError(err)
		}
		return nil
	})
}

// SethvargoSendGood returns a plain error, which ends the retry.
func SethvargoSendGood(ctx context.Context, to string) error {
	return goretry.Do(ctx, goretry.WithMaxRetries(3, goretry.NewConstant(time.Second)), func(ctx context.Context) error {
		return smtpSend([]string{to}, []byte("hi"))
	})
}
