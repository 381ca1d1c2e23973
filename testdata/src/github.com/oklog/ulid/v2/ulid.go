// Package ulid is a test stub of github.com/oklog/ulid/v2@v2.1.2; signatures match the real module.
// Make, New, MustNew, MustNewDefault produce fresh values.
package ulid

import (
	"io"
	"time"
)

// An ULID is a 16 byte Universally Unique Lexicographically Sortable Identifier.
type ULID [16]byte

// New returns a ULID with the given Unix milliseconds timestamp and an optional entropy source.
func New(ms uint64, entropy io.Reader) (id ULID, err error) { return ULID{}, nil }

// MustNew is a convenience function equivalent to New that panics on failure.
func MustNew(ms uint64, entropy io.Reader) ULID {
	id, err := New(ms, entropy)
	if err != nil {
		panic(err)
	}
	return id
}

// MustNewDefault is a convenience function equivalent to MustNew with DefaultEntropy.
func MustNewDefault(t time.Time) ULID { return MustNew(Timestamp(t), DefaultEntropy()) }

// Make returns a ULID with the current time in Unix milliseconds and monotonically increasing entropy.
func Make() (id ULID) { return MustNew(Now(), DefaultEntropy()) }

// DefaultEntropy returns a thread-safe per process monotonically increasing entropy source.
func DefaultEntropy() io.Reader { return nil }

// Parse parses an encoded ULID.
func Parse(ulid string) (id ULID, err error) { return ULID{}, nil }

// MustParse is a convenience function equivalent to Parse that panics on failure.
func MustParse(ulid string) ULID { return ULID{} }

// Now is a convenience function that returns the current UTC time in Unix milliseconds.
func Now() uint64 { return Timestamp(time.Now()) }

// Timestamp converts a time.Time to Unix milliseconds.
func Timestamp(t time.Time) uint64 { return uint64(t.UnixMilli()) }

// String returns a lexicographically sortable string encoded ULID.
func (id ULID) String() string { return "00000000000000000000000000" }

// Time returns the Unix time in milliseconds encoded in the ULID.
func (id ULID) Time() uint64 { return 0 }
