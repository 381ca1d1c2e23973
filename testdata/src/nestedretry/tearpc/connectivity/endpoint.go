package connectivity

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"

	rpc "github.com/alibabacloud-go/tea-rpc/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// regularProductEndpoint are endpoints known without asking the location
// service.
var regularProductEndpoint = map[string]string{
	"ecs": "ecs.aliyuncs.com",
}

// loadApiEndpoint returns the endpoint of a product: the one kept from an
// earlier call, or one looked up now and kept.
func (client *AliyunClient) loadApiEndpoint(productCode string) (string, error) {
	if v, ok := client.config.Endpoints.Load(productCode); !ok || v.(string) == "" {
		if err := client.loadEndpoint(productCode); err != nil {
			return "", fmt.Errorf("[ERROR] loading %s endpoint got an error: %#v.", productCode, err)
		}
	} else {
		return v.(string), nil
	}
	if v, ok := client.config.Endpoints.Load(productCode); ok && v.(string) != "" {
		return v.(string), nil
	}
	return "", fmt.Errorf("[ERROR] missing the product %s endpoint.", productCode)
}

// loadEndpoint finds the endpoint of a product, from the environment, the
// location service or the known ones, and keeps it.
func (client *AliyunClient) loadEndpoint(productCode string) error {
	endpoint := strings.TrimSpace(os.Getenv(fmt.Sprintf("ALIBABA_CLOUD_ENDPOINT_%s", strings.ToUpper(productCode))))
	if endpoint != "" {
		client.config.Endpoints.Store(productCode, endpoint)
		return nil
	}
	endpoint, err := client.describeEndpointForService(productCode)
	if err == nil {
		client.config.Endpoints.Store(productCode, endpoint)
	} else if endpointFmt, ok := regularProductEndpoint[productCode]; ok {
		client.config.Endpoints.Store(productCode, endpointFmt)
		return nil
	}
	return err
}

// describeEndpointForService asks the location service for the endpoint of
// a product, again while the connection fails.
func (client *AliyunClient) describeEndpointForService(productCode string) (string, error) {
	locationClient, err := rpc.NewClient(&rpc.Config{Endpoint: tea.String("location.aliyuncs.com")})
	if err != nil {
		return "", fmt.Errorf("unable to initialize the location client: %#v", err)
	}
	query := map[string]interface{}{"ServiceCode": productCode, "Id": client.RegionId}
	var endpointResult string
	err = resource.Retry(2*time.Minute, func() *resource.RetryError {
		response, err := locationClient.DoRequest(tea.String("DescribeEndpoints"), nil, tea.String("GET"), tea.String("2015-06-12"), tea.String("AK"), query, nil, &util.RuntimeOptions{})
		if err != nil {
			re := regexp.MustCompile("^Post [\"]*https://.*")
			if err.Error() != "" && re.MatchString(err.Error()) {
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		if e, ok := response["Endpoint"].(string); ok {
			endpointResult = e
		}
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("Describe %s endpoint using region: %#v got an error: %#v.", productCode, client.RegionId, err)
	}
	if endpointResult == "" {
		return "", fmt.Errorf("There is no any available endpoint for %s in region %s.", productCode, client.RegionId)
	}
	return endpointResult, nil
}

// RpcPostByLocation asks the location service for the endpoint on every
// call, and reports a failed lookup as an error of its own.
func (client *AliyunClient) RpcPostByLocation(product, version, action string, query, body map[string]interface{}) (map[string]interface{}, error) {
	endpoint, err := client.describeEndpointForService(product)
	if err != nil {
		return nil, fmt.Errorf("[ERROR] loading %s endpoint got an error: %#v.", product, err)
	}
	return client.rpcRequest("POST", product, version, action, query, body, false, endpoint)
}

// RpcPostByLocationRaw asks the location service for the endpoint on every
// call, and returns the lookup's own error when it fails.
func (client *AliyunClient) RpcPostByLocationRaw(product, version, action string, query, body map[string]interface{}) (map[string]interface{}, error) {
	endpoint, err := client.lookupEndpoint(product)
	if err != nil {
		return nil, err
	}
	return client.rpcRequest("POST", product, version, action, query, body, false, endpoint)
}

// lookupEndpoint asks the location service for the endpoint of a product,
// again while the connection fails, and returns the service's error.
func (client *AliyunClient) lookupEndpoint(productCode string) (string, error) {
	locationClient, err := rpc.NewClient(&rpc.Config{Endpoint: tea.String("location.aliyuncs.com")})
	if err != nil {
		return "", err
	}
	query := map[string]interface{}{"ServiceCode": productCode, "Id": client.RegionId}
	var endpointResult string
	err = resource.Retry(2*time.Minute, func() *resource.RetryError {
		response, err := locationClient.DoRequest(tea.String("DescribeEndpoints"), nil, tea.String("GET"), tea.String("2015-06-12"), tea.String("AK"), query, nil, &util.RuntimeOptions{})
		if err != nil {
			return resource.RetryableError(err)
		}
		endpointResult, _ = response["Endpoint"].(string)
		return nil
	})
	return endpointResult, err
}
