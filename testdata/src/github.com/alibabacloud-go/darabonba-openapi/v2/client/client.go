// Package client is a stub of
// github.com/alibabacloud-go/darabonba-openapi/v2/client (v2.1.11), the
// client that every generated Alibaba Cloud product SDK embeds.
package client

import (
	"errors"

	openapiutil "github.com/alibabacloud-go/darabonba-openapi/v2/utils"
	"github.com/alibabacloud-go/tea/dara"
)

// Client sends the requests of a product client.
type Client struct {
	Endpoint     *string
	RetryOptions *dara.RetryOptions
}

// NewClient makes a Client.
func NewClient(config *openapiutil.Config) (*Client, error) {
	client := new(Client)
	err := client.Init(config)
	return client, err
}

// Init sets the client up from config.
func (client *Client) Init(config *openapiutil.Config) (_err error) {
	client.Endpoint = config.Endpoint
	client.RetryOptions = config.RetryOptions
	return nil
}

// DoRequest sends the request, again while dara.ShouldRetry allows: only
// when the config's RetryOptions are Retryable.
func (client *Client) DoRequest(params *openapiutil.Params, request *openapiutil.OpenApiRequest, runtime *dara.RuntimeOptions) (_result map[string]interface{}, _err error) {
	_runtime := &dara.RuntimeObject{RetryOptions: client.RetryOptions}
	var retryPolicyContext *dara.RetryPolicyContext
	var request_ *dara.Request
	var _resultErr error
	retriesAttempted := int(0)
	retryPolicyContext = &dara.RetryPolicyContext{
		RetriesAttempted: retriesAttempted,
	}
	_result = make(map[string]interface{})
	for dara.ShouldRetry(_runtime.RetryOptions, retryPolicyContext) {
		_resultErr = nil
		request_ = dara.NewRequest()
		request_.Method = params.Method
		request_.Pathname = params.Pathname
		response_, _err := dara.DoRequest(request_, _runtime)
		if _err != nil {
			retriesAttempted++
			retryPolicyContext = &dara.RetryPolicyContext{
				RetriesAttempted: retriesAttempted,
				Exception:        _err,
			}
			_resultErr = _err
			continue
		}
		_result["statusCode"] = response_.StatusCode
		return _result, _err
	}
	return _result, _resultErr
}

// CallApi sends the request of a generated product API.
func (client *Client) CallApi(params *openapiutil.Params, request *openapiutil.OpenApiRequest, runtime *dara.RuntimeOptions) (_result map[string]interface{}, _err error) {
	if params == nil {
		return _result, errors.New("'params' can not be unset")
	}
	_body, _err := client.DoRequest(params, request, runtime)
	if _err != nil {
		return _result, _err
	}
	_result = _body
	return _result, _err
}
