package sdks

// stripe-go: its record. The catalog reads its generated write tables
// (package sdkwrites: writes_stripe.go, writes_stripe_v72.go) with it.

// github.com/stripe/stripe-go/v82@v82.5.1: API calls go through a
// Backend whose MaxNetworkRetries defaults to DefaultMaxNetworkRetries = 2
// (stripe.go:50), set per client with BackendConfig.MaxNetworkRetries.
// There is no per-call setting. Its writes are generated
// (sdkwrites/writes_stripe.go). Names of every major are read as v82's. Checked
// against v72.122.0 (and v72.0.0, v75.0.0 for the two facts below):
// the same DefaultMaxNetworkRetries = 2 (stripe.go:51, applied by
// GetBackendWithConfig at stripe.go:1046, so the package-level
// functions, charge.New(params), and client.API's clients, sc.Charges.New,
// retry alike), the same automatic key (stripe.go:405-414: a nil
// Params.IdempotencyKey on a POST, PUT, PATCH or DELETE gets
// NewIdempotencyKey(), reused only by the SDK's own retries),
// Params.IdempotencyKey, SetIdempotencyKey, String and ErrorTypeAPI
// (params.go:192-274). v72 has 88 functions that v82 no longer has
// (sub.New, subitem.New, reversal.New, usagerecord.New, order.Pay, ...):
// its own generated table (sdkwrites/writes_stripe_v72.go) supplies them; for the
// functions both have, the classes are the same (only the params index
// of the read session.ListLineItems differs). v72's clients are made
// with client.New(key, backends), which nestedretry's fix (for
// stripe.NewClient) does not rewrite.
var stripeRecord = SDK{
	ID:           SDKStripe,
	Name:         "stripe-go",
	Module:       "github.com/stripe/stripe-go",
	Majors:       true,
	KnownRetries: true,
	Attempts:     3,
	Backends: &StripeBackends{
		ParamsSuffix:          "Params",
		NewClient:             "NewClient",
		WithBackends:          "WithBackends",
		NewBackendsWithConfig: "NewBackendsWithConfig",
		BackendConfig:         "BackendConfig",
		RetriesField:          "MaxNetworkRetries",
		Int64:                 "Int64",
		// stripe.go:227 BackendConfig.HTTPClient *http.Client, the
		// client every attempt is sent with (:722); shouldRetry
		// (:1018) retries every error that is not Stripe's own but a
		// redirect, scheme or certificate url.Error (:1047-1066), so
		// the error a retrying client gives up with is retried.
		HTTPClientField: "HTTPClient",
		// params.go: Params{IdempotencyKey *string, ...} and
		// (*Params).SetIdempotencyKey(val string); stripe.go:1431
		// String(v) *string.
		ParamsField: "Params",
		KeyField:    "IdempotencyKey",
		KeySetter:   "SetIdempotencyKey",
		String:      "String",
	},
	// params.go: (*Params).SetIdempotencyKey(val string).
	KeySetters: map[string]int{"(*github.com/stripe/stripe-go/v82.Params).SetIdempotencyKey": 0},
	// params.go: NewIdempotencyKey formats time.Now and random bytes.
	Fresh:       map[string]string{"github.com/stripe/stripe-go/v82.NewIdempotencyKey": "stripe.NewIdempotencyKey"},
	NewKey:      "NewIdempotencyKey",
	Passthrough: []string{"github.com/stripe/stripe-go/v82.String"},
	// error.go: api_error covers problems on Stripe's side, after which
	// the request may have applied.
	AmbiguousConstants: map[string]string{"github.com/stripe/stripe-go/v82.ErrorTypeAPI": "stripe.ErrorTypeAPI"},
	Mechanism:          StripeBackend,
}
