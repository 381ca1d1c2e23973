// Package bcc stubs github.com/baidubce/bce-sdk-go@v0.9.279 services/bcc.
package bcc

import (
	"github.com/baidubce/bce-sdk-go/bce"
	"github.com/baidubce/bce-sdk-go/services/bcc/api"
)

// Client is the BCC client (client.go:33).
type Client struct {
	*bce.BceClient
}

// NewClient makes a client with bce.DEFAULT_RETRY_POLICY (client.go:39).
func NewClient(ak, sk, endPoint string) (*Client, error) {
	conf := &bce.BceClientConfiguration{Endpoint: endPoint, Retry: bce.DEFAULT_RETRY_POLICY}
	return &Client{BceClient: bce.NewBceClient(conf)}, nil
}

// CreateInstance creates an instance (client.go:72).
func (c *Client) CreateInstance(args *api.CreateInstanceArgs) (*api.CreateInstanceResult, error) {
	return &api.CreateInstanceResult{}, c.SendRequest()
}

// StopInstance stops an instance (client.go:503).
func (c *Client) StopInstance(instanceId string, forceStop bool) error {
	return c.SendRequest()
}
