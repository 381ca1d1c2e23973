// Package ratelimit retries an anthropic-sdk-go call on rate limits in a
// loop that counts its attempts and goes round from inside the error
// branch, as coding agents do: the SDK's own retries run under each
// round. Its twin returns on every error, leaving the SDK's retries the
// only ones.
package ratelimit

import (
	"context"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

type client struct{ c anthropic.Client }

func (a *client) shouldRetry(attempts int, err error) (bool, int64, error) {
	if attempts > 8 {
		return false, 0, err
	}
	return true, 100, nil
}

func (a *client) send(ctx context.Context) (string, error) {
	attempts := 0
	for {
		attempts++
		m, err := a.c.Messages.New(ctx, anthropic.MessageNewParams{MaxTokens: 64}) // want `a.c.Messages.New retries by default \(anthropic-sdk-go\) inside the retry loop at ratelimit.go:26 with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 3 calls; no automatic fix: the loop goes round on this call.s error only under a condition, and the inner layer.s retries may be the only ones the other errors get`
		if err != nil {
			retry, after, retryErr := a.shouldRetry(attempts, err)
			if retryErr != nil {
				return "", retryErr
			}
			if retry {
				select {
				case <-ctx.Done():
					return "", ctx.Err()
				case <-time.After(time.Duration(after) * time.Millisecond):
					continue
				}
			}
			return "", err
		}
		return m.ID, nil
	}
}

// once leaves the loop on the call's error: the loop goes round only on an
// empty reply, and the SDK's retries are the only ones the call gets.
func (a *client) once(ctx context.Context) (string, error) {
	for range 3 {
		m, err := a.c.Messages.New(ctx, anthropic.MessageNewParams{MaxTokens: 64})
		if err != nil {
			return "", err
		}
		if m.ID != "" {
			return m.ID, nil
		}
	}
	return "", nil
}
