package lexicon

import "testing"

// TestRejectionCodes checks which error codes and test names mean the
// request was refused, and which may hide a write.
func TestRejectionCodes(t *testing.T) {
	for code, want := range map[string]bool{
		"OperationConflict":                true,
		"Throttling":                       true,
		"Throttling.User":                  true,
		"InvalidOperation.Conflict":        true,
		"IncorrectInstanceStatus":          true,
		"IncorrectDiskStatus.Initializing": true,
		"ConcurrentUpdate":                 true,
		"InternalError":                    false,
		"ServiceUnavailable":               false,
		"Timeout":                          false,
		"Conflicted":                       false,
		"Incorrect":                        false,
		"IncorrectPassword":                false,
		"OperationConflictedWithSomething": false,
	} {
		if got := IsRejectionCode(code); got != want {
			t.Errorf("IsRejectionCode(%q) = %v, want %v", code, got, want)
		}
	}
	for name, want := range map[string]bool{
		"IsConflict": true, "isThrottlingError": true, "IsTooManyRequests": true,
		"IsTimeout": false, "NeedRetry": false, "Isolate": false, "IsConflicting": false,
	} {
		if got := IsRejectionTestName(name); got != want {
			t.Errorf("IsRejectionTestName(%q) = %v, want %v", name, got, want)
		}
	}
}
