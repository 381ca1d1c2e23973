// Package sdks holds what idemvet knows of the client libraries it reads:
// the schema of an SDK record (schema.go, and the write a call makes,
// writes.go), one record per SDK in the file of its family (http.go,
// stripe.go, aws.go, llm.go, hashicorp.go, google.go, kubernetes.go...),
// their list (SDKs) and their identities (SDKID). It holds no index: the
// catalog (package internal/catalog) derives its lookup indexes from these
// records, adds the writes of the generated tables (stripe-go's, and the
// aws-sdk-go-v2 operations that fill a token), and answers the passes'
// queries; its type aliases name this package's types, so that the passes
// import the catalog alone.
//
// Every entry was checked against the module's source at the version named
// in its comment.
package sdks

import "strings"

func init() {
	for _, s := range SDKs {
		if s.Majors {
			majorModules = append(majorModules, s.Module)
		}
	}
}

// Add appends the record s to SDKs, with a new identity when s.ID is
// NoSDK, and returns it as added: catalog.Register, which indexes it, is
// its one caller (tests that teach the catalog a made-up SDK). It must run
// before any lookup, as nothing here is guarded.
func Add(s SDK) SDK {
	if s.ID == NoSDK {
		s.ID = lastSDKID + 1
		for i := range SDKs {
			s.ID = max(s.ID, SDKs[i].ID+1)
		}
	}
	if s.Majors {
		majorModules = append(majorModules, s.Module)
	}
	SDKs = append(SDKs, s)
	return s
}

// majorModules are the modules whose packages are read alike in every major
// version (the /vN after the module path), filled from the SDK records with
// Majors set.
var majorModules []string

// StripMajor removes from name (a full function, type or package name) the
// major version suffix of a module whose majors the catalog reads alike:
// "(*github.com/stripe/stripe-go/v83.Params).SetIdempotencyKey" becomes
// "(*github.com/stripe/stripe-go.Params).SetIdempotencyKey". Other names are
// returned unchanged.
func StripMajor(name string) string {
	for _, m := range majorModules {
		i := strings.Index(name, m+"/v")
		if i < 0 {
			continue
		}
		start := i + len(m) + 2
		end := start
		for end < len(name) && name[end] >= '0' && name[end] <= '9' {
			end++
		}
		if end == start || name[start] == '0' || end < len(name) && !strings.ContainsRune("./)", rune(name[end])) {
			continue
		}
		return name[:i+len(m)] + name[end:]
	}
	return name
}

// An SDKID names an SDK or client library of the catalog. Rules compare
// identities, never the names messages show.
type SDKID int

const (
	NoSDK SDKID = iota
	SDKNetHTTP
	SDKRetryableHTTP
	SDKNetSMTP
	SDKStripe
	SDKAWS
	SDKOpenAI
	SDKAnthropic
	SDKSlack
	SDKSendGrid
	SDKTwilio
	SDKMailgun
	SDKDiscord
	SDKGitHub
	SDKVault
	SDKPagerDuty
	SDKSquare
	SDKGoogleCloud
	SDKTFE
	SDKKubernetes
	SDKBigQuery
	SDKTeaRPC
	SDKSimpleMail
	SDKHasuraGraphQL
	SDKShurcooLGraphQL
	SDKAtlassian
	SDKDarabonba
	SDKTencentCloud
	SDKAWSv1
	SDKDarabonbaRuntime
	SDKBCE
	SDKGenAI

	lastSDKID = SDKGenAI
)

// String is how messages name the SDK: its record's Name ("" for NoSDK).
func (id SDKID) String() string {
	if s := SDKFor(id); s != nil {
		return s.Name
	}
	return ""
}

// SDKs are the client libraries the catalog knows, net/http and net/smtp
// included (they write), in this order.
var SDKs = []SDK{
	netHTTPRecord,
	retryableHTTPRecord,
	netSMTPRecord,
	stripeRecord,
	awsRecord,
	awsV1Record,
	openAIRecord,
	anthropicRecord,
	slackRecord,
	sendGridRecord,
	twilioRecord,
	mailgunRecord,
	discordRecord,
	githubRecord,
	vaultRecord,
	pagerDutyRecord,
	squareRecord,
	googleCloudRecord,
	tfeRecord,
	teaRPCRecord,
	darabonbaRecord,
	darabonbaRuntimeRecord,
	tencentCloudRecord,
	bceRecord,
	kubernetesRecord,
	bigQueryRecord,
	simpleMailRecord,
	hasuraGraphQLRecord,
	shurcooLGraphQLRecord,
	atlassianRecord,
	genaiRecord,
}

// SDKFor returns the record of the SDK id, or nil.
func SDKFor(id SDKID) *SDK {
	for i := range SDKs {
		if SDKs[i].ID == id {
			return &SDKs[i]
		}
	}
	return nil
}

// Record returns the record of the SDK id; for NoSDK (user code), an empty
// record, which says nothing.
func (id SDKID) Record() *SDK {
	if s := SDKFor(id); s != nil {
		return s
	}
	return &SDK{}
}
