package retryloops_test

import (
	"testing"

	"github.com/idemvet/idemvet/passes/retryloops"
)

func TestIsRetryPredicateName(t *testing.T) {
	for name, want := range map[string]bool{
		"shouldRetry":      true,
		"ShouldRetry":      true,
		"isRetryable":      true,
		"IsRetriable":      true,
		"retryable":        true,
		"NeedRetry":        true,
		"needsRetry":       true,
		"canRetry":         true,
		"retry":            false, // a helper that retries, not a predicate
		"retryDelay":       false,
		"WithRetry":        false,
		"isTimeout":        false,
		"shouldRedirect":   false,
		"retryableRequest": true,
	} {
		if got := retryloops.IsRetryPredicateName(name); got != want {
			t.Errorf("IsRetryPredicateName(%q) = %v, want %v", name, got, want)
		}
	}
}
