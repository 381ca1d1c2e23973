// Package github retries go-github writes, which carry no key: an issue, a
// comment and a release retried blindly (reported; the release behind a
// read-back by tag), and the silent twins: a retry that stops on an
// ambiguous error, an edit, and a pull request, which GitHub refuses to
// open twice for one head and base.
package github

import (
	"context"
	"errors"

	"github.com/google/go-github/v84/github"
)

func fileIssueBad(ctx context.Context, gh *github.Client, owner, repo, title string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Issues.Create(ctx, owner, repo, &github.IssueRequest{Title: &title}); err == nil { // want `unkeyed write IssuesService.Create is retried on every error by the retry loop at github.go:17: a timeout here may have created the resource; the loop creates it again`
			return nil
		}
	}
	return err
}

func commentBad(ctx context.Context, gh *github.Client, owner, repo string, number int, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Issues.CreateComment(ctx, owner, repo, number, &github.IssueComment{Body: &body}); err == nil { // want `unkeyed write IssuesService.CreateComment is retried on every error by the retry loop at github.go:27: a timeout here may have created the comment; the loop creates it again`
			return nil
		}
	}
	return err
}

func releaseBad(ctx context.Context, gh *github.Client, owner, repo, tag string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if existing, _, gerr := gh.Repositories.GetReleaseByTag(ctx, owner, repo, tag); gerr == nil && existing != nil {
			return nil
		}
		if _, _, err = gh.Repositories.CreateRelease(ctx, owner, repo, &github.RepositoryRelease{TagName: &tag}); err == nil { // want `unkeyed write RepositoriesService.CreateRelease is sent again by the retry loop at github.go:37 when the read-back GetReleaseByTag does not find it: a timeout here may have created the release that the read cannot see yet, and the loop creates it again; report the outcome as unknown instead`
			return nil
		}
	}
	return err
}

func fileIssueGood(ctx context.Context, gh *github.Client, owner, repo, title string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = gh.Issues.Create(ctx, owner, repo, &github.IssueRequest{Title: &title})
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

func retitleGood(ctx context.Context, gh *github.Client, owner, repo string, number int, title string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Issues.Edit(ctx, owner, repo, number, &github.IssueRequest{Title: &title}); err == nil {
			return nil
		}
	}
	return err
}

func openPullGood(ctx context.Context, gh *github.Client, owner, repo, head, base string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.PullRequests.Create(ctx, owner, repo, &github.NewPullRequest{Head: &head, Base: &base}); err == nil {
			return nil
		}
	}
	return err
}
