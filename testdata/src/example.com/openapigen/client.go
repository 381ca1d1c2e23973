// Package openapigen mirrors a client made by OpenAPI Generator that
// idemvet has no record for (ory/client-go v1.22 client.go and
// api_identity.go): prepareRequest builds the request with the method its
// caller gives, callAPI sends it, and each operation's <Op>Execute sets
// the method in a local variable.
package openapigen

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

type Configuration struct {
	HTTPClient *http.Client
}

type APIClient struct {
	cfg         *Configuration
	common      service
	IdentityAPI IdentityAPI
}

type service struct {
	client *APIClient
}

func NewAPIClient(cfg *Configuration) *APIClient {
	c := &APIClient{cfg: cfg}
	c.common.client = c
	c.IdentityAPI = (*IdentityAPIService)(&c.common)
	return c
}

func (c *APIClient) prepareRequest(ctx context.Context, path string, method string, postBody interface{}, headerParams map[string]string) (localVarRequest *http.Request, err error) {
	var body io.Reader
	if postBody != nil {
		b, err := json.Marshal(postBody)
		if err != nil {
			return nil, err
		}
		body = bytes.NewReader(b)
	}
	localVarRequest, err = http.NewRequest(method, path, body)
	if err != nil {
		return nil, err
	}
	for h, v := range headerParams {
		localVarRequest.Header.Add(h, v)
	}
	if ctx != nil {
		localVarRequest = localVarRequest.WithContext(ctx)
	}
	return localVarRequest, nil
}

func (c *APIClient) callAPI(request *http.Request) (*http.Response, error) {
	resp, err := c.cfg.HTTPClient.Do(request)
	if err != nil {
		return resp, err
	}
	return resp, err
}
