package clients

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// anthropic-sdk-go retries twice by default.
func message(ctx context.Context, client anthropic.Client) error {
	var err error
	for {
		_, err = client.Messages.New(ctx, anthropic.MessageNewParams{}) // want `client.Messages.New retries by default \(anthropic-sdk-go\) inside the retry loop at anthropic.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 3 calls`
		if err == nil {
			return nil
		}
	}
}
