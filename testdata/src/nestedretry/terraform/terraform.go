// Package terraform retries calls of an SDK that retries, in Terraform
// retry helpers.
package terraform

import (
	"context"
	"errors"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry"

	"nestedretry/cross/svc"
)

var errBusy = errors.New("busy")

// Every error of Update is retried for five minutes, on top of the
// client's own 31 attempts. Update's retries are a function of another
// package's, whose errors they cover is not known: turning the helper's
// retry into NonRetryableError could leave a throttled call with no retry,
// so the finding has no fix.
func update(ctx context.Context, c *svc.Client, id string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 31 calls; no automatic fix: Update's own retries are not known to cover every failure the retry.RetryContext retries \(throttling, server errors, lost connections\) and cannot be turned off for this call`
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
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 31 calls; no automatic fix: Update's own retries are not known to cover every failure the retry.RetryContext retries \(throttling, server errors, lost connections\) and cannot be turned off for this call`
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
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: .*; no automatic fix: Update's own retries are not known to cover every failure the retry.RetryContext retries \(throttling, server errors, lost connections\) and cannot be turned off for this call`
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
		err := c.Workspaces.Update(ctx, id) // want `Update → do retries \(svc/svc.go:\d+\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: .*; no automatic fix: Update's own retries are not known to cover every failure the retry.RetryContext retries \(throttling, server errors, lost connections\) and cannot be turned off for this call`
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

// The twins whose fix is safe: a go-retryablehttp client made elsewhere
// retries lost connections, throttling and server errors itself (its
// default policy), so the helper can stop on every error it retried.

// Every error retried, on top of the client's own attempts.
func getAll(ctx context.Context, hc *retryablehttp.Client, url string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		resp, err := hc.Get(url) // want `hc.Get retries by itself \(retryablehttp.Client\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts retries again`
		if err != nil {
			return retry.RetryableError(err)
		}
		resp.Body.Close()
		return nil
	})
}

// A guarded retry of the failures the client retried already.
func getGuarded(ctx context.Context, hc *retryablehttp.Client, url string) error {
	return retry.RetryContext(ctx, 5*time.Minute, func() *retry.RetryError {
		resp, err := hc.Get(url) // want `hc.Get retries by itself \(retryablehttp.Client\) inside the retry.RetryContext at terraform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts retries again`
		addDebug("Get", url)
		if err != nil {
			if needRetry(err) {
				return retry.RetryableError(err)
			}
			return retry.NonRetryableError(err)
		}
		resp.Body.Close()
		return nil
	})
}
