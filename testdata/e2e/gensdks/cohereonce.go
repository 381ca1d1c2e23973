package gensdks

import (
	"context"

	cohere "github.com/cohere-ai/cohere-go/v2"
	cohereclient "github.com/cohere-ai/cohere-go/v2/client"
	"github.com/cohere-ai/cohere-go/v2/option"
)

// Twin: the call makes one attempt.
func createEmbedJobOnce(ctx context.Context, c *cohereclient.Client, req *cohere.CreateEmbedJobRequest) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.EmbedJobs.Create(ctx, req, option.WithMaxAttempts(1))
		if err == nil {
			return nil
		}
	}
	return err
}
