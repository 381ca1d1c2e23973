package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestSDKRetryDefaults checks SDKs whose own retries are off unless the
// program turns them on (Alibaba Cloud's generated product SDKs on
// darabonba-openapi, tencentcloud-sdk-go): a call with the defaults is no
// retry layer; one with retries turned on is, with the configured count.
func TestSDKRetryDefaults(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/sdkdefaults/ack", "nestedretry/sdkdefaults/tencent")
}
