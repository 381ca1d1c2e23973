// Package githubbot files issues through go-github; GitHub's REST API
// takes no idempotency key.
package githubbot

import (
	"context"

	"github.com/google/go-github/v84/github"
)

// Report retries filing an issue on every error: a timeout may have filed it.
func Report(ctx context.Context, gh *github.Client, owner, repo, title string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Issues.Create(ctx, owner, repo, &github.IssueRequest{Title: github.Ptr(title)}); err == nil { // want: unknownoutcome "unkeyed write IssuesService.Create is retried on every error by the retry loop at githubbot.go:\d+: a timeout here may have created the resource; the loop creates it again"
			return nil
		}
	}
	return err
}

// Propose retries opening a pull request, which GitHub refuses to open
// twice for one head and base.
func Propose(ctx context.Context, gh *github.Client, owner, repo, head, base string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.PullRequests.Create(ctx, owner, repo, &github.NewPullRequest{Head: github.Ptr(head), Base: github.Ptr(base), Title: github.Ptr(head)}); err == nil {
			return nil
		}
	}
	return err
}
