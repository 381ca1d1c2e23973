// Package timeoutback has retries whose error path tests for a timeout, and
// whose branch taken on a timeout goes back into the retry (reported), with
// the twins whose timeout branch stops (silent).
package timeoutback

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/smtp"
	"time"

	"github.com/cenkalti/backoff/v4"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

var auth smtp.Auth

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// The timeout is remembered and the loop goes round.
func lastErrBad(to []string, msg []byte) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg) // want `unkeyed write smtp.SendMail is retried on a timeout by the retry loop at timeoutback.go:29: the timeout test errors.Is\(err, context.DeadlineExceeded\) at timeoutback.go:34 sends the timeout back into the retry; a timeout here may have sent the email, and the loop sends it again`
		if err == nil {
			return nil
		}
		if errors.Is(err, context.DeadlineExceeded) {
			lastErr = err
			continue
		}
		return err
	}
	return lastErr
}

// The twin: the timeout branch stops with an outcome-unknown error.
func lastErrGood(to []string, msg []byte) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg)
		if err == nil {
			return nil
		}
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("outcome unknown (the email may have been sent): %w", err)
		}
		lastErr = err
		time.Sleep(time.Second)
	}
	return lastErr
}

// A classifier of the package picks out the timeout, and its branch sleeps
// and goes round.
func sleepBad(to []string, msg []byte) error {
	b := time.Second
	for attempt := 0; attempt < 3; attempt++ {
		if err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg); err != nil { // want `unkeyed write smtp.SendMail is retried on a timeout by the retry loop at timeoutback.go:64: the timeout test isTimeout \(checks errors.As\(err, net.Error\)\) at timeoutback.go:66 sends the timeout back into the retry`
			if isTimeout(err) {
				time.Sleep(b)
				continue
			}
			return err
		}
		return nil
	}
	return errors.New("gave up")
}

// The twin: the timeout branch leaves the loop, and only a definite
// failure goes round.
func sleepGood(to []string, msg []byte) error {
	b := time.Second
	for attempt := 0; attempt < 3; attempt++ {
		if err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg); err != nil {
			if isTimeout(err) {
				return fmt.Errorf("outcome unknown: %w", err)
			}
			time.Sleep(b)
			continue
		}
		return nil
	}
	return errors.New("gave up")
}

// Only a definite failure goes round: the timeout test is not reached by it.
var errBusy = errors.New("busy")

func busyGood(to []string, msg []byte) error {
	for attempt := 0; attempt < 3; attempt++ {
		err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg)
		if errors.Is(err, errBusy) {
			continue
		}
		if err != nil {
			return err
		}
		return nil
	}
	return errors.New("gave up")
}

// In a backoff.Retry operation, the timeout branch hands the error back to
// the helper, which retries it.
func helperBad(to []string, msg []byte) error {
	return backoff.Retry(func() error {
		err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg) // want `unkeyed write smtp.SendMail is retried on a timeout by the backoff.Retry at timeoutback.go:114: the timeout test isTimeout \(checks errors.As\(err, net.Error\)\) at timeoutback.go:117 sends the timeout back into the retry; a timeout here may have sent the email, and the backoff.Retry sends it again`
		if err != nil {
			if isTimeout(err) {
				return err
			}
			return backoff.Permanent(err)
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// The twin: the timeout is made permanent.
func helperGood(to []string, msg []byte) error {
	return backoff.Retry(func() error {
		err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg)
		if err != nil {
			if isTimeout(err) {
				return backoff.Permanent(fmt.Errorf("outcome unknown: %w", err))
			}
			return err
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// The negated form (if !retryable(err) { return err }; continue), as
// mcp-grafana's assistantClient.chat has it, is not reported: there the
// body resent carries a message id made two functions up, which the
// analysis cannot follow, and the test is read as handling.
func negated(to []string, msg []byte) error {
	for attempt := 0; attempt < 3; attempt++ {
		err := smtp.SendMail("smtp:25", auth, "a@example.com", to, msg)
		if err != nil {
			if !isTimeout(err) {
				return err
			}
			continue
		}
		return nil
	}
	return errors.New("gave up")
}

// In a Temporal activity, the timeout alone is handed back as it is, and
// Temporal retries it; every other failure is made non-retryable.
func SendActivityBad(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending")
	err := smtp.SendMail("smtp:25", auth, "a@example.com", []string{to}, []byte("hi")) // want `unkeyed write smtp.SendMail hands a timeout back as a plain failure of the Temporal activity at timeoutback.go:160: the timeout test isTimeout \(checks errors.As\(err, net.Error\)\) at timeoutback.go:164 sends the timeout back into the retry; a timeout here may have sent the email, and Temporal retries the activity and sends it again`
	if err != nil {
		if isTimeout(err) {
			return err
		}
		return temporal.NewNonRetryableApplicationError("send failed", "SendFailed", err)
	}
	return nil
}

// The twin: the timeout is made non-retryable too, as an unknown outcome.
func SendActivityGood(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending")
	err := smtp.SendMail("smtp:25", auth, "a@example.com", []string{to}, []byte("hi"))
	if err != nil {
		if isTimeout(err) {
			return temporal.NewNonRetryableApplicationError("outcome unknown", "OutcomeUnknown", err)
		}
		return err
	}
	return nil
}
