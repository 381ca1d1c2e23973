package alicloud

import (
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"

	"nestedretry/tearpc/connectivity"
)

// Correct: RpcPost looks the endpoint up only when it is not kept yet, and
// keeps it; every error is retried, but the lookup's retries run once for
// the product, not once for each attempt of the helper.
func deleteSnapshot(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = client.RpcPost("Ecs", "2014-05-26", "DeleteSnapshot", nil, request, false)
		if err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
	return response, err
}

// The lookup runs on every call, and the helper retries every error: each
// of its attempts looks the endpoint up again with the lookup's retries.
func createImage(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = client.RpcPostByLocation("Ecs", "2014-05-26", "CreateImage", nil, request) // want `RpcPostByLocation → describeEndpointForService retries \(connectivity/endpoint.go:\d+\) inside the resource.Retry at endpoints.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts retries again without an attempt limit; no automatic fix: .*`
		if err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
	return response, err
}

// Correct: the lookup runs on every call, but a failed lookup reaches the
// helper as an error of RpcPostByLocation's own ("[ERROR] loading ..."),
// which NeedRetry does not admit: the helper stops on it.
func copyImage(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = client.RpcPostByLocation("Ecs", "2014-05-26", "CopyImage", nil, request)
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

// The lookup's own error comes back as it is, and NeedRetry may admit it
// (a POST that failed to connect): the helper retries the lookup's retries.
func importImage(client *connectivity.AliyunClient, request map[string]interface{}) (map[string]interface{}, error) {
	var response map[string]interface{}
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		response, err = client.RpcPostByLocationRaw("Ecs", "2014-05-26", "ImportImage", nil, request) // want `RpcPostByLocationRaw → lookupEndpoint retries \(connectivity/endpoint.go:\d+\) inside the resource.Retry at endpoints.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts retries again without an attempt limit; no automatic fix: .*`
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
