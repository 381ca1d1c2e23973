// Package helpers has unkeyed writes in the operations of retry helpers:
// errors the helper retries (reported) and the twins that stop on an
// unknown outcome or do not retry (silent).
package helpers

import (
	"context"
	"errors"
	"net/smtp"
	"os"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource"
	goretry "github.com/sethvargo/go-retry"
	"k8s.io/apimachinery/pkg/util/wait"
)

var auth smtp.Auth

func send(to string) error {
	return smtp.SendMail("smtp.example.com:25", auth, "a@example.com", []string{to}, []byte("hi"))
}

// backoff.Retry retries every error but a Permanent one.
func backoffBad(to string) error {
	return backoff.Retry(func() error {
		err := send(to) // want `unkeyed write helpers.send \(via smtp.SendMail\) is retried on every error by the backoff.Retry at helpers.go:28: a timeout here may have sent the email; the backoff.Retry sends it again`
		if err != nil {
			return err
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

func backoffGood(to string) error {
	return backoff.Retry(func() error {
		err := send(to)
		if os.IsTimeout(err) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.NewExponentialBackOff())
}

// Every error is made permanent: nothing is retried.
func backoffPermanentGood(to string) error {
	return backoff.Retry(func() error {
		if err := send(to); err != nil {
			return backoff.Permanent(err)
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// return W() hands every error to the helper.
func backoffDirectBad(to string) error {
	op := func() error {
		return send(to) // want `retried on every error by the backoff.Retry at helpers.go:62`
	}
	return backoff.Retry(op, backoff.NewConstantBackOff(time.Second))
}

// retry-go retries every error but an Unrecoverable one.
func retryGoBad(to string) error {
	return retry.Do(func() error {
		return send(to) // want `retried on every error by the retry.Do at helpers.go:67`
	}, retry.Attempts(3))
}

// A RetryIf option chooses which errors are retried.
func retryGoRetryIfGood(to string) error {
	return retry.Do(func() error {
		return send(to)
	}, retry.Attempts(3), retry.RetryIf(func(err error) bool { return !errors.Is(err, context.DeadlineExceeded) }))
}

// sethvargo/go-retry retries only errors marked retryable.
func sethvargoBad(ctx context.Context, to string) error {
	return goretry.Do(ctx, goretry.NewConstant(time.Second), func(ctx context.Context) error {
		if err := send(to); err != nil { // want `retried on every error by the retry.Do at helpers.go:81`
			return goretry.RetryableError(err)
		}
		return nil
	})
}

func sethvargoGood(ctx context.Context, to string) error {
	return goretry.Do(ctx, goretry.NewConstant(time.Second), func(ctx context.Context) error {
		return send(to) // a plain error ends the retry
	})
}

// Terraform's RetryContext retries RetryableError.
func terraformBad(ctx context.Context, to string) error {
	return resource.RetryContext(ctx, time.Minute, func() *resource.RetryError {
		if err := send(to); err != nil { // want `retried on every error by the resource.RetryContext at helpers.go:97`
			return resource.RetryableError(err)
		}
		return nil
	})
}

func terraformGood(ctx context.Context, to string) error {
	return resource.RetryContext(ctx, time.Minute, func() *resource.RetryError {
		if err := send(to); err != nil {
			return resource.NonRetryableError(err)
		}
		return nil
	})
}

// wait.ExponentialBackoff goes again on (false, nil) and stops on an error.
func waitBad(to string) error {
	return wait.ExponentialBackoff(wait.Backoff{Steps: 5}, func() (bool, error) {
		if err := send(to); err != nil { // want `retried on every error by the wait.ExponentialBackoff at helpers.go:116`
			return false, nil
		}
		return true, nil
	})
}

func waitGood(to string) error {
	return wait.ExponentialBackoff(wait.Backoff{Steps: 5}, func() (bool, error) {
		if err := send(to); err != nil {
			return false, err
		}
		return true, nil
	})
}
