// Package upstream declares error classifiers used by downstream.
package upstream

import (
	"context"
	"errors"
	"net"
)

// MaybeApplied is annotated as a classifier.
//
//idemvet:ambiguous
func MaybeApplied(err error) bool { // want MaybeApplied:"ambiguity classifier: annotated //idemvet:ambiguous"
	return err != nil
}

// IsTimeout is a classifier because of what it checks.
func IsTimeout(err error) bool { // want IsTimeout:"ambiguity classifier: checks errors.As\\(err, net.Error\\)"
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout() || errors.Is(err, context.DeadlineExceeded)
}

// Outcome calls a classifier, so it is one too.
func Outcome(err error) string { // want Outcome:"ambiguity classifier: checks IsTimeout"
	if IsTimeout(err) {
		return "unknown"
	}
	return "failed"
}

// Wrap takes an error but does not classify it.
func Wrap(err error) error { return errors.Join(errors.New("wrapped"), err) }
