// Package tokens has client-token helpers written the way Terraform
// providers and cloud SDKs write them: random bytes read into a buffer and
// then encoded (the Tencent Cloud provider's helper.BuildToken, the Baidu
// Cloud SDK's util.NewUUID), and pointer helpers that return their argument.
package tokens

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"io"
	mrand "math/rand"
)

// BuildToken fills a slice with crypto/rand.Read and encodes it.
func BuildToken() string { // want BuildToken:`fresh: returns a new value from crypto/rand.Read on each call`
	buf := make([]byte, 16)
	_, _ = rand.Read(buf)
	return base64.StdEncoding.EncodeToString(buf)
}

// NewUUID fills an array until the read succeeds and hex-encodes it piece
// by piece into a second buffer.
func NewUUID() string { // want NewUUID:`fresh: returns a new value from crypto/rand.Read on each call`
	var buf [16]byte
	for {
		if _, err := rand.Read(buf[:]); err == nil {
			break
		}
	}
	buf[6] = (buf[6] & 0x0f) | (4 << 4)
	buf[8] = (buf[8] & 0xbf) | 0x80

	res := make([]byte, 36)
	hex.Encode(res[0:8], buf[0:4])
	res[8] = '-'
	hex.Encode(res[9:13], buf[4:6])
	res[13] = '-'
	hex.Encode(res[14:18], buf[6:8])
	res[18] = '-'
	hex.Encode(res[19:23], buf[8:10])
	res[23] = '-'
	hex.Encode(res[24:], buf[10:])
	return string(res)
}

// ReadFullToken reads from crypto/rand.Reader.
func ReadFullToken() (string, error) { // want ReadFullToken:`fresh: returns a new value from io.ReadFull\(rand.Reader\) on each call`
	b := make([]byte, 12)
	if _, err := io.ReadFull(rand.Reader, b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// MathToken fills an array from a math/rand source and copies it.
func MathToken(r *mrand.Rand) string { // want MathToken:`fresh: returns a new value from math/rand.Read on each call`
	var b [8]byte
	r.Read(b[:])
	out := make([]byte, 8)
	copy(out, b[:])
	return hex.EncodeToString(out)
}

// String returns a pointer to its argument (a provider's helper.String).
func String(s string) *string { return &s } // want String:`passthrough: 0`

// Checksum is the same for the same data: not fresh.
func Checksum(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// FromReader reads from a caller's reader, which need not be random.
func FromReader(r io.Reader) string {
	b := make([]byte, 8)
	_, _ = io.ReadFull(r, b)
	return hex.EncodeToString(b)
}

// Zero encodes a buffer that nothing fills.
func Zero() string {
	var b [16]byte
	return hex.EncodeToString(b[:])
}

// Prefixed returns either of two values, so it is no passthrough.
func Prefixed(s string) *string {
	if s == "" {
		return nil
	}
	p := "tok-" + s
	return &p
}
