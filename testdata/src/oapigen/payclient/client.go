// Package payclient has the shape of a Go client that OpenAPI Generator
// (openapi-generator.tech, v7 go template) makes for an API whose create
// operation declares an Idempotency-Key header: api_payments.go and the
// client are cut down from that template, with its names.
package payclient

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
)

type Configuration struct {
	BasePath   string
	HTTPClient *http.Client
}

type service struct{ client *APIClient }

type APIClient struct {
	cfg         *Configuration
	common      service
	PaymentsApi *PaymentsApiService
}

func NewAPIClient(cfg *Configuration) *APIClient {
	c := &APIClient{cfg: cfg}
	c.common.client = c
	c.PaymentsApi = (*PaymentsApiService)(&c.common)
	return c
}

func (c *APIClient) callAPI(request *http.Request) (*http.Response, error) {
	return c.cfg.HTTPClient.Do(request)
}

func (c *APIClient) prepareRequest(ctx context.Context, path string, method string, postBody interface{}, headerParams map[string]string, queryParams url.Values) (localVarRequest *http.Request, err error) {
	var body *bytes.Buffer
	if postBody != nil {
		body = &bytes.Buffer{}
		if err := json.NewEncoder(body).Encode(postBody); err != nil {
			return nil, err
		}
	}
	u, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	u.RawQuery = queryParams.Encode()
	if body != nil {
		localVarRequest, err = http.NewRequest(method, u.String(), body)
	} else {
		localVarRequest, err = http.NewRequest(method, u.String(), nil)
	}
	if err != nil {
		return nil, err
	}
	if len(headerParams) > 0 {
		headers := http.Header{}
		for h, v := range headerParams {
			headers[h] = []string{v}
		}
		localVarRequest.Header = headers
	}
	if ctx != nil {
		localVarRequest = localVarRequest.WithContext(ctx)
	}
	return localVarRequest, nil
}

func parameterToString(obj interface{}, collectionFormat string) string { return obj.(string) }

type GenericOpenAPIError struct {
	body  []byte
	error string
}

func (e GenericOpenAPIError) Error() string { return e.error }

func readBody(r io.Reader) ([]byte, error) { return io.ReadAll(r) }
