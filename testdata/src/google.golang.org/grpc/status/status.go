// Package status is a stub of google.golang.org/grpc/status (v1.84.0), for
// idemvet's tests: the subset idemvet reads, with the real signatures.
package status

import "google.golang.org/grpc/codes"

// Status represents an RPC status code, message, and details.
type Status struct {
	code codes.Code
	msg  string
}

// Code returns the status code contained in s.
func (s *Status) Code() codes.Code {
	if s == nil {
		return codes.OK
	}
	return s.code
}

// Message returns the message contained in s.
func (s *Status) Message() string { return s.msg }

// Err returns an immutable error representing s.
func (s *Status) Err() error { return nil }

// New returns a Status representing c and msg.
func New(c codes.Code, msg string) *Status { return &Status{code: c, msg: msg} }

// Error returns an error representing c and msg.
func Error(c codes.Code, msg string) error { return nil }

// FromError returns a Status representation of err.
func FromError(err error) (s *Status, ok bool) { return nil, err == nil }

// Code returns the Code of the error if it is a Status error or if it wraps a
// Status error.
func Code(err error) codes.Code { return codes.Unknown }
