// Package client stubs github.com/aws/aws-sdk-go@v1.55.8 aws/client.
package client

import (
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/request"
)

// ConfigProvider provides a service client's config (client.go:32); a
// session is one.
type ConfigProvider interface {
	ClientConfig(serviceName string, cfgs ...*aws.Config) Config
}

// Config is what a ConfigProvider gives a service client.
type Config struct {
	Config *aws.Config
}

// Client is the base of every service client (client.go:45).
type Client struct {
	request.Retryer
	Config aws.Config
}

// New makes a base client; its retryer is cfg.Retryer, else
// DefaultRetryer{NumMaxRetries: MaxRetries, 3 by default} (client.go:54).
func New(cfg aws.Config) *Client {
	svc := &Client{Config: cfg}
	if r, ok := cfg.Retryer.(request.Retryer); ok {
		svc.Retryer = r
		return svc
	}
	n := DefaultRetryerMaxNumRetries
	if cfg.MaxRetries != nil && *cfg.MaxRetries != aws.UseServiceDefaultRetries {
		n = *cfg.MaxRetries
	}
	svc.Retryer = DefaultRetryer{NumMaxRetries: n}
	return svc
}

// NewRequest makes a request sent with the client's retryer.
func (c *Client) NewRequest() *request.Request {
	return &request.Request{Config: c.Config, Retryer: c.Retryer}
}

// DefaultRetryerMaxNumRetries is the default retry count
// (default_retryer.go:40).
const DefaultRetryerMaxNumRetries = 3

// DefaultRetryer retries NumMaxRetries times (default_retryer.go:16).
type DefaultRetryer struct {
	NumMaxRetries int
	MinRetryDelay time.Duration
}

func (d DefaultRetryer) MaxRetries() int                           { return d.NumMaxRetries }
func (d DefaultRetryer) ShouldRetry(*request.Request) bool         { return d.NumMaxRetries > 0 }
func (d DefaultRetryer) RetryRules(*request.Request) time.Duration { return 0 }

// NoOpRetryer performs no retries (no_op_retryer.go:11).
type NoOpRetryer struct{}

func (d NoOpRetryer) MaxRetries() int                           { return 0 }
func (d NoOpRetryer) ShouldRetry(*request.Request) bool         { return false }
func (d NoOpRetryer) RetryRules(*request.Request) time.Duration { return 0 }
