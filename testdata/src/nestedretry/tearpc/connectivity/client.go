// Package connectivity wraps tea-rpc as the Alibaba Cloud Terraform
// provider does: the caller's autoRetry turns the SDK's retries on.
package connectivity

import (
	rpc "github.com/alibabacloud-go/tea-rpc/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// AliyunClient sends requests to Alibaba Cloud.
type AliyunClient struct {
	config rpc.Config
}

// RpcPost sends a POST, retried by the SDK when autoRetry is true.
func (client *AliyunClient) RpcPost(product, version, action string, query, body map[string]interface{}, autoRetry bool) (map[string]interface{}, error) {
	return client.rpcRequest("POST", product, version, action, query, body, autoRetry)
}

// RpcGet sends a GET, always retried by the SDK.
func (client *AliyunClient) RpcGet(product, version, action string, query, body map[string]interface{}) (map[string]interface{}, error) {
	return client.rpcRequest("GET", product, version, action, query, body, true)
}

func (client *AliyunClient) rpcRequest(method, product, version, action string, query, body map[string]interface{}, autoRetry bool) (map[string]interface{}, error) {
	conn, err := rpc.NewClient(&client.config)
	if err != nil {
		return nil, err
	}
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(autoRetry)
	return conn.DoRequest(tea.String(action), nil, tea.String(method), tea.String(version), tea.String("AK"), query, body, runtime)
}
