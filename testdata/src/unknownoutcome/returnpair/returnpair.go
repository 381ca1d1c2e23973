// Package returnpair returns an unkeyed write's value and error straight
// from a retry helper's operation: return W(...) where W returns (T,
// error).
package returnpair

import (
	"context"
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
		return createIssue(ctx, gh, "o", "r", title) // want `unkeyed write returnpair.createIssue \(via IssuesService.Create\) is retried on every error by the retry.DoWithData at returnpair.go:22`
	}, retry.Attempts(3))
}

func backoffBad(ctx context.Context, gh *github.Client, title string) (*github.Issue, error) {
	return backoff.RetryWithData(func() (*github.Issue, error) {
		return createIssue(ctx, gh, "o", "r", title) // want `unkeyed write returnpair.createIssue \(via IssuesService.Create\) is retried on every error by the backoff.RetryWithData at returnpair.go:28`
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
