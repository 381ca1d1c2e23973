// Package tencent calls tencentcloud-sdk-go in Terraform retry helpers.
// The SDK retries only as often as the client's profile says: not at all
// by default.
package tencent

import (
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"

	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common"
	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile"
	cvm "github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/cvm/v20170312"
)

// Correct: a client given to us; the helper is the only layer.
func run(client *cvm.Client, req *cvm.RunInstancesRequest) (*cvm.RunInstancesResponse, error) {
	var resp *cvm.RunInstancesResponse
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		resp, err = client.RunInstances(req)
		if err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
	return resp, err
}

// Correct: the default profile makes one attempt per call.
func runDefault(cred *common.Credential, req *cvm.RunInstancesRequest) error {
	client, err := cvm.NewClient(cred, "ap-guangzhou", profile.NewClientProfile())
	if err != nil {
		return err
	}
	return resource.Retry(5*time.Minute, func() *resource.RetryError {
		if _, err := client.RunInstances(req); err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
}

// The profile turns the SDK's retries on: 3 network retries inside 2
// rate-limit retries, 3 × 4 = 12 calls per attempt.
func runRetrying(cred *common.Credential, req *cvm.RunInstancesRequest) error {
	cpf := profile.NewClientProfile()
	cpf.NetworkFailureMaxRetries = 3
	cpf.RateLimitExceededMaxRetries = 2
	client, err := cvm.NewClient(cred, "ap-guangzhou", cpf)
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.RunInstances(req) // want `client.RunInstances retries \(tencentcloud-sdk-go with a retry count set\) inside the retry loop at tencent.go:\d+ with no shared budget: up to 3 × 12 = 36 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}
