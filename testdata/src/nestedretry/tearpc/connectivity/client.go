// Package connectivity wraps tea-rpc as the Alibaba Cloud Terraform
// provider does: the caller's autoRetry turns the SDK's retries on, and the
// endpoint of a product is looked up once and kept (endpoint.go).
package connectivity

import (
	"fmt"
	"strings"
	"sync"

	rpc "github.com/alibabacloud-go/tea-rpc/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// Config is the provider's configuration; Endpoints keeps the endpoint of
// each product once it is known.
type Config struct {
	RegionId  string
	Endpoints *sync.Map
}

// AliyunClient sends requests to Alibaba Cloud.
type AliyunClient struct {
	RegionId     string
	config       *Config
	teaSdkConfig rpc.Config
}

// RpcPost sends a POST, retried by the SDK when autoRetry is true.
func (client *AliyunClient) RpcPost(product, version, action string, query, body map[string]interface{}, autoRetry bool) (map[string]interface{}, error) {
	return client.rpcRequest("POST", product, version, action, query, body, autoRetry, "")
}

// RpcPostWithEndpoint sends a POST to the endpoint given.
func (client *AliyunClient) RpcPostWithEndpoint(product, version, action string, query, body map[string]interface{}, autoRetry bool, endpoint string) (map[string]interface{}, error) {
	return client.rpcRequest("POST", product, version, action, query, body, autoRetry, endpoint)
}

// RpcGet sends a GET, always retried by the SDK.
func (client *AliyunClient) RpcGet(product, version, action string, query, body map[string]interface{}) (map[string]interface{}, error) {
	return client.rpcRequest("GET", product, version, action, query, body, true, "")
}

func (client *AliyunClient) rpcRequest(method, product, version, action string, query, body map[string]interface{}, autoRetry bool, endpoint string) (map[string]interface{}, error) {
	var err error
	if endpoint == "" {
		product = strings.ToLower(product)
		endpoint, err = client.loadApiEndpoint(product)
		if err != nil {
			return nil, err
		}
	}
	sdkConfig := client.teaSdkConfig
	sdkConfig.Endpoint = tea.String(endpoint)
	conn, err := rpc.NewClient(&sdkConfig)
	if err != nil {
		return nil, fmt.Errorf("unable to initialize the %s api client: %#v", product, err)
	}
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(autoRetry)
	response, err := conn.DoRequest(tea.String(action), nil, tea.String(method), tea.String(version), tea.String("AK"), query, body, runtime)
	return response, formatError(response, err)
}

// formatError turns a reply that says it failed into an error.
func formatError(response map[string]interface{}, err error) error {
	if err != nil {
		return err
	}
	if code, ok := response["Code"]; ok && fmt.Sprint(code) != "200" {
		return &tea.SDKError{Code: tea.String(fmt.Sprint(code)), Message: tea.String(fmt.Sprint(response["Message"]))}
	}
	return nil
}
