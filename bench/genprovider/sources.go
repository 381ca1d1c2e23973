package main

// The provider's shared packages, written as they are: its client and the
// helpers every resource calls.

const connectivitySrc = `// Package connectivity is the provider's client: RpcPost loads the
// product's endpoint and sends the request through tea-rpc.
package connectivity

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	rpc "github.com/alibabacloud-go/tea-rpc/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// AliyunClient sends requests to Alibaba Cloud.
type AliyunClient struct {
	RegionId  string
	AccessKey string
	SecretKey string
	Endpoints sync.Map
	config    *Config
}

// Config is the provider's configuration.
type Config struct {
	RegionId  string
	Endpoints map[string]interface{}
	Protocol  string
}

func (client *AliyunClient) loadEndpoint(productCode string) error {
	productCode = strings.ToLower(productCode)
	if v, ok := client.config.Endpoints[productCode]; ok && fmt.Sprint(v) != "" {
		client.Endpoints.Store(productCode, v)
		return nil
	}
	if v := os.Getenv(strings.ToUpper(productCode) + "_ENDPOINT"); v != "" {
		client.Endpoints.Store(productCode, v)
		return nil
	}
	endpoint, err := client.DescribeEndpointForService(productCode)
	if err == nil && endpoint != "" {
		client.Endpoints.Store(productCode, endpoint)
		return nil
	}
	client.Endpoints.Store(productCode, fmt.Sprintf("%s.%s.aliyuncs.com", productCode, client.RegionId))
	return err
}

// DescribeEndpointForService asks the location service for a product's
// endpoint, three times at most.
func (client *AliyunClient) DescribeEndpointForService(serviceCode string) (string, error) {
	conn, err := rpc.NewClient(&rpc.Config{Endpoint: tea.String("location.aliyuncs.com")})
	if err != nil {
		return "", err
	}
	request := map[string]interface{}{"Id": client.RegionId, "ServiceCode": serviceCode, "Type": "openAPI"}
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	var response map[string]interface{}
	for attempt := 0; attempt < 3; attempt++ {
		response, err = conn.DoRequest(tea.String("DescribeEndpoints"), nil, tea.String("GET"), tea.String("2015-06-12"), tea.String("AK"), nil, request, runtime)
		if err == nil {
			break
		}
		time.Sleep(time.Duration(attempt+1) * time.Second)
	}
	if err != nil {
		return "", err
	}
	if v, ok := response["Endpoint"].(string); ok {
		return v, nil
	}
	return "", fmt.Errorf("no endpoint for %s", serviceCode)
}

// RpcPost sends a POST, retried by the SDK when autoRetry is true.
func (client *AliyunClient) RpcPost(apiProductCode, apiVersion, apiName string, query, body map[string]interface{}, autoRetry bool) (map[string]interface{}, error) {
	return client.rpcRequest("POST", apiProductCode, apiVersion, apiName, query, body, autoRetry)
}

// RpcGet sends a GET, always retried by the SDK.
func (client *AliyunClient) RpcGet(apiProductCode, apiVersion, apiName string, query, body map[string]interface{}) (map[string]interface{}, error) {
	return client.rpcRequest("GET", apiProductCode, apiVersion, apiName, query, body, true)
}

func (client *AliyunClient) rpcRequest(method, apiProductCode, apiVersion, apiName string, query, body map[string]interface{}, autoRetry bool) (map[string]interface{}, error) {
	productCode := strings.ToLower(apiProductCode)
	if _, ok := client.Endpoints.Load(productCode); !ok {
		if err := client.loadEndpoint(productCode); err != nil {
			return nil, err
		}
	}
	endpoint, _ := client.Endpoints.Load(productCode)
	conn, err := rpc.NewClient(&rpc.Config{Endpoint: tea.String(fmt.Sprint(endpoint))})
	if err != nil {
		return nil, fmt.Errorf("unable to initialize the %s client: %w", apiProductCode, err)
	}
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(autoRetry)
	if query == nil {
		query = map[string]interface{}{}
	}
	return conn.DoRequest(tea.String(apiName), nil, tea.String(method), tea.String(apiVersion), tea.String("AK"), query, body, runtime)
}
`

const commonSrc = `// Package alicloud is a generated package shaped like the Alibaba Cloud
// Terraform provider's: resources whose writes are retried in
// resource.Retry closures.
package alicloud

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"
)

const (
	DefaultErrorMsg           = "Resource %s %s Failed!!! %s"
	IdMsg                     = "Resource id：%s "
	FailedGetAttributeMsg     = "Getting resource %s attribute by path %s failed!!! Body: %v."
	NotFoundWithResponse      = "Response: %v"
	FailedToReachTargetStatus = "Failed to reach target status. Current status is %s."
	AlibabaCloudSdkGoERROR    = "ERROR"
	PageSizeLarge             = 50
)

type providerError struct {
	code, msg string
}

func (e *providerError) Error() string { return e.code + ": " + e.msg }

// NeedRetry admits throttling, busy services, timeouts and 5xx.
func NeedRetry(err error) bool {
	if err == nil {
		return false
	}
	for _, code := range []string{"Throttling", "ServiceUnavailable", "SystemBusy", "timeout", "EOF"} {
		if strings.Contains(err.Error(), code) {
			return true
		}
	}
	return false
}

// IsExpectedErrors reports whether err has one of the codes.
func IsExpectedErrors(err error, codes []string) bool {
	var e *providerError
	if !errors.As(err, &e) {
		return false
	}
	for _, c := range codes {
		if e.code == c || strings.Contains(e.msg, c) {
			return true
		}
	}
	return false
}

func NotFoundError(err error) bool { return IsExpectedErrors(err, []string{"NotFound"}) }

func NotFoundErr(kind, id string) error { return &providerError{"NotFound", kind + " " + id} }

func Error(msg string, args ...interface{}) error { return fmt.Errorf(msg, args...) }

func WrapError(err error) error { return err }

func WrapErrorf(err error, msg string, args ...interface{}) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(msg, args...), err)
}

func buildClientToken(action string) string {
	return fmt.Sprintf("TF-%s-%d", action, time.Now().UnixNano())
}

func incrementalWait(firstDuration, increaseDuration time.Duration) func() {
	retryCount := 1
	return func() {
		d := firstDuration + time.Duration(retryCount-1)*increaseDuration
		retryCount++
		time.Sleep(d)
	}
}

func addDebug(action string, content ...interface{}) {
	b, _ := json.Marshal(content)
	log.Printf("[DEBUG] %s: %s", action, b)
}

func convertListToJsonString(list []interface{}) string {
	b, _ := json.Marshal(list)
	return string(b)
}

func BuildStateConf(pending, target []string, timeout, delay time.Duration, f resource.StateRefreshFunc) *resource.StateChangeConf {
	return &resource.StateChangeConf{Pending: pending, Target: target, Refresh: f, Timeout: timeout, Delay: delay, MinTimeout: 3 * time.Second}
}
`

const schemaStub = `// Package schema is a stub of github.com/hashicorp/terraform-plugin-sdk
// (v1.17.2) helper/schema: the parts a resource uses.
package schema

import "time"

type ValueType int

const (
	TypeString ValueType = iota + 1
	TypeMap
)

const (
	TimeoutCreate = "create"
	TimeoutUpdate = "update"
	TimeoutDelete = "delete"
)

type Schema struct {
	Type     ValueType
	Optional bool
	Computed bool
}

type CreateFunc func(*ResourceData, interface{}) error

type Resource struct {
	Create, Read, Update, Delete CreateFunc
	Schema                       map[string]*Schema
}

type ResourceData struct {
	id  string
	new bool
	m   map[string]interface{}
}

func (d *ResourceData) Id() string                              { return d.id }
func (d *ResourceData) SetId(v string)                          { d.id = v }
func (d *ResourceData) Get(key string) interface{}              { return d.m[key] }
func (d *ResourceData) GetOk(key string) (interface{}, bool)    { v, ok := d.m[key]; return v, ok }
func (d *ResourceData) Set(key string, v interface{}) error     { d.m[key] = v; return nil }
func (d *ResourceData) HasChange(key string) bool               { _, ok := d.m[key]; return ok }
func (d *ResourceData) Partial(on bool)                         {}
func (d *ResourceData) IsNewResource() bool                     { return d.new }
func (d *ResourceData) Timeout(key string) time.Duration        { return 10 * time.Minute }
`

// stateStub adds the state waiter the resources use to the retry stub.
const stateStub = `package resource

import "time"

// StateRefreshFunc reads a resource's state.
type StateRefreshFunc func() (result interface{}, state string, err error)

// StateChangeConf waits for a resource to reach a target state.
type StateChangeConf struct {
	Delay, Timeout, MinTimeout time.Duration
	Pending, Target            []string
	Refresh                    StateRefreshFunc
}

// WaitForState refreshes until the state is a target.
func (conf *StateChangeConf) WaitForState() (interface{}, error) {
	res, _, err := conf.Refresh()
	return res, err
}
`
