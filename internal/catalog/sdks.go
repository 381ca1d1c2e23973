package catalog

import "github.com/idemvet/idemvet/internal/catalog/sdks"

// The SDK records and their schema are in package sdks; the catalog names
// them here, so that the passes, which query the catalog's indexes, import
// the catalog alone.

// The schema of an SDK record and of a write (sdks/schema.go,
// sdks/writes.go, and the types of the records' families).
type (
	SDK             = sdks.SDK
	SDKID           = sdks.SDKID
	RetryMechanism  = sdks.RetryMechanism
	RetryingClient  = sdks.RetryingClient
	RuntimeRetries  = sdks.RuntimeRetries
	ConfigRetries   = sdks.ConfigRetries
	ServerRetries   = sdks.ServerRetries
	DefaultRetries  = sdks.DefaultRetries
	AWSServices     = sdks.AWSServices
	AWSV1Services   = sdks.AWSV1Services
	PolicyRetries   = sdks.PolicyRetries
	StripeBackends  = sdks.StripeBackends
	KeyGenerator    = sdks.KeyGenerator
	WriteClass      = sdks.WriteClass
	SlotKind        = sdks.SlotKind
	WriteAPI        = sdks.WriteAPI
	PostForm        = sdks.PostForm
	PathWrite       = sdks.PathWrite
	FIFOWrite       = sdks.FIFOWrite
	HTTPRequestCtor = sdks.HTTPRequestCtor
	StreamAppend    = sdks.StreamAppend
	ObjectCreate    = sdks.ObjectCreate
)

// The identities of the SDK records (sdks.SDKID).
const (
	NoSDK               = sdks.NoSDK
	SDKNetHTTP          = sdks.SDKNetHTTP
	SDKRetryableHTTP    = sdks.SDKRetryableHTTP
	SDKNetSMTP          = sdks.SDKNetSMTP
	SDKStripe           = sdks.SDKStripe
	SDKAWS              = sdks.SDKAWS
	SDKOpenAI           = sdks.SDKOpenAI
	SDKAnthropic        = sdks.SDKAnthropic
	SDKSlack            = sdks.SDKSlack
	SDKSendGrid         = sdks.SDKSendGrid
	SDKTwilio           = sdks.SDKTwilio
	SDKMailgun          = sdks.SDKMailgun
	SDKDiscord          = sdks.SDKDiscord
	SDKGitHub           = sdks.SDKGitHub
	SDKVault            = sdks.SDKVault
	SDKPagerDuty        = sdks.SDKPagerDuty
	SDKSquare           = sdks.SDKSquare
	SDKGoogleCloud      = sdks.SDKGoogleCloud
	SDKTFE              = sdks.SDKTFE
	SDKKubernetes       = sdks.SDKKubernetes
	SDKBigQuery         = sdks.SDKBigQuery
	SDKTeaRPC           = sdks.SDKTeaRPC
	SDKSimpleMail       = sdks.SDKSimpleMail
	SDKHasuraGraphQL    = sdks.SDKHasuraGraphQL
	SDKShurcooLGraphQL  = sdks.SDKShurcooLGraphQL
	SDKAtlassian        = sdks.SDKAtlassian
	SDKDarabonba        = sdks.SDKDarabonba
	SDKTencentCloud     = sdks.SDKTencentCloud
	SDKAWSv1            = sdks.SDKAWSv1
	SDKDarabonbaRuntime = sdks.SDKDarabonbaRuntime
	SDKBCE              = sdks.SDKBCE
)

// What a call does to the world (sdks.WriteClass).
const (
	WriteUnknown    = sdks.WriteUnknown
	WriteRead       = sdks.WriteRead
	WriteIdempotent = sdks.WriteIdempotent
	WriteKeyed      = sdks.WriteKeyed
	WriteUnkeyed    = sdks.WriteUnkeyed
)

// Where a keyed write's key goes (sdks.SlotKind).
const (
	NoSlot         = sdks.NoSlot
	SlotField      = sdks.SlotField
	SlotHeader     = sdks.SlotHeader
	SlotParam      = sdks.SlotParam
	SlotRewrite    = sdks.SlotRewrite
	SlotHidden     = sdks.SlotHidden
	SlotObjectName = sdks.SlotObjectName
	SlotOption     = sdks.SlotOption
	SlotBuilder    = sdks.SlotBuilder
)

// How an SDK retries by itself (sdks.RetryMechanism).
const (
	NoMechanism       = sdks.NoMechanism
	RequestOption     = sdks.RequestOption
	ClientField       = sdks.ClientField
	AWSRetryer        = sdks.AWSRetryer
	StripeBackend     = sdks.StripeBackend
	ServerRetrySwitch = sdks.ServerRetrySwitch
	DefaultRetryCount = sdks.DefaultRetryCount
	RuntimeOptions    = sdks.RuntimeOptions
	ConfigCount       = sdks.ConfigCount
	StreamWriter      = sdks.StreamWriter
	AWSRequestRetryer = sdks.AWSRequestRetryer
	ConfigPolicy      = sdks.ConfigPolicy
)

// go-retryablehttp's client, named by its record (sdks/http.go).
const (
	RetryableHTTPClient       = sdks.RetryableHTTPClient
	RetryableHTTPNewClient    = sdks.RetryableHTTPNewClient
	StandardClient            = sdks.StandardClient
	RetryableHTTPRoundTripper = sdks.RetryableHTTPRoundTripper
)

// SDKs are the client libraries the catalog knows (sdks.SDKs), net/http and
// net/smtp included (they write), in this order; Register adds to them.
var SDKs = sdks.SDKs

// SDKFor returns the record of the SDK id, or nil.
func SDKFor(id SDKID) *SDK { return sdks.SDKFor(id) }

// StripMajor removes from name (a full function, type or package name) the
// major version suffix of a module whose majors the catalog reads alike
// (sdks.StripMajor): "(*github.com/stripe/stripe-go/v83.Params).SetIdempotencyKey"
// becomes "(*github.com/stripe/stripe-go.Params).SetIdempotencyKey".
func StripMajor(name string) string { return sdks.StripMajor(name) }
