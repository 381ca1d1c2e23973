package lexicon

import (
	"strings"
	"unicode"
)

// Rejections: which tests of an error pick out only refusals, errors that
// say the server did not accept the request (a conflict with a concurrent
// change, throttling, a resource not yet in a state to take it), as
// opposed to the unknown outcomes of Ambiguity (a timeout, a 5xx). A retry
// that repeats only refusals never sends again a request that may have
// been carried out, so a new idempotency key on each of its attempts
// duplicates nothing.

// RejectionFuncs are the functions, by full name, that report whether an
// error is a refusal: k8s.io/apimachinery@v0.35.3 pkg/api/errors
// IsConflict (409, errors.go:548) and IsTooManyRequests (429, :725).
var RejectionFuncs = map[string]bool{
	"k8s.io/apimachinery/pkg/api/errors.IsConflict":        true,
	"k8s.io/apimachinery/pkg/api/errors.IsTooManyRequests": true,
}

// rejectionWords are the words of error codes, and of the names of the
// functions that test for them, that mean a refusal: Alibaba Cloud's
// Throttling, Throttling.User, OperationConflict, TaskConflict,
// InvalidOperation.Conflict, ConcurrentUpdate; 409 Conflict and 429
// TooManyRequests by name. InternalError, ServiceUnavailable, Timeout and
// the like are not refusals: a write may be behind them.
var rejectionWords = []string{"Conflict", "Throttling", "Throttled", "ConcurrentUpdate", "TooManyRequests"}

// IsRejectionCode reports whether an error code names a refusal: it holds
// one of rejectionWords as a word (OperationConflict, Throttling.User,
// InvalidOperation.Conflict), or is an Incorrect...Status code, which
// Alibaba Cloud returns when a resource is not yet in a state to take the
// request (IncorrectInstanceStatus, IncorrectDiskStatus.Initializing).
func IsRejectionCode(code string) bool {
	for _, w := range rejectionWords {
		i := strings.Index(code, w)
		if i < 0 {
			continue
		}
		rest := code[i+len(w):]
		if rest == "" || !unicode.IsLower(rune(rest[0])) {
			return true
		}
	}
	first, _, _ := strings.Cut(code, ".")
	return strings.HasPrefix(first, "Incorrect") && strings.HasSuffix(first, "Status")
}

// IsRejectionTestName reports whether a function so named tests an error
// for a refusal: Is or is, then a rejection code, then optionally Error or
// Err (IsConflict, isThrottlingError, IsTooManyRequests).
func IsRejectionTestName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Is")
	if !ok {
		rest, ok = strings.CutPrefix(name, "is")
	}
	if !ok || rest == "" || !unicode.IsUpper(rune(rest[0])) {
		return false
	}
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, "Error"), "Err")
	return IsRejectionCode(rest)
}

// RejectionStatus reports whether an HTTP status code is a refusal: 409
// Conflict and 429 Too Many Requests.
func RejectionStatus(code int64) bool {
	return code == 409 || code == 429
}
