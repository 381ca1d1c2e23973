// Package alicloud retries Alibaba Cloud calls in Terraform retry helpers,
// with and without the SDK's own retries.
package alicloud

import (
	"regexp"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"

	rpc "github.com/alibabacloud-go/tea-rpc/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"

	"nestedretry/tearpc/connectivity"
)

// NeedRetry admits a POST that failed to connect, and the SDK's errors
// for throttling, busy services and client timeouts.
func NeedRetry(err error) bool {
	if err == nil {
		return false
	}
	postRegex := regexp.MustCompile("^Post [\"]*https://.*")
	if postRegex.MatchString(err.Error()) {
		return true
	}
	throttlingRegex := regexp.MustCompile("Throttling")
	if e, ok := err.(*tea.SDKError); ok {
		if strings.Contains(*e.Message, "Client.Timeout") {
			return true
		}
		if *e.Code == "ServiceUnavailable" || throttlingRegex.MatchString(*e.Code) {
			return true
		}
	}
	return false
}

// The SDK retries each attempt of the helper: a layer inside a layer.
func createSnapshot(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = client.RpcPost("Ecs", "2014-05-26", "CreateSnapshot", nil, request, true) // want `RpcPost → conn.DoRequest retries \(connectivity/client.go:\d+\) inside the resource.Retry at alicloud.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 4 calls`
		if err != nil {
			if NeedRetry(err) {
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
	return response, err
}

// Correct: the SDK's retries are off, the helper is the only layer.
func createSnapshotOnce(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = client.RpcPost("Ecs", "2014-05-26", "CreateSnapshot", nil, request, false)
		if err != nil {
			if NeedRetry(err) {
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
	return response, err
}

// Correct: one call, the SDK's retries alone.
func describe(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	return client.RpcPost("Ecs", "2014-05-26", "DescribeSnapshots", nil, request, true)
}

// The runtime options turn the SDK's retries on, with 5 retries.
func tag(conn *rpc.Client, request map[string]interface{}) error {
	runtime := util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	runtime.SetMaxAttempts(5)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = conn.DoRequest(tea.String("TagResources"), nil, tea.String("POST"), tea.String("2014-05-26"), tea.String("AK"), nil, request, &runtime) // want `conn.DoRequest retries \(tea-rpc with Autoretry on\) inside the retry loop at alicloud.go:\d+ with no shared budget: up to 3 × 6 = 18 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: runtime options without Autoretry make one attempt per call.
func untag(conn *rpc.Client, request map[string]interface{}) error {
	runtime := &util.RuntimeOptions{MaxAttempts: tea.Int(5)}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = conn.DoRequest(tea.String("UntagResources"), nil, tea.String("POST"), tea.String("2014-05-26"), tea.String("AK"), nil, request, runtime)
		if err == nil {
			return nil
		}
	}
	return err
}

// The provider's own shape: runtime options shared by the calls, the
// SDK's retries on, and a guarded retry around them. tea-rpc retries lost
// connections and 5xx but not throttling (a 4xx): NonRetryableError would
// take the only retry from a throttled call. The fix stops on what
// tea.Retryable says the SDK retried, and keeps retrying the rest.
func createImageShared(conn *rpc.Client, request map[string]interface{}) (map[string]interface{}, error) {
	runtime := util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = conn.DoRequest(tea.String("CreateImage"), nil, tea.String("POST"), tea.String("2014-05-26"), tea.String("AK"), nil, request, &runtime) // want `conn.DoRequest retries \(tea-rpc with Autoretry on\) inside the resource.Retry at alicloud.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 4 calls`
		if err != nil {
			if NeedRetry(err) {
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
	return response, err
}

// Every error retried: the same narrowing.
func copyImageShared(conn *rpc.Client, request map[string]interface{}) error {
	runtime := util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	return resource.Retry(5*time.Minute, func() *resource.RetryError {
		_, err := conn.DoRequest(tea.String("CopyImage"), nil, tea.String("POST"), tea.String("2014-05-26"), tea.String("AK"), nil, request, &runtime) // want `conn.DoRequest retries \(tea-rpc with Autoretry on\) inside the resource.Retry at alicloud.go:\d+ with no shared budget`
		if err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
}

// Correct: already narrowed, as the fix leaves it; silent.
func createImageNarrowed(conn *rpc.Client, request map[string]interface{}) error {
	runtime := util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	return resource.Retry(5*time.Minute, func() *resource.RetryError {
		_, err := conn.DoRequest(tea.String("CreateImage"), nil, tea.String("POST"), tea.String("2014-05-26"), tea.String("AK"), nil, request, &runtime)
		if err != nil {
			if NeedRetry(err) {
				if tea.BoolValue(tea.Retryable(err)) {
					return resource.NonRetryableError(err)
				}
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
}
