package catalog

import (
	"reflect"
	"strings"
)

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

// A KeyGenerator is a function that a fix calls, without arguments, to
// make a new idempotency key as a string.
type KeyGenerator struct {
	Import string // its package
	Func   string // its name in the package
	// GoVersion is the first Go version that has it ("" any); Names are the
	// names to import the package under when the file does not import it
	// yet, in order of preference.
	GoVersion string
	Names     []string
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

// KeyFieldNames are struct field names that hold an idempotency key: the
// SDKs' own (stripe-go Params.IdempotencyKey, aws-sdk-go-v2 ClientToken,
// SQS MessageDeduplicationId) and the names user code gives them.
var KeyFieldNames = map[string]bool{
	"IdempotencyKey":         true,
	"IdempotencyToken":       true,
	"IdempotentKey":          true,
	"ClientToken":            true,
	"ClientRequestToken":     true,
	"ClientRequestId":        true,
	"DeduplicationId":        true,
	"DeduplicationID":        true,
	"MessageDeduplicationId": true,
	"DedupKey":               true,
	"DedupeKey":              true,
	"DeduplicationKey":       true,
}

// IsKeyMapKey reports whether a string key of a request body built as a
// map names a key slot: a KeyFieldNames name in any case, with or without
// separators ("ClientToken", "client_token", "idempotency_key",
// "dedup_key"), as the Alibaba, Tencent and Baidu Cloud RPC bodies and JSON
// bodies spell them.
func IsKeyMapKey(k string) bool {
	return keyMapKeys[strings.ToLower(keySeparators.Replace(k))]
}

// keySeparators drops the separators of a key's name, made once: a
// Replacer builds its tables on first use.
var keySeparators = strings.NewReplacer("_", "", "-", "")

// IsKeyJSONField reports whether a struct field, by name and tag, holds an
// idempotency key in a JSON body: a KeyFieldNames name, unless its JSON name
// says otherwise, or a JSON name that spells one ("idempotency_key",
// "idempotencyKey", "client_token").
func IsKeyJSONField(name, tag string) bool {
	jn, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	switch jn {
	case "-":
		return false
	case "":
		return KeyFieldNames[name]
	}
	return IsKeyMapKey(jn)
}

// DedupBodyKeys are JSON names of body fields that receivers deduplicate
// by, named so only in a body (a map key or a json tag), not as Go field
// names: Alertmanager's webhook payload "groupKey" (its documentation:
// "key identifying the group of alerts (e.g. to deduplicate)"), which
// incident.io's Alertmanager source reads too, and VictorOps' (Splunk
// On-Call's) REST "entity_id", by which alerts of one incident are one.
var DedupBodyKeys = []string{"groupKey", "entity_id"}

var keyMapKeys = func() map[string]bool {
	m := map[string]bool{}
	for k, ok := range KeyFieldNames {
		if ok {
			m[strings.ToLower(k)] = true
		}
	}
	for _, k := range DedupBodyKeys {
		m[strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))] = true
	}
	return m
}()

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

// IsKeyParamName reports whether a parameter or variable name says it holds
// an idempotency key: idempotencyKey, idemKey, clientToken, dedupID...
func IsKeyParamName(name string) bool {
	n := strings.ToLower(strings.ReplaceAll(name, "_", ""))
	switch {
	case strings.Contains(n, "idempoten"),
		strings.HasPrefix(n, "idemkey"),
		n == "clienttoken", n == "clientrequesttoken",
		strings.HasPrefix(n, "dedup"), strings.HasPrefix(n, "deduplication"):
		return true
	}
	return false
}

// OptionalStringFunc is the name of the function by which an SDK's package
// makes, from a string, the optional value its input fields take: stripe-go
// String (a *string), aws-sdk-go-v2 aws.String, openai-go String (a
// param.Opt[string]). A fix that fills an optional key field calls the
// one of the field's package when its signature says so.
const OptionalStringFunc = "String"
