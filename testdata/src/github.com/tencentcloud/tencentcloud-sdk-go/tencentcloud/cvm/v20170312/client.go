// Package v20170312 is a stub of the CVM product client of
// github.com/tencentcloud/tencentcloud-sdk-go (tencentcloud/cvm/v20170312).
package v20170312

import (
	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common"
	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile"
)

type Client struct {
	common.Client
}

func NewClient(credential *common.Credential, region string, clientProfile *profile.ClientProfile) (client *Client, err error) {
	client = &Client{}
	client.Init(region).
		WithCredential(credential).
		WithProfile(clientProfile)
	return
}

type RunInstancesRequest struct {
	ImageId     *string
	ClientToken *string
}

func (r *RunInstancesRequest) GetAction() string { return "RunInstances" }

type RunInstancesResponse struct {
	InstanceIdSet []*string
}

func (r *RunInstancesResponse) ParseErrorFromHTTPResponse(body []byte) error { return nil }

func NewRunInstancesRequest() *RunInstancesRequest { return &RunInstancesRequest{} }

func NewRunInstancesResponse() *RunInstancesResponse { return &RunInstancesResponse{} }

func (c *Client) RunInstances(request *RunInstancesRequest) (response *RunInstancesResponse, err error) {
	if request == nil {
		request = NewRunInstancesRequest()
	}
	response = NewRunInstancesResponse()
	err = c.Send(request, response)
	return
}
