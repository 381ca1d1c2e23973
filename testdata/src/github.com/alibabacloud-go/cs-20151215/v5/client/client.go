// Package client is a stub of
// github.com/alibabacloud-go/cs-20151215/v5/client (v5.9.8), the
// Container Service for Kubernetes (ACK) SDK generated on
// darabonba-openapi v2.1: each API has a call with default runtime options
// and a ...WithOptions call that takes them; the retries are the config's.
package client

import (
	openapi "github.com/alibabacloud-go/darabonba-openapi/v2/client"
	openapiutil "github.com/alibabacloud-go/darabonba-openapi/v2/utils"
	"github.com/alibabacloud-go/tea/dara"
)

type Client struct {
	openapi.Client
}

func NewClient(config *openapiutil.Config) (*Client, error) {
	client := new(Client)
	err := client.Init(config)
	return client, err
}

type CreateClusterRequest struct {
	Name     *string
	RegionId *string
}

type CreateClusterResponseBody struct {
	ClusterId *string
}

type CreateClusterResponse struct {
	Body *CreateClusterResponseBody
}

func (client *Client) CreateClusterWithOptions(request *CreateClusterRequest, headers map[string]*string, runtime *dara.RuntimeOptions) (_result *CreateClusterResponse, _err error) {
	req := &openapiutil.OpenApiRequest{Headers: headers, Body: request}
	params := &openapiutil.Params{Action: dara.String("CreateCluster"), Version: dara.String("2015-12-15"), Method: dara.String("POST"), Pathname: dara.String("/clusters"), Style: dara.String("ROA")}
	_result = &CreateClusterResponse{}
	_, _err = client.CallApi(params, req, runtime)
	return _result, _err
}

func (client *Client) CreateCluster(request *CreateClusterRequest) (_result *CreateClusterResponse, _err error) {
	runtime := &dara.RuntimeOptions{}
	headers := make(map[string]*string)
	_result = &CreateClusterResponse{}
	_body, _err := client.CreateClusterWithOptions(request, headers, runtime)
	if _err != nil {
		return _result, _err
	}
	_result = _body
	return _result, _err
}

type DescribeClusterDetailResponse struct {
	Body map[string]interface{}
}

func (client *Client) DescribeClusterDetailWithOptions(ClusterId *string, headers map[string]*string, runtime *dara.RuntimeOptions) (_result *DescribeClusterDetailResponse, _err error) {
	req := &openapiutil.OpenApiRequest{Headers: headers}
	params := &openapiutil.Params{Action: dara.String("DescribeClusterDetail"), Version: dara.String("2015-12-15"), Method: dara.String("GET"), Pathname: dara.String("/clusters/" + dara.StringValue(ClusterId)), Style: dara.String("ROA")}
	_result = &DescribeClusterDetailResponse{}
	_, _err = client.CallApi(params, req, runtime)
	return _result, _err
}

func (client *Client) DescribeClusterDetail(ClusterId *string) (_result *DescribeClusterDetailResponse, _err error) {
	runtime := &dara.RuntimeOptions{}
	headers := make(map[string]*string)
	return client.DescribeClusterDetailWithOptions(ClusterId, headers, runtime)
}
