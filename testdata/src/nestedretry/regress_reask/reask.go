// Package regress_reask is a false finding seen on real code (a memory
// extractor calling anthropic-sdk-go): a loop that asks the model again
// when its reply does not parse, and returns on any error of the request.
// The loop goes round on the parse, never on the request's failure, so the
// SDK's own retries are the only ones the request gets: no nesting. The
// same loop going round on the request's error is reported.
package regress_reask

import (
	"context"
	"errors"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

func parse(m *anthropic.Message) (string, error) {
	if m == nil || !strings.HasPrefix(m.ID, "{") {
		return "", errors.New("not JSON")
	}
	return m.ID, nil
}

func reask(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams, repairs []string) (string, error) {
	var parseErr error
	for range repairs {
		next, err := client.Messages.New(ctx, params)
		if err != nil {
			return "", err
		}
		out, perr := parse(next)
		if perr == nil {
			return out, nil
		}
		parseErr = perr
	}
	return "", parseErr
}

func reaskBreak(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) (string, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		next, err := client.Messages.New(ctx, params)
		if err != nil {
			lastErr = err
			break
		}
		out, perr := parse(next)
		if perr == nil {
			return out, nil
		}
		lastErr = perr
	}
	return "", lastErr
}

func retried(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var next *anthropic.Message
		next, err = client.Messages.New(ctx, params) // want `client.Messages.New retries by default \(anthropic-sdk-go\) inside the retry loop at reask.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err != nil {
			continue
		}
		if out, perr := parse(next); perr == nil {
			return out, nil
		}
	}
	return "", err
}
