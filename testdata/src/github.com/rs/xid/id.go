// Package xid is a test stub of github.com/rs/xid@v1.6.0; signatures match the real module.
// New and NewWithTime produce fresh values.
package xid

import "time"

const rawLen = 12

// ID represents a unique request id.
type ID [rawLen]byte

// New generates a globally unique ID.
func New() ID { return NewWithTime(time.Now()) }

// NewWithTime generates a globally unique ID with the passed in time.
func NewWithTime(t time.Time) ID { return ID{} }

// FromString reads an ID from its string representation.
func FromString(id string) (ID, error) { return ID{}, nil }

// NilID returns a zero value for `xid.ID`.
func NilID() ID { return ID{} }

// String returns a base32 hex lowercased with no padding representation of the id (char set is 0-9, a-v).
func (id ID) String() string { return "00000000000000000000" }

// Bytes returns the byte array representation of `ID`.
func (id ID) Bytes() []byte { return id[:] }
