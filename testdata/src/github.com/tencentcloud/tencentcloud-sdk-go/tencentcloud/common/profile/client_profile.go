// Package profile is a stub of
// github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile
// (v1.3.213).
package profile

// ClientProfile configures a client. NetworkFailureMaxRetries and
// RateLimitExceededMaxRetries count its retries, 0 by default.
type ClientProfile struct {
	SignMethod                  string
	NetworkFailureMaxRetries    int
	RateLimitExceededMaxRetries int
}

// NewClientProfile returns the default profile: no retries.
func NewClientProfile() *ClientProfile {
	return &ClientProfile{SignMethod: "TC3-HMAC-SHA256"}
}
