// Package tfe retries go-tfe calls. go-tfe retries a 429 by default, and a
// 5xx or a lost connection, after which a run may have been queued, only
// with RetryServerErrors.
package tfe

import (
	"context"
	"errors"

	"github.com/hashicorp/go-tfe"
)

type Runner struct{ client *tfe.Client }

func NewRunner(token string) (*Runner, error) {
	cfg := &tfe.Config{Token: token, RetryServerErrors: true}
	c, err := tfe.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	return &Runner{client: c}, nil
}

// Server retries on: every failed attempt of the loop is retried up to 31
// times by the client.
func (r *Runner) Start(ctx context.Context, ws *tfe.Workspace) (*tfe.Run, error) {
	var run *tfe.Run
	var err error
	for i := 0; i < 3; i++ {
		run, err = r.client.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws}) // want `r.client.Runs.Create retries server errors \(go-tfe with RetryServerErrors on\) inside the retry loop at tfe.go:\d+ with no shared budget: up to 3 × 31 = 93 calls for one failing operation`
		if err == nil {
			return run, nil
		}
	}
	return nil, err
}

// Turned on by the setter.
func startSet(ctx context.Context, token string, ws *tfe.Workspace) error {
	c, err := tfe.NewClient(tfe.DefaultConfig())
	if err != nil {
		return err
	}
	c.RetryServerErrors(true)
	for i := 0; i < 2; i++ {
		_, err = c.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws}) // want `c.Runs.Create retries server errors \(go-tfe with RetryServerErrors on\) inside the retry loop at tfe.go:\d+ with no shared budget: up to 2 × 31 = 62 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the default client retries only 429s, which were refused.
func startDefault(ctx context.Context, token string, ws *tfe.Workspace) error {
	c, err := tfe.NewClient(&tfe.Config{Token: token})
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		_, err = c.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws})
		if err == nil {
			return nil
		}
	}
	return errors.Join(err)
}
