// Package client is a stub of github.com/alibabacloud-go/tea-rpc/client
// (v1.3.3).
package client

import (
	util "github.com/alibabacloud-go/tea-utils/service"
)

// Config configures a Client.
type Config struct {
	Endpoint *string
}

// Client sends RPC requests.
type Client struct{}

// NewClient makes a Client.
func NewClient(config *Config) (*Client, error) { return &Client{}, nil }

// DoRequest sends the request, again after a failure when
// runtime.Autoretry is true.
func (client *Client) DoRequest(action *string, protocol *string, method *string, version *string, authType *string, query map[string]interface{}, body map[string]interface{}, runtime *util.RuntimeOptions) (_result map[string]interface{}, _err error) {
	return nil, nil
}
