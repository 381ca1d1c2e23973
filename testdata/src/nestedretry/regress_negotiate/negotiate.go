// Package regress_negotiate is a false finding seen on real code (an MCP
// client's Connect, modelcontextprotocol/go-sdk v1.7.0 mcp/client.go:326,
// under a backoff retry): a loop that asks the server again only with the
// protocol version the server's error names as supported. Each round is a
// new request the server asked for, so connect is no retry layer, and a
// retry around it nests nothing. A connect that sends the same request
// again on that error is a layer (reported).
package regress_negotiate

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/cenkalti/backoff/v4"
)

type rpcError struct {
	Code int
	Data json.RawMessage
}

func (e *rpcError) Error() string { return "rpc error" }

const codeUnsupportedVersion = -32001

type versions struct{ Supported []string }

type session struct{}

func discover(ctx context.Context, version string) (*session, error) { return nil, nil }

func pick(supported []string) string {
	if len(supported) == 0 {
		return ""
	}
	return supported[0]
}

func connect(ctx context.Context) (*session, error) {
	version := "2026-07-28"
	var err error
	for range 2 {
		var s *session
		s, err = discover(ctx, version)
		if err == nil {
			return s, nil
		}
		var werr *rpcError
		if errors.As(err, &werr) && werr.Code == codeUnsupportedVersion && len(werr.Data) > 0 {
			var data versions
			if err := json.Unmarshal(werr.Data, &data); err == nil {
				if v := pick(data.Supported); v != "" {
					version = v
					continue
				}
			}
		}
		break
	}
	return nil, err
}

func connectRetrying(ctx context.Context) (*session, error) {
	version := "2026-07-28"
	var err error
	for range 2 {
		var s *session
		s, err = discover(ctx, version)
		if err == nil {
			return s, nil
		}
		var werr *rpcError
		if errors.As(err, &werr) && werr.Code == codeUnsupportedVersion {
			continue
		}
		break
	}
	return nil, err
}

func reconnect(ctx context.Context) (*session, error) {
	var s *session
	err := backoff.Retry(func() error {
		var err error
		s, err = connect(ctx)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
	return s, err
}

func reconnectRetrying(ctx context.Context) (*session, error) {
	var s *session
	err := backoff.Retry(func() error {
		var err error
		s, err = connectRetrying(ctx) // want `connectRetrying retries \(regress_negotiate/negotiate.go:\d+\) inside the backoff.Retry at negotiate.go:\d+ with no shared budget: up to 4 × 2 = 8 calls for one failing operation`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
	return s, err
}
