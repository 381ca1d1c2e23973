// Package ambiguity is a helper pass that finds where code tells an unknown
// outcome apart from a definite failure. It reports nothing; its *Result
// lists the ambiguity checks of a package and answers which functions
// classify errors and which error values stop a retry.
//
// An ambiguity check is an expression that asks whether an error means the
// request may have been carried out (a timeout, a deadline, a dropped
// connection, a 5xx or Unavailable), so that the code can stop retrying or
// report the outcome as unknown:
//
//   - errors.Is(err, X) or err == X with X one of catalog.AmbiguousErrors
//     (context.DeadlineExceeded, os.ErrDeadlineExceeded, io.ErrUnexpectedEOF,
//     connection resets);
//   - a call of one of catalog.AmbiguousFuncs (os.IsTimeout, aws-sdk-go-v2's
//     timeout classifiers) or of a Timeout() bool method (net.Error);
//   - errors.As into, a type assertion to, or a type switch case on one of
//     catalog.AmbiguousTypes (net.Error, aws-sdk-go-v2 retry.MaxAttemptsError);
//   - a comparison with, or switch case on, one of
//     catalog.AmbiguousConstant (gRPC codes.DeadlineExceeded and
//     codes.Unavailable, stripe-go ErrorTypeAPI, smithy FaultServer);
//   - a comparison of an HTTP status code (a StatusCode or HTTPStatusCode
//     field or method) with 408, 429 or a 5xx, or a switch case on one;
//   - a call of a classifier: a function annotated //idemvet:ambiguous, one
//     listed in the configuration's ambiguous functions, or a function that
//     takes an error and makes an ambiguity check on it. Classifiers are
//     exported as facts, so they work across packages.
//
// The pass also recognises the error values that stop a retry helper
// (backoff.Permanent, retry.Unrecoverable, Terraform's NonRetryableError,
// Temporal's non-retryable application errors) and those that ask it to go
// again (sethvargo's and Terraform's RetryableError).
package ambiguity
