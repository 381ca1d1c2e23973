// Package ghwrites retries go-github writes, which carry no key: a comment
// and a release retried blindly (the release behind a read-back by tag),
// and their silent twins: a retry that stops on an ambiguous error, and
// edits, which repeat harmlessly.
package ghwrites

import (
	"context"
	"errors"

	"github.com/google/go-github/v84/github"
)

// Comment retries a comment on every error: a timeout may have posted it.
func Comment(ctx context.Context, gh *github.Client, owner, repo string, number int, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Issues.CreateComment(ctx, owner, repo, number, &github.IssueComment{Body: github.Ptr(body)}); err == nil { // want: unknownoutcome "unkeyed write IssuesService.CreateComment is retried on every error by the retry loop at ghwrites.go:\d+: a timeout here may have created the comment; the loop creates it again"
			return nil
		}
	}
	return err
}

// CommentStopOnTimeout retries a comment, but a timeout leaves the loop
// with the outcome reported unknown.
func CommentStopOnTimeout(ctx context.Context, gh *github.Client, owner, repo string, number int, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = gh.Issues.CreateComment(ctx, owner, repo, number, &github.IssueComment{Body: github.Ptr(body)})
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown: the comment may have been posted"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// EditComment retries an edit of a comment, which repeats harmlessly.
func EditComment(ctx context.Context, gh *github.Client, owner, repo string, id int64, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Issues.EditComment(ctx, owner, repo, id, &github.IssueComment{Body: github.Ptr(body)}); err == nil {
			return nil
		}
	}
	return err
}

// Release reads the release back by tag before each create: the read may
// not yet see a release that a timed-out create made.
func Release(ctx context.Context, gh *github.Client, owner, repo, tag string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if existing, _, gerr := gh.Repositories.GetReleaseByTag(ctx, owner, repo, tag); gerr == nil && existing != nil {
			return nil
		}
		if _, _, err = gh.Repositories.CreateRelease(ctx, owner, repo, &github.RepositoryRelease{TagName: github.Ptr(tag)}); err == nil { // want: unknownoutcome "unkeyed write RepositoriesService.CreateRelease is sent again by the retry loop at ghwrites.go:\d+ when the read-back GetReleaseByTag does not find it: a timeout here may have created the release that the read cannot see yet, and the loop creates it again; report the outcome as unknown instead"
			return nil
		}
	}
	return err
}

// ReleaseStopOnTimeout creates a release and reports a timeout as an
// unknown outcome instead of creating it again.
func ReleaseStopOnTimeout(ctx context.Context, gh *github.Client, owner, repo, tag string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = gh.Repositories.CreateRelease(ctx, owner, repo, &github.RepositoryRelease{TagName: github.Ptr(tag)})
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown: the release may have been created"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// RenameRelease retries an edit of a release, which repeats harmlessly.
func RenameRelease(ctx context.Context, gh *github.Client, owner, repo string, id int64, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = gh.Repositories.EditRelease(ctx, owner, repo, id, &github.RepositoryRelease{Name: github.Ptr(name)}); err == nil {
			return nil
		}
	}
	return err
}
