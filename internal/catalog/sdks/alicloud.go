package sdks

// Alibaba Cloud's SDKs: the tea-rpc client and darabonba-openapi, on which
// the product SDKs are generated.

// github.com/alibabacloud-go/tea-rpc@v1.3.3 client/client.go:301
// (*Client).DoRequest(action, protocol, method, version, authType *string,
// query, body map[string]interface{}, runtime *util.RuntimeOptions), util
// being github.com/alibabacloud-go/tea-utils/service: its loop (:326)
// sends the request again while tea.AllowRetry says so and
// tea.Retryable(err) holds. github.com/alibabacloud-go/tea@v1.2.2
// tea/tea.go:612 AllowRetry: the first attempt always; a later one only
// when runtime.Autoretry is true (:315 "retryable") and MaxAttempts
// (default 3, :316) is not below the retry count, so MaxAttempts + 1
// attempts in all; :824 Retryable: every error that is not an SDKError
// (a lost connection, a timeout) and a 5xx. A POST that timed out after
// the server took it is sent again. tea-utils@v1.4.5 service/service.go:
// RuntimeOptions.Autoretry *bool (:23), MaxAttempts *int (:25), and
// their setters SetAutoretry (:48), SetMaxAttempts (:58). The same in
// tea-rpc v1.2.0 (:300) and tea v1.5.2.
var teaRPCRecord = SDK{
	ID:           SDKTeaRPC,
	Name:         "tea-rpc",
	Module:       "github.com/alibabacloud-go/tea-rpc",
	KnownRetries: true,
	RuntimeRetries: &RuntimeRetries{
		Calls:           map[string]int{"(*github.com/alibabacloud-go/tea-rpc/client.Client).DoRequest": 7},
		Options:         []string{"github.com/alibabacloud-go/tea-utils/service.RuntimeOptions", "github.com/alibabacloud-go/tea-utils/v2/service.RuntimeOptions"},
		Field:           "Autoretry",
		Setter:          "SetAutoretry",
		AttemptsField:   "MaxAttempts",
		AttemptsSetter:  "SetMaxAttempts",
		AttemptsAdd:     1,
		DefaultAttempts: 4,
		// tea.go:824 Retryable(err error) *bool; BoolValue reads it.
		// Not throttling: an API error is an SDKError with the
		// response's status, and throttling comes back as a 4xx.
		Retried:      "github.com/alibabacloud-go/tea/tea.Retryable",
		RetriedValue: "github.com/alibabacloud-go/tea/tea.BoolValue",
	},
	Mechanism: RuntimeOptions,
	NoFix:     "tea-rpc's runtime options are often shared by other calls",
}

// github.com/alibabacloud-go/darabonba-openapi/v2@v2.1.11 client/
// client.go: every API call of a generated product SDK
// (cs-20151215/v5@v5.9.8 client/client.go:1388 CreateCluster →
// CreateClusterWithOptions → CallApi) ends in DoRequest, DoRPCRequest or
// DoROARequest, whose loop (:187, :421, :820) sends the request again
// while dara.ShouldRetry(client.RetryOptions, ctx) holds. tea@v1.3.11
// dara/retry.go:260 ShouldRetry: the first attempt always; a later one
// only when RetryOptions is set, Retryable, and a RetryCondition
// matching the error has MaxAttempts above the retries made: up to
// MaxAttempts + 1 attempts. client.RetryOptions is Config.RetryOptions
// (:131), nil by default: one attempt per call; the Config of utils is
// models.Config (utils/client.go:49). The older v2.0.6
// (client.go:507, tea.AllowRetry over runtime.Autoretry, false by
// default) is read from its source: its loop is no retry loop there.
var darabonbaRecord = SDK{
	ID:           SDKDarabonba,
	Name:         "darabonba-openapi",
	Module:       "github.com/alibabacloud-go/darabonba-openapi",
	Generated:    "github.com/alibabacloud-go/",
	KnownRetries: true,
	ConfigRetries: &ConfigRetries{
		Constructor: "NewClient",
		Config:      "github.com/alibabacloud-go/darabonba-openapi/v2/models.Config",
		Switch:      "RetryOptions.Retryable",
		Counts:      []string{"RetryOptions.RetryCondition.MaxAttempts"},
		On:          "RetryOptions.Retryable on",
		// models/model.go: (*Config).SetRetryOptions(v) (v2.1.13
		// :602) and the other generated setters, Set + the field.
		SetterPrefix: "Set",
	},
	Mechanism: ConfigCount,
	NoFix:     "the retry count is in the config the client is made with, which other calls share",
}

// github.com/alibabacloud-go/darabonba-openapi@v0.2.1 (the module's
// v0, which the older product SDKs are generated on: sts-20150401@v1.1.0
// go.mod requires v0.1.7, whose DoRPCRequest :379 loops alike, :397,
// :408) and darabonba-openapi/v2@v2.0.10 client/
// client.go: DoRPCRequest (v0.2.1 :447, v2.0.10 :615), DoROARequest
// (:666), DoROARequestWithForm (:870), DoRequest (:1072) and Execute
// (:1353), which CallApi (:1503) calls, take runtime
// *util.RuntimeOptions (tea-utils/service; tea-utils/v2/service in v2)
// and loop (:478) while tea.AllowRetry(retry, retryTimes) allows, retry
// being {"retryable": tea.BoolValue(runtime.Autoretry), "maxAttempts":
// MaxAttempts, 3 when unset (util.DefaultNumber, :467-468)}; they send
// again while tea.Retryable(err) (:645). tea@v1.2.2 tea/tea.go:612
// AllowRetry: the first attempt always, a later one only when retryable
// and maxAttempts is not below the retries made: MaxAttempts + 1
// attempts with Autoretry on, one with it off (its default, nil).
// tea-utils/v2@v2.0.9 service/service.go: Autoretry *bool (:54),
// MaxAttempts *int (:59), SetAutoretry (:140), SetMaxAttempts (:165). A
// generated product client embeds the client and passes its runtime on
// (sts-20150401@v1.1.0 client/client.go:709 AssumeRoleWithOptions(request,
// runtime *util.RuntimeOptions); AssumeRole (:726) passes
// &util.RuntimeOptions{}: one attempt). From v2.1 (v2.1.13 client.go:158)
// the runtime options are *dara.RuntimeOptions, an alias of tea-utils/v2's
// (tea@v1.3.13 dara/core.go:33), and the retries are the config's
// RetryOptions (darabonbaRecord), read by the loops (:187) instead of
// Autoretry: a method of a client with the field RetryOptions (v2.1.13
// client.go:50; v2.0.10 and v0.2.1 have none) is no call of this record.
var darabonbaRuntimeRecord = SDK{
	ID:           SDKDarabonbaRuntime,
	Name:         "darabonba-openapi",
	Module:       "github.com/alibabacloud-go/darabonba-openapi",
	Generated:    "github.com/alibabacloud-go/",
	KnownRetries: true,
	RuntimeRetries: &RuntimeRetries{
		Params:          true,
		ConfigField:     "RetryOptions",
		Options:         []string{"github.com/alibabacloud-go/tea-utils/service.RuntimeOptions", "github.com/alibabacloud-go/tea-utils/v2/service.RuntimeOptions"},
		Field:           "Autoretry",
		Setter:          "SetAutoretry",
		AttemptsField:   "MaxAttempts",
		AttemptsSetter:  "SetMaxAttempts",
		AttemptsAdd:     1,
		DefaultAttempts: 4,
		Retried:         "github.com/alibabacloud-go/tea/tea.Retryable",
		RetriedValue:    "github.com/alibabacloud-go/tea/tea.BoolValue",
	},
	Mechanism: RuntimeOptions,
}
