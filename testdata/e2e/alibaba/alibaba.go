// Package alibaba calls Alibaba Cloud's tea-rpc client with its retries
// turned on by the runtime options, inside retry loops.
package alibaba

import (
	rpc "github.com/alibabacloud-go/tea-rpc/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// Client wraps a tea-rpc client as the Alibaba Cloud Terraform provider
// does: the caller's autoRetry turns the SDK's retries on.
type Client struct {
	Config rpc.Config
}

// Post sends a POST, retried by the SDK when autoRetry is true.
func (c *Client) Post(action string, body map[string]interface{}, autoRetry bool) (map[string]interface{}, error) {
	conn, err := rpc.NewClient(&c.Config)
	if err != nil {
		return nil, err
	}
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(autoRetry)
	return conn.DoRequest(tea.String(action), nil, tea.String("POST"), tea.String("2014-05-26"), tea.String("AK"), nil, body, runtime)
}

// CreateTag retries a call that the SDK retries too.
func CreateTag(c *Client, body map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = c.Post("TagResources", body, true) // want: nestedretry "Post → conn.DoRequest retries \(alibaba/alibaba.go:\d+\) inside the retry loop at alibaba.go:\d+ with no shared budget: up to 3 × 4 = 12 calls for one failing operation"
		if err == nil {
			return nil
		}
	}
	return err
}

// CreateTagOnce turns the SDK's retries off: the loop is the only layer.
func CreateTagOnce(c *Client, body map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = c.Post("TagResources", body, false)
		if err == nil {
			return nil
		}
	}
	return err
}
