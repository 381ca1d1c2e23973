// Package uuid is a test stub of github.com/google/uuid@v1.6.0; signatures match the real module.
// New, NewString, NewRandom, NewUUID, NewV6, NewV7 produce fresh values; NewMD5, NewSHA1, NewHash are deterministic.
package uuid

import (
	"hash"
	"io"
)

// A UUID is a 128 bit (16 byte) Universal Unique IDentifier as defined in RFC 9562.
type UUID [16]byte

// Nil is the empty UUID, all zeros.
var Nil UUID

var (
	NameSpaceDNS  = Must(Parse("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
	NameSpaceURL  = Must(Parse("6ba7b811-9dad-11d1-80b4-00c04fd430c8"))
	NameSpaceOID  = Must(Parse("6ba7b812-9dad-11d1-80b4-00c04fd430c8"))
	NameSpaceX500 = Must(Parse("6ba7b814-9dad-11d1-80b4-00c04fd430c8"))
)

// New creates a new random UUID or panics. New is equivalent to Must(NewRandom()).
func New() UUID { return Must(NewRandom()) }

// NewString creates a new random UUID and returns it as a string or panics.
func NewString() string { return Must(NewRandom()).String() }

// NewRandom returns a Random (Version 4) UUID.
func NewRandom() (UUID, error) { return UUID{}, nil }

// NewRandomFromReader returns a UUID based on bytes read from a given io.Reader.
func NewRandomFromReader(r io.Reader) (UUID, error) { return UUID{}, nil }

// NewUUID returns a Version 1 UUID based on the current NodeID and clock sequence, and the current time.
func NewUUID() (UUID, error) { return UUID{}, nil }

// NewV6 returns a Version 6 UUID.
func NewV6() (UUID, error) { return UUID{}, nil }

// NewV7 returns a Version 7 UUID (time-ordered, random).
func NewV7() (UUID, error) { return UUID{}, nil }

// NewV7FromReader returns a Version 7 UUID based on the current time and bytes from r.
func NewV7FromReader(r io.Reader) (UUID, error) { return UUID{}, nil }

// NewHash returns a new UUID derived from the hash of space concatenated with data (deterministic).
func NewHash(h hash.Hash, space UUID, data []byte, version int) UUID { return UUID{} }

// NewMD5 returns a new MD5 (Version 3) UUID based on the supplied name space and data (deterministic).
func NewMD5(space UUID, data []byte) UUID { return NewHash(nil, space, data, 3) }

// NewSHA1 returns a new SHA1 (Version 5) UUID based on the supplied name space and data (deterministic).
func NewSHA1(space UUID, data []byte) UUID { return NewHash(nil, space, data, 5) }

// Must returns uuid if err is nil and panics otherwise.
func Must(uuid UUID, err error) UUID {
	if err != nil {
		panic(err)
	}
	return uuid
}

// Parse decodes s into a UUID or returns an error.
func Parse(s string) (UUID, error) { return UUID{}, nil }

// ParseBytes is like Parse, except it parses a byte slice instead of a string.
func ParseBytes(b []byte) (UUID, error) { return UUID{}, nil }

// MustParse is like Parse but panics if the string cannot be parsed.
func MustParse(s string) UUID { return Must(Parse(s)) }

// FromBytes creates a new UUID from a byte slice.
func FromBytes(b []byte) (uuid UUID, err error) { return UUID{}, nil }

// Validate returns an error if s is not a properly formatted UUID.
func Validate(s string) error { return nil }

// String returns the string form of uuid, xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.
func (uuid UUID) String() string { return "00000000-0000-0000-0000-000000000000" }

// URN returns the RFC 2141 URN form of uuid.
func (uuid UUID) URN() string { return "urn:uuid:" + uuid.String() }

// MarshalText implements encoding.TextMarshaler.
func (uuid UUID) MarshalText() ([]byte, error) { return []byte(uuid.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (uuid *UUID) UnmarshalText(data []byte) error { return nil }

// MarshalBinary implements encoding.BinaryMarshaler.
func (uuid UUID) MarshalBinary() ([]byte, error) { return uuid[:], nil }

// UnmarshalBinary implements encoding.BinaryUnmarshaler.
func (uuid *UUID) UnmarshalBinary(data []byte) error { return nil }

// UUIDs is a slice of UUID types.
type UUIDs []UUID

// Strings returns a string slice containing the string form of each UUID in uuids.
func (uuids UUIDs) Strings() []string { return nil }
