package catalog

// A Filler writes new values into a buffer argument rather than returning
// them: crypto/rand.Read(buf) fills buf with random bytes. Hand-written token
// helpers make keys this way (a [16]byte filled by rand.Read, then hex or
// base64 encoded), so a buffer filled by one inside a retry scope is fresh.
type Filler struct {
	Dst  int    // index of the buffer argument written
	Desc string // how messages name the source
	// Reader, when set, is the full name of the variable that must be the
	// call's argument 0 (io.ReadFull(rand.Reader, buf)) or its receiver.
	Reader string
}

// FreshFillers are the functions that fill a buffer with new values on
// each call, by full name.
var FreshFillers = map[string]Filler{
	// crypto/rand (go1.26) rand.go: func Read(b []byte) (n int, err error).
	"crypto/rand.Read": {Dst: 0, Desc: "crypto/rand.Read"},
	// math/rand (go1.26) rand.go: func Read(p []byte) (n int, err error) and
	// func (r *Rand) Read(p []byte) (n int, err error).
	"math/rand.Read":               {Dst: 0, Desc: "math/rand.Read"},
	"(*math/rand.Rand).Read":       {Dst: 0, Desc: "math/rand.Read"},
	"(*math/rand/v2.ChaCha8).Read": {Dst: 0, Desc: "math/rand/v2.ChaCha8.Read"},
	// io (go1.26) io.go: func ReadFull(r Reader, buf []byte) (n int, err
	// error), fresh when r is crypto/rand.Reader.
	"io.ReadFull":      {Dst: 1, Desc: "io.ReadFull(rand.Reader)", Reader: "crypto/rand.Reader"},
	"(io.Reader).Read": {Dst: 0, Desc: "rand.Reader.Read", Reader: "crypto/rand.Reader"},
}

// A Copier writes into its Dst buffer a value made from its Src buffer, so
// the destination is fresh when the source is: hex.Encode(dst, buf).
type Copier struct{ Dst, Src int }

// BufferCopiers are the functions that encode or copy one buffer into
// another, by full name; "copy" is the builtin.
var BufferCopiers = map[string]Copier{
	// encoding/hex (go1.26) hex.go: func Encode(dst, src []byte) int.
	"encoding/hex.Encode": {Dst: 0, Src: 1},
	// encoding/base64 and base32 (go1.26): func (enc *Encoding) Encode(dst, src []byte).
	"(*encoding/base64.Encoding).Encode": {Dst: 0, Src: 1},
	"(*encoding/base32.Encoding).Encode": {Dst: 0, Src: 1},
	"copy":                               {Dst: 0, Src: 1},
}
