// Package stsroles assumes RAM roles with the real Alibaba Cloud STS SDK
// generated on darabonba-openapi v0, whose calls retry by themselves when
// their runtime options turn Autoretry on.
package stsroles

import (
	openapi "github.com/alibabacloud-go/darabonba-openapi/client"
	sts "github.com/alibabacloud-go/sts-20150401/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// New makes an STS client.
func New(endpoint string) (*sts.Client, error) {
	return sts.NewClient(&openapi.Config{Endpoint: tea.String(endpoint)})
}

// Assume retries the call on every error, with the SDK's own retries on.
func Assume(client *sts.Client, role, session string) (*sts.AssumeRoleResponse, error) {
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	req := &sts.AssumeRoleRequest{RoleArn: tea.String(role), RoleSessionName: tea.String(session)}
	var resp *sts.AssumeRoleResponse
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err = client.AssumeRoleWithOptions(req, runtime) // want: nestedretry "client.AssumeRoleWithOptions retries \(darabonba-openapi with Autoretry on\) inside the retry loop at stsroles.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// AssumeOnce retries calls that make one attempt each: silent.
func AssumeOnce(client *sts.Client, role, session string) (*sts.AssumeRoleResponse, error) {
	req := &sts.AssumeRoleRequest{RoleArn: tea.String(role), RoleSessionName: tea.String(session)}
	var resp *sts.AssumeRoleResponse
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err = client.AssumeRoleWithOptions(req, &util.RuntimeOptions{MaxAttempts: tea.Int(5)})
		if err == nil {
			return resp, nil
		}
		resp, err = client.AssumeRole(req)
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}
