package sdks

// Tencent Cloud's SDK.

// github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common@
// v1.3.213 client.go:69 Send → sendWithRateLimitRetry
// (ratelimitretry.go:19, a loop of RateLimitExceededMaxRetries + 1
// attempts that sends again on RequestLimitExceeded) →
// sendWithNetworkFailureRetry (netretry.go:17, a loop of
// NetworkFailureMaxRetries + 1 attempts that sends again on a timeout
// or temporary network error, for a request with a ClientToken).
// Both counts are fields of profile.ClientProfile
// (profile/client_profile.go:50, :55), 0 in NewClientProfile: one
// attempt per call. Every product package's NewClient(credential,
// region, clientProfile) (cvm/v20170312 client.go) makes a client that
// sends with Send.
var tencentCloudRecord = SDK{
	ID:           SDKTencentCloud,
	Name:         "tencentcloud-sdk-go",
	Module:       "github.com/tencentcloud/tencentcloud-sdk-go",
	KnownRetries: true,
	ConfigRetries: &ConfigRetries{
		Constructor: "NewClient",
		Config:      "github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile.ClientProfile",
		Counts:      []string{"RateLimitExceededMaxRetries", "NetworkFailureMaxRetries"},
		On:          "a retry count set",
	},
	Mechanism: ConfigCount,
	NoFix:     "the retry count is in the config the client is made with, which other calls share",
}
