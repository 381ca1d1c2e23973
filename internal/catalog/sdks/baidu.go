package sdks

// Baidu AI Cloud's SDK.

// github.com/baidubce/bce-sdk-go@v0.9.279: every service package's client
// embeds *bce.BceClient (services/bcc/client.go:33, services/bos/
// client.go:57), whose Config *BceClientConfiguration (bce/client.go:64)
// holds the Retry RetryPolicy (bce/config.go:63) that SendRequest
// (bce/client.go:138-190, and the V2 and FromBytes senders, :178-325)
// asks after each failure: BackOffRetryPolicy.ShouldRetry (bce/retry.go:
// 62) allows a retry while the retries made are below maxErrorRetry, on
// network errors, 500, 502, 503, a 400 "Http400" and an expired request.
// bcc.NewClient(ak, sk, endPoint) (services/bcc/client.go:39) sets
// Retry: bce.DEFAULT_RETRY_POLICY = NewBackOffRetryPolicy(3, 20000, 300)
// (bce/config.go:44), 3 retries, 4 attempts; bos.NewClient
// (services/bos/client.go:213) → NewClientWithConfig (:247) sets
// api.DEFAULT_BOS_RETRY_POLICY = NewBosRetryPolicy(3, 20000, 300)
// (services/bos/api/retry.go:14, :86) unless the config's
// WithRetryPolicy (:181) set one. bce.NewNoRetryPolicy() (bce/retry.go:
// 46) never retries; the client's comment says to set cli.Config.xxx to
// change the config (services/bcc/client.go:38). bcc's CreateInstance
// (:72) carries args.ClientToken (api/model.go:357).
var bceRecord = SDK{
	ID:           SDKBCE,
	Name:         "bce-sdk-go",
	Module:       "github.com/baidubce/bce-sdk-go",
	KnownRetries: true,
	Attempts:     4,
	Policies: &PolicyRetries{
		ServicePrefix: "github.com/baidubce/bce-sdk-go/services/",
		BaseClient:    "github.com/baidubce/bce-sdk-go/bce.BceClient",
		ConfigField:   "Config",
		PolicyField:   "Retry",
		NoRetry:       "github.com/baidubce/bce-sdk-go/bce.NewNoRetryPolicy",
		NoRetryType:   "github.com/baidubce/bce-sdk-go/bce.NoRetryPolicy",
		Counted:       []string{"github.com/baidubce/bce-sdk-go/bce.NewBackOffRetryPolicy", "github.com/baidubce/bce-sdk-go/services/bos/api.NewBosRetryPolicy"},
		ConfigSetters: []string{"WithRetryPolicy"},
		Attempts:      4,
	},
	Mechanism: ConfigPolicy,
}
