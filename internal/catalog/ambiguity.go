package catalog

// Ambiguity: which checks on an error value tell an unknown outcome (a
// timeout, a deadline, a dropped connection, a 5xx or Unavailable) apart from
// a definite failure.

// AmbiguousErrors are sentinel errors whose presence in an error chain means
// the request may have been carried out: errors.Is(err, X) or err == X with
// one of them is an ambiguity check. The value is how messages name it.
var AmbiguousErrors = map[string]string{
	// context: the deadline ran out while the request was in flight.
	"context.DeadlineExceeded": "context.DeadlineExceeded",
	// os (go1.15+): an I/O deadline was reached ("i/o timeout").
	"os.ErrDeadlineExceeded": "os.ErrDeadlineExceeded",
	// io: the connection dropped in the middle of the response.
	"io.ErrUnexpectedEOF": "io.ErrUnexpectedEOF",
	// syscall: the connection was reset or closed under the request.
	"syscall.ECONNRESET":   "syscall.ECONNRESET",
	"syscall.EPIPE":        "syscall.EPIPE",
	"syscall.ECONNABORTED": "syscall.ECONNABORTED",
}

// AmbiguousFuncs are functions that classify an error as an unknown outcome
// when called on it. The value is how messages name them.
var AmbiguousFuncs = map[string]string{
	// os/error.go: IsTimeout reports whether err is known to be a timeout.
	"os.IsTimeout": "os.IsTimeout",
	// go.temporal.io/sdk@v1.51.0 temporal/error.go:242: IsTimeoutError
	// is errors.As(err, *TimeoutError); an activity that timed out may
	// have completed.
	"go.temporal.io/sdk/temporal.IsTimeoutError": "temporal.IsTimeoutError",
	// and the SDK records' AmbiguousFuncs, added by index.go.
}

// AmbiguousMethods are method names that, called without arguments on an
// error value and returning bool, say the error is a timeout: net.Error's
// Timeout (also implemented by *url.Error, *net.OpError, *os.SyscallError).
var AmbiguousMethods = map[string]string{
	"Timeout": "Timeout()",
}

// AmbiguousTypes are error types that, found with errors.As, mean the
// request may have been carried out. The value is how messages name them.
var AmbiguousTypes = map[string]string{
	// net: every net.Error carries Timeout(); asking for it is how code
	// tells a network failure apart.
	"net.Error":   "net.Error",
	"net.OpError": "*net.OpError",
	// go.temporal.io/sdk@v1.51.0 temporal/error.go:132: an alias of
	// internal.TimeoutError, which an activity's failure wraps when it
	// timed out.
	"go.temporal.io/sdk/internal.TimeoutError": "*temporal.TimeoutError",
	// and the SDK records' AmbiguousTypes, added by index.go.
}

// ambiguousConstants are constants which, compared with an error's code,
// pick out unknown outcomes, by full name with StripMajor applied: the
// entries here and the SDK records' AmbiguousConstants, added by index.go.
var ambiguousConstants = map[string]string{
	// google.golang.org/grpc@v1.84.0 codes/codes.go.
	"google.golang.org/grpc/codes.DeadlineExceeded": "codes.DeadlineExceeded",
	"google.golang.org/grpc/codes.Unavailable":      "codes.Unavailable",
}

// AmbiguousConstant returns how messages name the constant whose full name
// is name if comparing an error's code with it picks out unknown outcomes,
// or "".
func AmbiguousConstant(name string) string {
	return ambiguousConstants[StripMajor(name)]
}

// StatusFields are the names of fields and methods that hold an HTTP status
// code: net/http Response.StatusCode, stripe-go Error.HTTPStatusCode,
// smithy-go (*ResponseError).HTTPStatusCode().
var StatusFields = map[string]bool{
	"StatusCode":     true,
	"HTTPStatusCode": true,
	"Status":         true,
	"HTTPStatus":     true,
}

// ResponseStatusFields are the StatusFields of a response value
// (net/http Response.StatusCode and Status, and their likes in generated
// clients), which a request loop's predicate reads.
var ResponseStatusFields = map[string]bool{
	"StatusCode": true,
	"Status":     true,
}

// AmbiguousStatus reports whether an HTTP status code leaves the outcome of
// a write unknown or names it: 408 Request Timeout, 429 Too Many Requests
// (a check for it tells throttling apart), and every 5xx.
func AmbiguousStatus(code int64) bool {
	return code == 408 || code == 429 || code >= 500 && code <= 599
}
