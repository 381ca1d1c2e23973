// Package ksuid is a test stub of github.com/segmentio/ksuid@v1.0.4; signatures match the real module.
// New, NewRandom, NewRandomWithTime produce fresh values.
package ksuid

import "time"

const byteLength = 20

// KSUIDs are 20 bytes.
type KSUID [byteLength]byte

// Nil represents a completely empty (invalid) KSUID.
var Nil KSUID

// New generates a new KSUID. In the strange case that random bytes can't be read, it will panic.
func New() KSUID {
	k, err := NewRandom()
	if err != nil {
		panic(err)
	}
	return k
}

// NewRandom generates a new KSUID.
func NewRandom() (ksuid KSUID, err error) { return NewRandomWithTime(time.Now()) }

// NewRandomWithTime generates a new KSUID with the given timestamp.
func NewRandomWithTime(t time.Time) (ksuid KSUID, err error) { return KSUID{}, nil }

// Parse decodes a string-encoded representation of a KSUID object.
func Parse(s string) (KSUID, error) { return KSUID{}, nil }

// String returns the string-encoded representation of a KSUID.
func (i KSUID) String() string { return "000000000000000000000000000" }

// Bytes returns the raw byte representation of the KSUID.
func (i KSUID) Bytes() []byte { return i[:] }
