// Package client is a stub of
// github.com/alibabacloud-go/sts-20150401/client (v1.1.0), a product SDK
// generated on darabonba-openapi v0: each API has a call with default
// runtime options (one attempt) and a ...WithOptions call that takes them.
package client

import (
	openapi "github.com/alibabacloud-go/darabonba-openapi/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// AssumeRoleRequest is AssumeRole's request (client.go:14).
type AssumeRoleRequest struct {
	DurationSeconds *int64
	Policy          *string
	RoleArn         *string
	RoleSessionName *string
}

// AssumeRoleResponse is AssumeRole's response (client.go:136).
type AssumeRoleResponse struct {
	Headers map[string]*string
}

// Client is the product client (client.go:625).
type Client struct {
	openapi.Client
}

// NewClient makes a Client (client.go:629).
func NewClient(config *openapi.Config) (*Client, error) {
	client := new(Client)
	err := client.Init(config)
	return client, err
}

// AssumeRoleWithOptions sends with runtime (client.go:709).
func (client *Client) AssumeRoleWithOptions(request *AssumeRoleRequest, runtime *util.RuntimeOptions) (_result *AssumeRoleResponse, _err error) {
	req := &openapi.OpenApiRequest{Body: request}
	_result = &AssumeRoleResponse{}
	_, _err = client.DoRPCRequest(tea.String("AssumeRole"), tea.String("2015-04-01"), tea.String("HTTPS"), tea.String("POST"), tea.String("AK"), tea.String("json"), req, runtime)
	return _result, _err
}

// AssumeRole sends with empty runtime options: one attempt (client.go:726).
func (client *Client) AssumeRole(request *AssumeRoleRequest) (_result *AssumeRoleResponse, _err error) {
	runtime := &util.RuntimeOptions{}
	return client.AssumeRoleWithOptions(request, runtime)
}
