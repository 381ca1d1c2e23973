// Package returnpair is unknownoutcome/returnpair as its suggested fixes
// leave it: a timeout stops the retry.
package returnpair

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/google/go-github/v84/github"
)

// createIssue opens an issue: a write that carries no key.
func createIssue(ctx context.Context, gh *github.Client, owner, repo, title string) (*github.Issue, error) {
	issue, _, err := gh.Issues.Create(ctx, owner, repo, &github.IssueRequest{Title: &title})
	return issue, err
}

func retryGoBad(ctx context.Context, gh *github.Client, title string) (*github.Issue, error) {
	return retry.DoWithData(func() (*github.Issue, error) {
		v, err := createIssue(ctx, gh, "o", "r", title)
		if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
			return nil, retry.Unrecoverable(fmt.Errorf("outcome unknown (the resource may have been created), not retried: %w", err))
		}
		return v, err
	}, retry.Attempts(3))
}

func backoffBad(ctx context.Context, gh *github.Client, title string) (*github.Issue, error) {
	return backoff.RetryWithData(func() (*github.Issue, error) {
		v, err := createIssue(ctx, gh, "o", "r", title)
		if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
			return nil, backoff.Permanent(fmt.Errorf("outcome unknown (the resource may have been created), not retried: %w", err))
		}
		return v, err
	}, backoff.NewConstantBackOff(time.Second))
}

// Correct: every error is permanent, nothing is retried.
func backoffGood(ctx context.Context, gh *github.Client, title string) (*github.Issue, error) {
	return backoff.RetryWithData(func() (*github.Issue, error) {
		issue, err := createIssue(ctx, gh, "o", "r", title)
		return issue, backoff.Permanent(err)
	}, backoff.NewConstantBackOff(time.Second))
}

// Correct: a read is retried, not a write.
func getGood(ctx context.Context, gh *github.Client) (*github.Issue, error) {
	return retry.DoWithData(func() (*github.Issue, error) {
		issue, _, err := gh.Issues.Get(ctx, "o", "r", 1)
		return issue, err
	}, retry.Attempts(3))
}
