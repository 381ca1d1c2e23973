// Package client is a stub of
// github.com/alibabacloud-go/darabonba-openapi/client (v0.2.1), the client
// that the older generated Alibaba Cloud product SDKs embed: its calls
// retry only when their runtime options turn Autoretry on.
package client

import (
	util "github.com/alibabacloud-go/tea-utils/service"
)

// Config configures a Client (client.go:44).
type Config struct {
	AccessKeyId     *string
	AccessKeySecret *string
	Endpoint        *string
}

// OpenApiRequest is a request's parts (client.go:231).
type OpenApiRequest struct {
	Query map[string]*string
	Body  interface{}
}

// Params names the API of a request (client.go:278).
type Params struct {
	Action  *string
	Version *string
}

// Client sends the requests of a product client (client.go:343).
type Client struct {
	Endpoint *string
}

// NewClient makes a Client (client.go:376).
func NewClient(config *Config) (*Client, error) {
	client := new(Client)
	err := client.Init(config)
	return client, err
}

// Init sets the client up from config.
func (client *Client) Init(config *Config) (_err error) {
	client.Endpoint = config.Endpoint
	return nil
}

// DoRPCRequest sends the request, again after a failure while
// tea.AllowRetry allows: with runtime.Autoretry on, up to MaxAttempts (3
// by default) retries (client.go:447).
func (client *Client) DoRPCRequest(action *string, version *string, protocol *string, method *string, authType *string, bodyType *string, request *OpenApiRequest, runtime *util.RuntimeOptions) (_result map[string]interface{}, _err error) {
	return map[string]interface{}{}, nil
}

// CallApi sends the request of a generated product API (client.go:1503).
func (client *Client) CallApi(params *Params, request *OpenApiRequest, runtime *util.RuntimeOptions) (_result map[string]interface{}, _err error) {
	return client.DoRPCRequest(params.Action, params.Version, nil, nil, nil, nil, request, runtime)
}
