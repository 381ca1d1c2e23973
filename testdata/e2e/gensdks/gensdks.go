// Package gensdks calls generated SDKs that no catalog record names
// (metronome-go, made by Stainless; cohere-go, made by Fern) in retry
// loops: their own retries, their default bound and the option that sets
// it are read from the SDKs' code.
package gensdks

import (
	"context"

	"github.com/Metronome-Industries/metronome-go"
	"github.com/Metronome-Industries/metronome-go/option"
	cohere "github.com/cohere-ai/cohere-go/v2"
	cohereclient "github.com/cohere-ai/cohere-go/v2/client"
)

func createContract(ctx context.Context, c *metronome.Client, params metronome.V1ContractNewParams) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.V1.Contracts.New(ctx, params) // want: nestedretry "New → ExecuteNewRequest → Execute retries by default \(requestconfig/requestconfig.go:\d+, unless option.WithMaxRetries changes it\) inside the retry loop at gensdks.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation"
		if err == nil {
			return nil
		}
	}
	return err
}

// Twin: the call makes one attempt.
func createContractOnce(ctx context.Context, c *metronome.Client, params metronome.V1ContractNewParams) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.V1.Contracts.New(ctx, params, option.WithMaxRetries(0))
		if err == nil {
			return nil
		}
	}
	return err
}

func createEmbedJob(ctx context.Context, c *cohereclient.Client, req *cohere.CreateEmbedJobRequest) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.EmbedJobs.Create(ctx, req) // want: nestedretry "Create → Call → CallRaw → Run → run retries by default \(internal/retrier.go:\d+, unless option.WithMaxAttempts changes it\) inside the retry loop at gensdks.go:\d+ with no shared budget: up to 3 × 2 = 6 calls for one failing operation"
		if err == nil {
			return nil
		}
	}
	return err
}
