// Package bce stubs github.com/baidubce/bce-sdk-go@v0.9.279 bce: the base
// client every service client embeds, and its retry policies.
package bce

import "time"

// BceError is an error of a request (error.go).
type BceError interface {
	error
}

// RetryPolicy decides after a failure whether to send again
// (retry.go:29).
type RetryPolicy interface {
	ShouldRetry(BceError, int) bool
	GetDelayBeforeNextRetryInMillis(BceError, int) time.Duration
}

// NoRetryPolicy never retries (retry.go:35).
type NoRetryPolicy struct{}

func (_ *NoRetryPolicy) ShouldRetry(err BceError, attempts int) bool { return false }

func (_ *NoRetryPolicy) GetDelayBeforeNextRetryInMillis(err BceError, attempts int) time.Duration {
	return 0
}

// NewNoRetryPolicy makes a NoRetryPolicy (retry.go:46).
func NewNoRetryPolicy() *NoRetryPolicy { return &NoRetryPolicy{} }

// BackOffRetryPolicy retries up to maxErrorRetry times (retry.go:56).
type BackOffRetryPolicy struct {
	maxErrorRetry        int
	maxDelayInMillis     int64
	baseIntervalInMillis int64
}

func (b *BackOffRetryPolicy) ShouldRetry(err BceError, attempts int) bool {
	return attempts < b.maxErrorRetry
}

func (b *BackOffRetryPolicy) GetDelayBeforeNextRetryInMillis(err BceError, attempts int) time.Duration {
	return time.Duration(b.baseIntervalInMillis) * time.Millisecond
}

// NewBackOffRetryPolicy makes a BackOffRetryPolicy (retry.go:122).
func NewBackOffRetryPolicy(maxRetry int, maxDelay, base int64) *BackOffRetryPolicy {
	return &BackOffRetryPolicy{maxRetry, maxDelay, base}
}

// DEFAULT_RETRY_POLICY retries 3 times (config.go:44).
var DEFAULT_RETRY_POLICY = NewBackOffRetryPolicy(3, 20000, 300)

// BceClientConfiguration is a client's config (config.go:56).
type BceClientConfiguration struct {
	Endpoint string
	Region   string
	Retry    RetryPolicy
}

// BceClient sends the requests of a service client (client.go:64).
type BceClient struct {
	Config *BceClientConfiguration
}

// NewBceClient makes a BceClient (client.go:409; the signer left out).
func NewBceClient(conf *BceClientConfiguration) *BceClient {
	return &BceClient{Config: conf}
}

// SendRequest sends, again while Config.Retry allows (client.go:119).
func (c *BceClient) SendRequest() error {
	for retries := 0; ; retries++ {
		var err error
		if err == nil || !c.Config.Retry.ShouldRetry(err, retries) {
			return err
		}
	}
}
