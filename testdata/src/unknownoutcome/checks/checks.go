// Package checks has every kind of ambiguity check the ambiguity pass
// recognises, each reported by the test's reporter, and look-alikes that are
// not checks.
package checks

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"

	"github.com/stripe/stripe-go/v82"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func sentinels(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) { // want `check: errors.Is\(err, context.DeadlineExceeded\)`
		return true
	}
	if err == os.ErrDeadlineExceeded { // want `check: comparison with os.ErrDeadlineExceeded`
		return true
	}
	return errors.Is(err, io.ErrUnexpectedEOF) // want `check: errors.Is\(err, io.ErrUnexpectedEOF\)`
}

func timeouts(err error) bool {
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() { // want `check: errors.As\(err, net.Error\)` `check: Timeout\(\)`
		return true
	}
	return os.IsTimeout(err) // want `check: os.IsTimeout`
}

func statuses(resp *http.Response) bool {
	if resp.StatusCode >= 500 { // want `check: HTTP status check resp.StatusCode >= 500`
		return true
	}
	if resp.StatusCode == http.StatusTooManyRequests { // want `check: HTTP status check`
		return true
	}
	switch resp.StatusCode {
	case http.StatusGatewayTimeout: // want `check: switch case on HTTP status http.StatusGatewayTimeout`
		return true
	}
	return resp.StatusCode == http.StatusNotFound // not a check: a definite answer
}

func grpcCodes(err error) bool {
	if status.Code(err) == codes.Unavailable { // want `check: comparison with codes.Unavailable`
		return true
	}
	switch status.Code(err) {
	case codes.DeadlineExceeded: // want `check: switch case codes.DeadlineExceeded`
		return true
	case codes.InvalidArgument:
	}
	return status.Code(err) == codes.NotFound // not a check
}

func stripeErrors(err error) bool {
	var se *stripe.Error
	if errors.As(err, &se) && se.Type == stripe.ErrorTypeAPI { // want `check: comparison with stripe.ErrorTypeAPI`
		return true
	}
	return errors.As(err, &se) && se.HTTPStatusCode >= 500 // want `check: HTTP status check se.HTTPStatusCode >= 500`
}

func typeSwitch(err error) bool {
	switch err.(type) {
	case net.Error: // want `check: type switch case net.Error`
		return true
	}
	_, ok := err.(net.Error) // want `check: type assertion to net.Error`
	return ok
}

func notChecks(ctx context.Context, err error) bool {
	if errors.Is(err, context.Canceled) { // a cancel is the caller giving up, not an unknown outcome
		return false
	}
	if errors.Is(err, os.ErrNotExist) {
		return false
	}
	return err != nil
}

// isTimeout classifies errors, so calls of it are checks.
func isTimeout(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) // want `check: errors.Is`
}

func usesClassifier(err error) bool {
	return isTimeout(err) // want `check: isTimeout \(checks errors.Is\(err, context.DeadlineExceeded\)\)`
}
