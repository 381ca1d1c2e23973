package gensdk

import (
	"context"

	"example.com/ferngen/embedjobs"
	"example.com/ferngen/option"
)

// The inner call makes one attempt already: no nesting.
func createEmbedJobOnce(ctx context.Context, c *embedjobs.Client, req *embedjobs.CreateEmbedJobRequest) error {
	var err error
	for i := 0; i < 3; i++ {
		err = c.Create(ctx, req, option.WithMaxAttempts(1))
		if err == nil {
			return nil
		}
	}
	return err
}

// The call's own option sets the inner attempts.
func createEmbedJobThrice(ctx context.Context, c *embedjobs.Client, req *embedjobs.CreateEmbedJobRequest) error {
	var err error
	for i := 0; i < 3; i++ {
		err = c.Create(ctx, req, option.WithMaxAttempts(3)) // want `Create → Call → Run → run retries \(internal/retrier.go:\d+\) inside the retry loop at fern.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}
