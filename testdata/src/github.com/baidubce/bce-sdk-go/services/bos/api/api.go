// Package api stubs github.com/baidubce/bce-sdk-go@v0.9.279
// services/bos/api.
package api

import (
	"time"

	"github.com/baidubce/bce-sdk-go/bce"
)

// BosRetryPolicy is BOS's retry policy (retry.go:17).
type BosRetryPolicy struct {
	maxErrorRetry        int
	maxDelayInMillis     int64
	baseIntervalInMillis int64
}

func (b *BosRetryPolicy) ShouldRetry(err bce.BceError, attempts int) bool {
	return attempts < b.maxErrorRetry
}

func (b *BosRetryPolicy) GetDelayBeforeNextRetryInMillis(err bce.BceError, attempts int) time.Duration {
	return time.Duration(b.baseIntervalInMillis) * time.Millisecond
}

// NewBosRetryPolicy makes BOS's retry policy of maxRetry retries
// (retry.go:86).
func NewBosRetryPolicy(maxRetry int, maxDelay, base int64) *BosRetryPolicy {
	return &BosRetryPolicy{maxRetry, maxDelay, base}
}

// DEFAULT_BOS_RETRY_POLICY retries 3 times (retry.go:14).
var DEFAULT_BOS_RETRY_POLICY = NewBosRetryPolicy(3, 20000, 300)

// PutObjectArgs are PutObject's optional arguments.
type PutObjectArgs struct {
	ContentType string
}
