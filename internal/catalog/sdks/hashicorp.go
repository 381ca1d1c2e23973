package sdks

// HashiCorp's API clients: vault/api and go-tfe (go-retryablehttp, which
// both send with, is in http.go).

// github.com/hashicorp/vault/api@v1.23.0 logical.go: Read (:57) and List
// (:185) read; Delete (:388) removes a path. What Write (:227) and
// WriteWithContext (:231) do depends on the path (PathWrite): a KV put
// sets a value and repeats harmlessly, while pki issue and sign,
// root and intermediate generate, the creds of the database, aws and
// ssh engines, aws sts, transit datakey, auth/token/create and an
// approle secret-id make a new certificate, credential, key or token
// on each call (Vault's API docs for each engine; vault/api sends the
// path as given, logical.go:262). A path kept in a struct field (consul-
// template's VaultPKIQuery writes d.pkiPath, dependency/vault_pki.go) is
// read from the values its package stores in the field, when the field is
// unexported and every store is seen, and classified only when they all
// read alike. A path that cannot be read is left unclassified. The client retries by itself: DefaultConfig sets MaxRetries
// 2 (client.go:131-134, :263: "Defaults to 2 (for a total of three
// tries)"), and every request goes through rawRequestWithContext
// (client.go:1415), which sends it with a go-retryablehttp client of
// RetryMax MaxRetries (:1510-1518) and DefaultRetryPolicy (:1888: go-
// retryablehttp's, connection errors, 429 and 5xx, and a 412), whatever
// the method. NewClient(config) (client.go:611) takes the config's
// MaxRetries; SetMaxRetries(n) (:822) sets it per client; the
// VAULT_MAX_RETRIES variable (:404) can override it at run time, which
// no analysis sees. Logical() (logical.go:53) hands out the client's
// *Logical, whose calls are those requests.
var vaultRecord = SDK{
	ID:               SDKVault,
	Name:             "vault/api",
	Module:           "github.com/hashicorp/vault/api",
	KnownRetries:     true,
	RetriesTransient: true,
	Attempts:         3,
	DefaultRetries: &DefaultRetries{
		Client:      "github.com/hashicorp/vault/api.Client",
		Accessors:   []string{"(*github.com/hashicorp/vault/api.Client).Logical"},
		Constructor: "github.com/hashicorp/vault/api.NewClient",
		ConfigField: "MaxRetries",
		Setter:      "(*github.com/hashicorp/vault/api.Client).SetMaxRetries",
	},
	Writes: map[string]WriteAPI{
		"(*github.com/hashicorp/vault/api.Logical).Read":              {Class: WriteRead},
		"(*github.com/hashicorp/vault/api.Logical).ReadWithContext":   {Class: WriteRead},
		"(*github.com/hashicorp/vault/api.Logical).List":              {Class: WriteRead},
		"(*github.com/hashicorp/vault/api.Logical).ListWithContext":   {Class: WriteRead},
		"(*github.com/hashicorp/vault/api.Logical).Write":             {Path: &PathWrite{Arg: 0, Issuing: vaultIssuing}},
		"(*github.com/hashicorp/vault/api.Logical).WriteWithContext":  {Path: &PathWrite{Arg: 1, Issuing: vaultIssuing}},
		"(*github.com/hashicorp/vault/api.Logical).Delete":            {Class: WriteIdempotent},
		"(*github.com/hashicorp/vault/api.Logical).DeleteWithContext": {Class: WriteIdempotent},
	},
	Mechanism: DefaultRetryCount,
	NoFix:     "vault/api's retries are set per client, which other calls share",
}

// vaultIssuing are the vault/api write paths that issue something new on
// each call (see the vault/api record): the mount's name is free.
var vaultIssuing = []string{
	"*/issue", "*/sign", "*/sign-verbatim", "*/sign-intermediate",
	"*/root/generate", "*/intermediate/generate", "*/issuers/generate",
	"*/creds", "*/sts", "*/datakey",
	"auth/token/create", "auth/token/create-orphan", "auth/*/role/*/secret-id",
}

// github.com/hashicorp/go-tfe@v1.111.2 run.go:28, :505: Runs.Create(ctx,
// RunCreateOptions) queues a new run on each call, and the API takes no
// key, so a retry after a timeout may queue (and apply) twice: an unkeyed
// write. workspace.go:29, :904: Workspaces.Create(ctx, organization,
// WorkspaceCreateOptions) creates a workspace by its required name, and
// a second create of a name is refused (422, name already taken), so a
// retry makes nothing twice.
// github.com/hashicorp/go-tfe@v1.111.2 tfe.go: NewClient (:368) builds
// a retryablehttp.Client with RetryMax 30 (:433-440) and CheckRetry
// retryHTTPCheck (:659), which retries a 429 always, and a 5xx or a
// connection error only when retryServerErrors is set: by
// Config.RetryServerErrors (:81, false in DefaultConfig, :94) or
// (*Client).RetryServerErrors(true) (:653). Its services are interfaces
// (Runs, Workspaces), reached as client.Runs.Create. A 429 was refused,
// so the default client is no retry layer of writes; with server errors
// on, a call makes up to 31 attempts. Those attempts are sent through
// Config.HTTPClient (:74; NewClient puts it in the retryablehttp.Client's
// HTTPClient field, :436-444): an *http.Client there that retries by
// itself retries each of them again.
var tfeRecord = SDK{
	ID:           SDKTFE,
	Name:         "go-tfe",
	Module:       "github.com/hashicorp/go-tfe",
	KnownRetries: true,
	// With server errors on, the only way it is a layer: 429, 5xx and
	// connection errors.
	RetriesTransient: true,
	Attempts:         31,
	ServerRetries: &ServerRetries{
		Client:          "github.com/hashicorp/go-tfe.Client",
		Constructor:     "github.com/hashicorp/go-tfe.NewClient",
		ConfigField:     "RetryServerErrors",
		Setter:          "(*github.com/hashicorp/go-tfe.Client).RetryServerErrors",
		HTTPClientField: "HTTPClient",
	},
	Writes: map[string]WriteAPI{
		"(github.com/hashicorp/go-tfe.Runs).Create":       {Class: WriteUnkeyed},
		"(github.com/hashicorp/go-tfe.Runs).Read":         {Class: WriteRead},
		"(github.com/hashicorp/go-tfe.Workspaces).Create": {Class: WriteIdempotent},
		"(github.com/hashicorp/go-tfe.Workspaces).Read":   {Class: WriteRead},
	},
	Mechanism: ServerRetrySwitch,
	NoFix:     "go-tfe's server retries are set per client, which other calls share",
}
