package catalog

// Ambiguity: which checks on an error value tell an unknown outcome (a
// timeout, a deadline, a dropped connection, a 5xx or Unavailable) apart from
// a definite failure, and which error values stop a retry helper from running
// its operation again.

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
	// github.com/aws/aws-sdk-go-v2@v1.48.0 aws/retry/timeout_error.go:
	// IsErrorTimeout on the SDK's timeout classifiers.
	"(github.com/aws/aws-sdk-go-v2/aws/retry.TimeouterError).IsErrorTimeout":  "retry.TimeouterError.IsErrorTimeout",
	"(github.com/aws/aws-sdk-go-v2/aws/retry.IsErrorTimeouts).IsErrorTimeout": "retry.IsErrorTimeouts.IsErrorTimeout",
	"(github.com/aws/aws-sdk-go-v2/aws/retry.IsErrorTimeout).IsErrorTimeout":  "retry.IsErrorTimeout",
	// github.com/aws/aws-sdk-go-v2@v1.48.0 aws/retry/retryable_error.go:
	// RetryableConnectionError recognises dropped and reset connections.
	"(github.com/aws/aws-sdk-go-v2/aws/retry.RetryableConnectionError).IsErrorRetryable": "retry.RetryableConnectionError.IsErrorRetryable",
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
	// github.com/aws/aws-sdk-go-v2@v1.48.0 aws/retry/errors.go: the SDK's
	// own retries ran out on retryable (possibly applied) failures.
	"github.com/aws/aws-sdk-go-v2/aws/retry.MaxAttemptsError": "*retry.MaxAttemptsError",
}

// AmbiguousConstants are constants which, compared with an error's code,
// pick out unknown outcomes. Keyed by the constant's full name.
var AmbiguousConstants = map[string]string{
	// google.golang.org/grpc@v1.84.0 codes/codes.go.
	"google.golang.org/grpc/codes.DeadlineExceeded": "codes.DeadlineExceeded",
	"google.golang.org/grpc/codes.Unavailable":      "codes.Unavailable",
	// github.com/stripe/stripe-go/v82@v82.5.1 error.go: api_error covers
	// problems on Stripe's side, after which the request may have applied.
	"github.com/stripe/stripe-go/v82.ErrorTypeAPI": "stripe.ErrorTypeAPI",
	"github.com/stripe/stripe-go/v81.ErrorTypeAPI": "stripe.ErrorTypeAPI",
	"github.com/stripe/stripe-go/v80.ErrorTypeAPI": "stripe.ErrorTypeAPI",
	"github.com/stripe/stripe-go/v79.ErrorTypeAPI": "stripe.ErrorTypeAPI",
	"github.com/stripe/stripe-go/v78.ErrorTypeAPI": "stripe.ErrorTypeAPI",
	"github.com/stripe/stripe-go/v76.ErrorTypeAPI": "stripe.ErrorTypeAPI",
	// github.com/aws/smithy-go@v1.28.9 errors.go: a server-side fault.
	"github.com/aws/smithy-go.FaultServer": "smithy.FaultServer",
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

// AmbiguousStatus reports whether an HTTP status code leaves the outcome of
// a write unknown or names it: 408 Request Timeout, 429 Too Many Requests
// (a check for it tells throttling apart), and every 5xx.
func AmbiguousStatus(code int64) bool {
	return code == 408 || code == 429 || code >= 500 && code <= 599
}

// A RetryPolicy says how a retry helper decides whether to run its operation
// again after the operation returns an error.
type RetryPolicy struct {
	// Helper is the helper's package.
	Package string
	// RetriesAll: every error returned is retried unless wrapped in Stop.
	// Otherwise only errors wrapped in Retryable are retried.
	RetriesAll bool
	// Stop is the function (in Package) that wraps an error so the helper
	// returns it at once, "" when returning a plain error stops.
	Stop string
	// Retryable is the function (in Package) that wraps an error so the
	// helper runs the operation again (RetriesAll false).
	Retryable string
	// BoolDone: the operation returns (done bool, err error); returning
	// (false, nil) runs it again and a non-nil error stops
	// (k8s.io/apimachinery wait).
	BoolDone bool
}

// RetryPolicies gives, for the retry helpers of RetryHelpers whose
// operation's error path idemvet can follow and fix, how returned errors are
// treated. Helpers missing here (failsafe, gax, k8s retry.OnError and
// RetryOnConflict) decide from options or predicates.
var RetryPolicies = map[string]RetryPolicy{
	// github.com/cenkalti/backoff/v4@v4.3.0 retry.go:139 Permanent(err) error.
	"github.com/cenkalti/backoff/v4": {Package: "github.com/cenkalti/backoff/v4", RetriesAll: true, Stop: "Permanent"},
	// github.com/cenkalti/backoff/v5@v5.0.3 error.go:14 Permanent(err) error.
	"github.com/cenkalti/backoff/v5": {Package: "github.com/cenkalti/backoff/v5", RetriesAll: true, Stop: "Permanent"},
	// github.com/avast/retry-go/v4@v4.7.0 retry.go:317 Unrecoverable(err) error.
	"github.com/avast/retry-go/v4": {Package: "github.com/avast/retry-go/v4", RetriesAll: true, Stop: "Unrecoverable"},
	// github.com/sethvargo/go-retry@v0.5.0 retry.go:32 RetryableError(err)
	// error: only errors so marked are retried.
	"github.com/sethvargo/go-retry": {Package: "github.com/sethvargo/go-retry", Retryable: "RetryableError"},
	// github.com/hashicorp/terraform-plugin-sdk/v2@v2.40.1 helper/retry
	// wait.go:91,106 and helper/resource aliases.go:123,138: the operation
	// returns *RetryError; RetryableError retries, NonRetryableError stops.
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry":    {Package: "github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry", Stop: "NonRetryableError", Retryable: "RetryableError"},
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource": {Package: "github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource", Stop: "NonRetryableError", Retryable: "RetryableError"},
	// github.com/hashicorp/terraform-plugin-sdk@v1.17.2 helper/resource
	// wait.go:70,79: the same, except that both return nil for a nil error.
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource": {Package: "github.com/hashicorp/terraform-plugin-sdk/helper/resource", Stop: "NonRetryableError", Retryable: "RetryableError"},
	// k8s.io/apimachinery@v0.37.2 pkg/util/wait/backoff.go: ConditionFunc
	// returns (done bool, err error); an error ends the wait.
	"k8s.io/apimachinery/pkg/util/wait": {Package: "k8s.io/apimachinery/pkg/util/wait", BoolDone: true},
}

// RetryIfOptions are retry helper options that choose which errors are
// retried: a helper call given one decides by a predicate the error path does
// not show, so idemvet takes it as classifying.
var RetryIfOptions = map[string]bool{
	// github.com/avast/retry-go/v4@v4.7.0 options.go:238.
	"github.com/avast/retry-go/v4.RetryIf": true,
}

// Stoppers are calls whose result, returned from an operation, makes the
// surrounding retry stop: the helpers' Stop functions above, and Temporal's
// non-retryable application errors. The value is how messages name them.
var Stoppers = map[string]string{
	"github.com/cenkalti/backoff/v4.Permanent":                                       "backoff.Permanent",
	"github.com/cenkalti/backoff/v5.Permanent":                                       "backoff.Permanent",
	"github.com/avast/retry-go/v4.Unrecoverable":                                     "retry.Unrecoverable",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry.NonRetryableError":    "retry.NonRetryableError",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource.NonRetryableError": "resource.NonRetryableError",
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource.NonRetryableError":    "resource.NonRetryableError",
	// go.temporal.io/sdk@v1.51.0 temporal/error.go:33.
	"go.temporal.io/sdk/temporal.NewNonRetryableApplicationError": "temporal.NewNonRetryableApplicationError",
}

// Retryables are calls whose result, returned from an operation, asks the
// helper to run it again.
var Retryables = map[string]string{
	"github.com/sethvargo/go-retry.RetryableError":                                "retry.RetryableError",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry.RetryableError":    "retry.RetryableError",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource.RetryableError": "resource.RetryableError",
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource.RetryableError":    "resource.RetryableError",
}

// TemporalPackage is where Temporal's non-retryable errors are made.
const TemporalPackage = "go.temporal.io/sdk/temporal"
