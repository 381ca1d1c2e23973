// Generated SDKs with no catalog record whose calls retry by themselves,
// known from their code: the bound's default and the option that sets it.
package gensdk

import (
	"context"

	"example.com/ferngen/embedjobs"
	"example.com/stainlessgen"
	"example.com/stainlessgen/option"
	"example.com/userbound"
)

func createContract(ctx context.Context, c *stainlessgen.Client, params stainlessgen.ContractNewParams) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.New(ctx, params) // want `New → ExecuteNewRequest → Execute retries by default \(requestconfig/requestconfig.go:\d+, unless option.WithMaxRetries changes it\) inside the retry loop at gensdk.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// The inner call makes one attempt already: no nesting.
func createContractOnce(ctx context.Context, c *stainlessgen.Client, params stainlessgen.ContractNewParams) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.New(ctx, params, option.WithMaxRetries(0))
		if err == nil {
			return nil
		}
	}
	return err
}

// An option that sets no retries leaves the default.
func createContractHeader(ctx context.Context, c *stainlessgen.Client, params stainlessgen.ContractNewParams) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.New(ctx, params, option.WithHeaderCount(1)) // want `up to 3 × 3 = 9 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

func createEmbedJob(ctx context.Context, c *embedjobs.Client, req *embedjobs.CreateEmbedJobRequest) error {
	var err error
	for i := 0; i < 3; i++ {
		err = c.Create(ctx, req) // want `Create → Call → Run → run retries by default \(internal/retrier.go:\d+, unless option.WithMaxAttempts changes it\) inside the retry loop at gensdk.go:\d+ with no shared budget: up to 3 × 2 = 6 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// The bound is the user's own number: no default is read, none invented.
func createUserBound(ctx context.Context, c *userbound.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		err = c.Create(ctx, "https://api.example.com/v1/things") // want `Create retries \(userbound/userbound.go:\d+\) inside the retry loop at gensdk.go:\d+ with no shared budget: the attempts multiply \(3 × an unknown number calls for one failing operation\)`
		if err == nil {
			return nil
		}
	}
	return err
}

// The bound is an exported field of a package the program imports: it may
// be set anywhere, so no default is read.
func sendSettings(ctx context.Context, s *userbound.Sender) error {
	var err error
	for i := 0; i < 3; i++ {
		err = s.Send(ctx, "https://api.example.com/v1/things") // want `Send retries \(userbound/userbound.go:\d+\) inside the retry loop at gensdk.go:\d+ with no shared budget: the attempts multiply \(3 × an unknown number calls for one failing operation\)`
		if err == nil {
			return nil
		}
	}
	return err
}
