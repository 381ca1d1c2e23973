package catalog

import "strings"

// FreshSources are functions whose every call returns a new value, so a key
// made from one inside a retry scope differs on each attempt. The value is
// how messages name the source.
var FreshSources = map[string]string{
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
	// github.com/stripe/stripe-go/v82@v82.5.1 params.go: NewIdempotencyKey
	// formats time.Now and random bytes.
	"github.com/stripe/stripe-go/v76.NewIdempotencyKey": "stripe.NewIdempotencyKey",
	"github.com/stripe/stripe-go/v78.NewIdempotencyKey": "stripe.NewIdempotencyKey",
	"github.com/stripe/stripe-go/v79.NewIdempotencyKey": "stripe.NewIdempotencyKey",
	"github.com/stripe/stripe-go/v80.NewIdempotencyKey": "stripe.NewIdempotencyKey",
	"github.com/stripe/stripe-go/v81.NewIdempotencyKey": "stripe.NewIdempotencyKey",
	"github.com/stripe/stripe-go/v82.NewIdempotencyKey": "stripe.NewIdempotencyKey",
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
	if s, ok := FreshSources[name]; ok {
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

// Passthrough functions return a value made from their arguments without
// adding anything of their own: a fresh argument makes a fresh result, a
// stable one a stable result. Pointer helpers, formatting and conversion.
var Passthrough = map[string]bool{
	"github.com/stripe/stripe-go/v82.String":     true,
	"github.com/stripe/stripe-go/v76.String":     true,
	"github.com/stripe/stripe-go/v78.String":     true,
	"github.com/stripe/stripe-go/v79.String":     true,
	"github.com/stripe/stripe-go/v80.String":     true,
	"github.com/stripe/stripe-go/v81.String":     true,
	"github.com/aws/aws-sdk-go-v2/aws.String":    true,
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

// AttemptCounters are fields and methods whose value changes on every
// attempt of the surrounding at-least-once context or retry helper.
var AttemptCounters = map[string]string{
	// go.temporal.io/sdk@v1.51.0 internal/activity.go: ActivityInfo.Attempt
	// ("Attempt starts from 1 and increased by 1 for every retry").
	"go.temporal.io/sdk/internal.ActivityInfo.Attempt": "activity.GetInfo(ctx).Attempt",
	"go.temporal.io/sdk/activity.Info.Attempt":         "activity.GetInfo(ctx).Attempt",
	// github.com/failsafe-go/failsafe-go@v0.9.8 ExecutionInfo, embedded in Execution.
	"(github.com/failsafe-go/failsafe-go.ExecutionInfo).Attempts": "exec.Attempts()",
	"(github.com/failsafe-go/failsafe-go.ExecutionInfo).Retries":  "exec.Retries()",
}

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

// KeySetters are methods whose argument is stored as the request's
// idempotency key.
var KeySetters = map[string]int{
	// github.com/stripe/stripe-go/v82 params.go: (*Params).SetIdempotencyKey(val string)
	"(*github.com/stripe/stripe-go/v82.Params).SetIdempotencyKey": 0,
	"(*github.com/stripe/stripe-go/v81.Params).SetIdempotencyKey": 0,
	"(*github.com/stripe/stripe-go/v80.Params).SetIdempotencyKey": 0,
	"(*github.com/stripe/stripe-go/v79.Params).SetIdempotencyKey": 0,
	"(*github.com/stripe/stripe-go/v78.Params).SetIdempotencyKey": 0,
	"(*github.com/stripe/stripe-go/v76.Params).SetIdempotencyKey": 0,
}

// KeyHeaders are HTTP header names that carry an idempotency key, in
// canonical form.
var KeyHeaders = map[string]bool{
	"Idempotency-Key":   true,
	"X-Idempotency-Key": true,
	"X-Request-Id":      false, // tracing, not deduplication
}

// HeaderSetters are methods that set a header: the header name is argument
// 0 and the value argument 1.
var HeaderSetters = map[string]bool{
	"(net/http.Header).Set": true,
	"(net/http.Header).Add": true,
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
