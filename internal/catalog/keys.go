package catalog

import "strings"

// freshSources are functions whose every call returns a new value, so a key
// made from one inside a retry scope differs on each attempt, by full name
// with StripMajor applied: the entries here and the SDK records' Fresh,
// added by index.go. The value is how messages name the source.
var freshSources = map[string]string{
	// github.com/google/uuid@v1.6.0
	"github.com/google/uuid.New":       "uuid.New",
	"github.com/google/uuid.NewString": "uuid.NewString",
	"github.com/google/uuid.NewRandom": "uuid.NewRandom",
	"github.com/google/uuid.NewUUID":   "uuid.NewUUID",
	"github.com/google/uuid.NewV6":     "uuid.NewV6",
	"github.com/google/uuid.NewV7":     "uuid.NewV7",
	// github.com/gofrs/uuid and its v5, satori
	"github.com/gofrs/uuid.NewV4":     "uuid.NewV4",
	"github.com/gofrs/uuid.NewV7":     "uuid.NewV7",
	"github.com/gofrs/uuid/v5.NewV4":  "uuid.NewV4",
	"github.com/gofrs/uuid/v5.NewV7":  "uuid.NewV7",
	"github.com/satori/go.uuid.NewV4": "uuid.NewV4",
	// github.com/oklog/ulid/v2@v2.1.2
	"github.com/oklog/ulid/v2.Make":    "ulid.Make",
	"github.com/oklog/ulid/v2.New":     "ulid.New",
	"github.com/oklog/ulid/v2.MustNew": "ulid.MustNew",
	// github.com/rs/xid@v1.6.0
	"github.com/rs/xid.New":         "xid.New",
	"github.com/rs/xid.NewWithTime": "xid.NewWithTime",
	// github.com/segmentio/ksuid@v1.0.4
	"github.com/segmentio/ksuid.New":       "ksuid.New",
	"github.com/segmentio/ksuid.NewRandom": "ksuid.NewRandom",
	// standard library
	"time.Now":         "time.Now",
	"crypto/rand.Read": "crypto/rand.Read",
	"crypto/rand.Text": "crypto/rand.Text",
	"crypto/rand.Int":  "crypto/rand.Int",
}

// freshPackages are packages all of whose functions and methods return new
// values on each call.
var freshPackages = map[string]string{
	"math/rand":    "math/rand",
	"math/rand/v2": "math/rand",
}

// Fresh returns how messages name the fresh source called as name, or "".
func Fresh(name string) string {
	if s, ok := freshSources[StripMajor(name)]; ok {
		return s
	}
	pkg := name
	if strings.HasPrefix(pkg, "(") { // method: (*math/rand.Rand).Intn
		pkg = strings.TrimLeft(pkg[1:], "*")
		if i := strings.Index(pkg, ")"); i >= 0 {
			pkg = pkg[:i]
		}
	}
	if i := strings.LastIndex(pkg, "."); i >= 0 {
		pkg = pkg[:i]
	}
	if s, ok := freshPackages[pkg]; ok {
		return s + "." + name[strings.LastIndex(name, ".")+1:]
	}
	return ""
}

// FileKeyGenerator makes the key where the file imports its package
// already (github.com/google/uuid@v1.6.0 uuid.go: NewString); else an SDK's
// NewKey, else DefaultKeyGenerator, imported (crypto/rand.Text, Go 1.24).
var (
	FileKeyGenerator    = KeyGenerator{Import: "github.com/google/uuid", Func: "NewString"}
	DefaultKeyGenerator = KeyGenerator{Import: "crypto/rand", Func: "Text", GoVersion: "go1.24", Names: []string{"rand", "crand"}}
)

// passthrough functions return a value made from their arguments without
// adding anything of their own: a fresh argument makes a fresh result, a
// stable one a stable result. Pointer helpers, formatting and conversion:
// the entries here and the SDK records' Passthrough, added by index.go, by
// full name with StripMajor applied.
var passthrough = map[string]bool{
	"github.com/google/uuid.Must":                true,
	"github.com/oklog/ulid/v2.MustParse":         true,
	"fmt.Sprintf":                                true,
	"fmt.Sprint":                                 true,
	"fmt.Sprintln":                               true,
	"strconv.Itoa":                               true,
	"strconv.FormatInt":                          true,
	"strconv.FormatUint":                         true,
	"strconv.Quote":                              true,
	"strings.Join":                               true,
	"strings.ToLower":                            true,
	"strings.ToUpper":                            true,
	"strings.TrimSpace":                          true,
	"strings.ReplaceAll":                         true,
	"path.Join":                                  true,
	"encoding/hex.EncodeToString":                true,
	"(*encoding/base64.Encoding).EncodeToString": true,
	"crypto/sha256.Sum256":                       true,
	"(github.com/google/uuid.UUID).String":       true,
	"(github.com/oklog/ulid/v2.ULID).String":     true,
	"(github.com/rs/xid.ID).String":              true,
	"(github.com/segmentio/ksuid.KSUID).String":  true,
	"(time.Time).UnixNano":                       true,
	"(time.Time).UnixMilli":                      true,
	"(time.Time).Unix":                           true,
	"(time.Time).Format":                         true,
	"(time.Time).String":                         true,
}

// IsPassthrough reports whether the function called name returns a value
// made from its arguments only.
func IsPassthrough(name string) bool { return passthrough[StripMajor(name)] }

// keySetters are methods whose argument is stored as the request's
// idempotency key, by full name with StripMajor applied: the SDK records'
// KeySetters, gathered by index.go.
var keySetters = map[string]int{}

// KeySetter returns the index of the argument of the method called name
// that is stored as the request's idempotency key.
func KeySetter(name string) (int, bool) {
	i, ok := keySetters[StripMajor(name)]
	return i, ok
}

// OptionalStringFunc is the name of the function by which an SDK's package
// makes, from a string, the optional value its input fields take: stripe-go
// String (a *string), aws-sdk-go-v2 aws.String, openai-go String (a
// param.Opt[string]). A fix that fills an optional key field calls the
// one of the field's package when its signature says so.
const OptionalStringFunc = "String"
