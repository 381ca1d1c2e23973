// Package retry is a test stub of k8s.io/client-go@v0.37.2 (util/retry); signatures match the real module.
package retry

import (
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
)

// DefaultRetry is the recommended retry for a conflict where multiple clients
// are making changes to the same resource (5 attempts).
var DefaultRetry = wait.Backoff{
	Steps:    5,
	Duration: 10 * time.Millisecond,
	Factor:   1.0,
	Jitter:   0.1,
}

// DefaultBackoff is the recommended backoff for a conflict where a client
// may be attempting to make an unrelated modification to a resource under
// active management by one or more controllers (4 attempts).
var DefaultBackoff = wait.Backoff{
	Steps:    4,
	Duration: 10 * time.Millisecond,
	Factor:   5.0,
	Jitter:   0.1,
}

// OnError allows the caller to retry fn in case the error returned by fn is retriable
// according to the provided function.
func OnError(backoff wait.Backoff, retriable func(error) bool, fn func() error) error {
	var lastErr error
	err := wait.ExponentialBackoff(backoff, func() (bool, error) {
		err := fn()
		switch {
		case err == nil:
			return true, nil
		case retriable(err):
			lastErr = err
			return false, nil
		default:
			return false, err
		}
	})
	if wait.Interrupted(err) && lastErr != nil {
		err = lastErr
	}
	return err
}

// RetryOnConflict retries fn while it returns a Conflict (409) error (errors.IsConflict in the real module).
func RetryOnConflict(backoff wait.Backoff, fn func() error) error {
	return OnError(backoff, isConflict, fn)
}

func isConflict(err error) bool { return false }
