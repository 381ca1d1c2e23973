// Package bos stubs github.com/baidubce/bce-sdk-go@v0.9.279 services/bos.
package bos

import (
	"github.com/baidubce/bce-sdk-go/bce"
	"github.com/baidubce/bce-sdk-go/services/bos/api"
)

// Client is the BOS client (client.go:57).
type Client struct {
	*bce.BceClient
	MaxParallel   int64
	MultipartSize int64
}

// BosClientConfiguration is NewClientWithConfig's config (client.go:67).
type BosClientConfiguration struct {
	Ak, Sk, Endpoint string
	retryPolicy      bce.RetryPolicy
}

// NewBosClientConfig makes a config (client.go:91).
func NewBosClientConfig(ak, sk, endpoint string) *BosClientConfiguration {
	return &BosClientConfiguration{Ak: ak, Sk: sk, Endpoint: endpoint}
}

// WithRetryPolicy sets the retry policy (client.go:181).
func (cfg *BosClientConfiguration) WithRetryPolicy(val bce.RetryPolicy) *BosClientConfiguration {
	cfg.retryPolicy = val
	return cfg
}

// NewClient makes a client with the default config (client.go:213).
func NewClient(ak, sk, endpoint string) (*Client, error) {
	return NewClientWithConfig(NewBosClientConfig(ak, sk, endpoint))
}

// NewClientWithConfig makes a client; its policy is the config's, else
// api.DEFAULT_BOS_RETRY_POLICY (client.go:247).
func NewClientWithConfig(config *BosClientConfiguration) (*Client, error) {
	if config.retryPolicy == nil {
		config.retryPolicy = api.DEFAULT_BOS_RETRY_POLICY
	}
	conf := &bce.BceClientConfiguration{Endpoint: config.Endpoint, Retry: config.retryPolicy}
	return &Client{BceClient: bce.NewBceClient(conf)}, nil
}

// PutObjectFromString uploads an object (client.go:1319).
func (c *Client) PutObjectFromString(bucket, object, content string, args *api.PutObjectArgs) (string, error) {
	return "", c.SendRequest()
}
