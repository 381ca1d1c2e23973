package sdks

// The HTTP clients: net/http and go-retryablehttp, their records and the
// request builders whose method decides what a request does.

// RetryableHTTPClient is the retrying client type of go-retryablehttp.
const RetryableHTTPClient = "github.com/hashicorp/go-retryablehttp.Client"

// RetryableHTTPNewClient makes a client with the default RetryMax.
const RetryableHTTPNewClient = "github.com/hashicorp/go-retryablehttp.NewClient"

// StandardClient returns a *http.Client whose transport is the retrying
// client (go-retryablehttp@v0.7.8 client.go:920).
const StandardClient = "(*github.com/hashicorp/go-retryablehttp.Client).StandardClient"

// RetryableHTTPRoundTripper is the transport that StandardClient installs;
// its Client field is the retrying client (roundtripper.go).
const RetryableHTTPRoundTripper = "github.com/hashicorp/go-retryablehttp.RoundTripper"

// net/http (Go 1.26) client.go: Post(url, contentType string, body
// io.Reader), PostForm(url string, data url.Values), and the *Client
// methods of the same shape. No header can be set on them.
var netHTTPRecord = SDK{
	ID:     SDKNetHTTP,
	Name:   "net/http",
	Module: "net/http",
	Writes: map[string]WriteAPI{
		"net/http.Post":                   {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: 1, Body: 2}},
		"net/http.PostForm":               {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true}},
		"(*net/http.Client).Post":         {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Client: true}},
		"(*net/http.Client).PostForm":     {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Client: true}},
		"net/http.Get":                    {Class: WriteRead, CreateByPath: 1},
		"net/http.Head":                   {Class: WriteRead},
		"(*net/http.Client).Get":          {Class: WriteRead, CreateByPath: 1},
		"(*net/http.Client).Head":         {Class: WriteRead},
		"(*net/http.Client).CloseIdle":    {Class: WriteRead},
		"(*net/http.Request).WithContext": {Class: WriteRead},
	},
	// (*Client).Do(req *Request); NewRequest(method, url string, body
	// io.Reader), NewRequestWithContext(ctx, method, url, body).
	Senders:      map[string]WriteAPI{"(*net/http.Client).Do": {Slot: SlotHeader, Arg: 0}},
	RequestCtors: map[string]HTTPRequestCtor{"net/http.NewRequest": {Method: 0}, "net/http.NewRequestWithContext": {Method: 1}},

	// A POST is classed by its method; its key goes in a header.
	RawHTTP: true,
}

// github.com/hashicorp/go-retryablehttp@v0.7.8 client.go: NewClient sets
// RetryMax = defaultRetryMax = 4, and Do retries every method, POST
// included, on connection errors, 429 and 5xx (DefaultRetryPolicy). Get,
// Head, Post and PostForm (client.go:891-914) use defaultClient =
// NewClient().
var retryableHTTPRecord = SDK{
	ID:               SDKRetryableHTTP,
	Name:             "go-retryablehttp",
	Module:           "github.com/hashicorp/go-retryablehttp",
	KnownRetries:     true,
	RetriesTransient: true,
	Clients: map[string]RetryingClient{
		RetryableHTTPClient: {
			Attempts:     5,
			Short:        "retryablehttp.Client",
			Methods:      map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true},
			RetriesField: "RetryMax",
			// client.go:70 CheckRetry func(ctx, resp, err) (bool, error),
			// asked after every attempt: one that never says true
			// turns the retries off.
			CheckField: "CheckRetry",
			// client.go DefaultRetryPolicy (NewClient's) and
			// ErrorPropagatedRetryPolicy retry every method on a
			// connection error, a timeout, 429 and 5xx.
			DefaultChecks: []string{
				"github.com/hashicorp/go-retryablehttp.DefaultRetryPolicy",
				"github.com/hashicorp/go-retryablehttp.ErrorPropagatedRetryPolicy",
			},
			// client.go:101 HTTPClient *http.Client, the client each
			// attempt is sent with.
			TransportField: "HTTPClient",
			Constructor:    RetryableHTTPNewClient,
			// client.go:920 StandardClient returns an *http.Client whose
			// Transport is a RoundTripper with the client in its Client
			// field (roundtripper.go).
			StandardClient:    StandardClient,
			RoundTripper:      RetryableHTTPRoundTripper,
			RoundTripperField: "Client",
		},
	},
	ClientFuncs: map[string]RetryingClient{
		"github.com/hashicorp/go-retryablehttp.Get":      {Attempts: 5, Short: "retryablehttp.Get"},
		"github.com/hashicorp/go-retryablehttp.Head":     {Attempts: 5, Short: "retryablehttp.Head"},
		"github.com/hashicorp/go-retryablehttp.Post":     {Attempts: 5, Short: "retryablehttp.Post"},
		"github.com/hashicorp/go-retryablehttp.PostForm": {Attempts: 5, Short: "retryablehttp.PostForm"},
	},
	Writes: map[string]WriteAPI{
		"github.com/hashicorp/go-retryablehttp.Post":               {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Retryable: true}},
		"github.com/hashicorp/go-retryablehttp.PostForm":           {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Retryable: true}},
		"(*github.com/hashicorp/go-retryablehttp.Client).Post":     {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Client: true, Retryable: true}},
		"(*github.com/hashicorp/go-retryablehttp.Client).PostForm": {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Client: true, Retryable: true}},
		"github.com/hashicorp/go-retryablehttp.Get":                {Class: WriteRead},
		"github.com/hashicorp/go-retryablehttp.Head":               {Class: WriteRead},
		"(*github.com/hashicorp/go-retryablehttp.Client).Get":      {Class: WriteRead},
		"(*github.com/hashicorp/go-retryablehttp.Client).Head":     {Class: WriteRead},
	},
	// client.go:666 (*Client).Do(req *Request), sent up to 5 times;
	// client.go:315,323 NewRequest and NewRequestWithContext.
	Senders: map[string]WriteAPI{"(*github.com/hashicorp/go-retryablehttp.Client).Do": {Slot: SlotHeader, Arg: 0, Attempts: 5}},
	RequestCtors: map[string]HTTPRequestCtor{
		"github.com/hashicorp/go-retryablehttp.NewRequest":            {Method: 0, Retryable: true},
		"github.com/hashicorp/go-retryablehttp.NewRequestWithContext": {Method: 1, Retryable: true},
	},
	Mechanism: ClientField,

	// A POST is classed by its method; its key goes in a header.
	RawHTTP: true,
}

// HTTPRequestCtor describes a function that builds a request: the index of
// its method argument.
type HTTPRequestCtor struct {
	Method    int
	Retryable bool // go-retryablehttp's *Request
}

// URLArg is the index of a request constructor's URL argument: it follows
// the method in every constructor of the records (net/http NewRequest and
// NewRequestWithContext, go-retryablehttp NewRequest and
// NewRequestWithContext).
func (c HTTPRequestCtor) URLArg() int { return c.Method + 1 }

// BodyArg is the index of the constructor's body argument: the reader of
// http.NewRequest, the raw body (a reader, []byte or string) of
// go-retryablehttp's NewRequest.
func (c HTTPRequestCtor) BodyArg() int { return c.Method + 2 }
