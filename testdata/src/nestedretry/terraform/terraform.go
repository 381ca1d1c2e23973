// Package terraform retries calls of an SDK that retries, in Terraform
// retry helpers.
package terraform

import (
	"context"
	"errors"
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry"

	"nestedretry/cross/svc"
)

var errBusy = errors.New("busy")

// Every error of Update is retried for five minutes, on top of the
// client's own 31 attempts.
func update(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 31 calls`
		if err != nil {
			return retry.RetryableError(err)
		}
		return nil
	})
}

// Correct: a poll that retries one definite answer, not the failure.
func waitIdle(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id)
		if errors.Is(err, errBusy) {
			return retry.RetryableError(err)
		}
		if err != nil {
			return retry.NonRetryableError(err)
		}
		return nil
	})
}

// needRetry says which errors are worth another attempt: throttling,
// server errors and timeouts, the errors the client retries by itself.
func needRetry(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, errBusy)
}

// A guarded retry: the errors the predicate admits (timeouts, server
// errors) are those the client retries already, so the outer layer retries
// them again.
func updateGuarded(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 31 calls`
		if err != nil {
			if needRetry(err) {
				return retry.RetryableError(err)
			}
			return retry.NonRetryableError(err)
		}
		return nil
	})
}

// A guarded retry whose guard is the timeout itself.
func updateOnTimeout(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget`
		if errors.Is(err, context.DeadlineExceeded) {
			return retry.RetryableError(err)
		}
		if err != nil {
			return retry.NonRetryableError(err)
		}
		return nil
	})
}

func addDebug(args ...any) {}

// A guarded retry as a large provider writes it: a debug call between the
// call and its error branch, throttling and timeouts retried.
func updateLogged(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget`
		addDebug("UpdateWorkspace", id)
		if err != nil {
			if needRetry(err) || errors.Is(err, errBusy) {
				return retry.RetryableError(err)
			}
			return retry.NonRetryableError(err)
		}
		return nil
	})
}

// Correct: a guard on one definite error polls for a state change.
func waitIdleLogged(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id)
		addDebug("UpdateWorkspace", id)
		if err != nil {
			if errors.Is(err, errBusy) {
				return retry.RetryableError(err)
			}
			return retry.NonRetryableError(err)
		}
		return nil
	})
}
