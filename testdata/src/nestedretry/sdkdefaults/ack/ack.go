// Package ack calls the ACK (cs-20151215) SDK in Terraform retry helpers.
// The SDK retries only when the config of its client sets RetryOptions,
// which it does not by default.
package ack

import (
	"errors"
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"

	cs "github.com/alibabacloud-go/cs-20151215/v5/client"
	openapiutil "github.com/alibabacloud-go/darabonba-openapi/v2/utils"
	"github.com/alibabacloud-go/tea/dara"
)

var errThrottled = errors.New("Throttling")

// Correct: a client given to us, with no sign of retries turned on; the
// helper is the only layer.
func create(client *cs.Client, req *cs.CreateClusterRequest) (*cs.CreateClusterResponse, error) {
	var resp *cs.CreateClusterResponse
	err := resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		resp, err = client.CreateCluster(req)
		if err != nil {
			if errors.Is(err, errThrottled) {
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
	return resp, err
}

// Correct: a client made with the default config makes one attempt per
// call.
func describe(region, id string) (*cs.DescribeClusterDetailResponse, error) {
	client, err := cs.NewClient(&openapiutil.Config{RegionId: dara.String(region)})
	if err != nil {
		return nil, err
	}
	var resp *cs.DescribeClusterDetailResponse
	err = resource.Retry(time.Minute, func() *resource.RetryError {
		var err error
		resp, err = client.DescribeClusterDetailWithOptions(dara.String(id), map[string]*string{}, &dara.RuntimeOptions{})
		if err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
	return resp, err
}

// Correct: v2.1 reads no Autoretry in the runtime options (tea-utils/v2's,
// as v2.0's are): its retries are the config's.
func describeAutoretry(client *cs.Client, id string) (*cs.DescribeClusterDetailResponse, error) {
	runtime := &dara.RuntimeOptions{Autoretry: dara.Bool(true)}
	var resp *cs.DescribeClusterDetailResponse
	var err error
	for i := 0; i < 3; i++ {
		resp, err = client.DescribeClusterDetailWithOptions(dara.String(id), map[string]*string{}, runtime)
		if err == nil {
			return resp, nil
		}
	}
	return resp, err
}

// The config turns the SDK's retries on: 3 retries of throttled calls.
func createRetrying(region string, req *cs.CreateClusterRequest) (*cs.CreateClusterResponse, error) {
	client, err := cs.NewClient(&openapiutil.Config{
		RegionId: dara.String(region),
		RetryOptions: &dara.RetryOptions{
			Retryable:      true,
			RetryCondition: []*dara.RetryCondition{{MaxAttempts: 3, ErrorCode: []string{"Throttling"}}},
		},
	})
	if err != nil {
		return nil, err
	}
	var resp *cs.CreateClusterResponse
	err = resource.Retry(5*time.Minute, func() *resource.RetryError {
		var err error
		resp, err = client.CreateCluster(req) // want `client.CreateCluster retries \(darabonba-openapi with RetryOptions.Retryable on\) inside the resource.Retry at ack.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 4 calls`
		if err != nil {
			return resource.RetryableError(err)
		}
		return nil
	})
	return resp, err
}

// SetRetryOptions on the config: 5 retries, 6 calls.
func createFive(region string, req *cs.CreateClusterRequest) error {
	config := &openapiutil.Config{RegionId: dara.String(region)}
	config.SetRetryOptions(&dara.RetryOptions{Retryable: true, RetryCondition: []*dara.RetryCondition{{MaxAttempts: 5, ErrorCode: []string{"Throttling"}}}})
	client, err := cs.NewClient(config)
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.CreateCluster(req) // want `client.CreateCluster retries \(darabonba-openapi with RetryOptions.Retryable on\) inside the retry loop at ack.go:\d+ with no shared budget: up to 3 × 6 = 18 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}
