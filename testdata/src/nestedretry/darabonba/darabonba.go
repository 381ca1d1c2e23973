// Package darabonba retries calls of Alibaba Cloud product SDKs generated
// on darabonba-openapi v0/v2.0, whose calls retry by themselves when
// their runtime options turn Autoretry on: MaxAttempts retries, 3 when
// unset.
package darabonba

import (
	openapi "github.com/alibabacloud-go/darabonba-openapi/client"
	sts "github.com/alibabacloud-go/sts-20150401/client"
	util "github.com/alibabacloud-go/tea-utils/service"
	"github.com/alibabacloud-go/tea/tea"
)

// Autoretry on in a literal: 3 × 4 calls; the fix turns it off.
func assume(client *sts.Client, req *sts.AssumeRoleRequest) error {
	runtime := &util.RuntimeOptions{Autoretry: tea.Bool(true)}
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.AssumeRoleWithOptions(req, runtime) // want `client.AssumeRoleWithOptions retries \(darabonba-openapi with Autoretry on\) inside the retry loop at darabonba.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Autoretry on by its setter, with 2 retries: 5 × 3 calls.
func assumeSetter(client *sts.Client, req *sts.AssumeRoleRequest) error {
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(true)
	runtime.SetMaxAttempts(2)
	var err error
	for i := 0; i < 5; i++ {
		_, err = client.AssumeRoleWithOptions(req, runtime) // want `client.AssumeRoleWithOptions retries \(darabonba-openapi with Autoretry on\) inside the retry loop at darabonba.go:\d+ with no shared budget: up to 5 × 3 = 15 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// The base client's CallApi, with the options made in the call.
func call(client *openapi.Client, params *openapi.Params, req *openapi.OpenApiRequest) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.CallApi(params, req, &util.RuntimeOptions{Autoretry: tea.Bool(true), MaxAttempts: tea.Int(1)}) // want `client.CallApi retries \(darabonba-openapi with Autoretry on\) inside the retry loop at darabonba.go:\d+ with no shared budget: up to 3 × 2 = 6 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Options shared by another call: reported, and not turned off for it.
func assumeShared(client *sts.Client, req *sts.AssumeRoleRequest) error {
	runtime := &util.RuntimeOptions{Autoretry: tea.Bool(true)}
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.AssumeRoleWithOptions(req, runtime) // want `client.AssumeRoleWithOptions retries \(darabonba-openapi with Autoretry on\) inside the retry loop at darabonba.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			break
		}
	}
	_, err = client.AssumeRoleWithOptions(req, runtime)
	return err
}

// Correct: runtime options without Autoretry make one attempt per call.
func assumeOnce(client *sts.Client, req *sts.AssumeRoleRequest) error {
	runtime := &util.RuntimeOptions{MaxAttempts: tea.Int(5)}
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.AssumeRoleWithOptions(req, runtime)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: Autoretry turned off, and the call with the default options.
func assumeOff(client *sts.Client, req *sts.AssumeRoleRequest) error {
	runtime := &util.RuntimeOptions{}
	runtime.SetAutoretry(false)
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.AssumeRoleWithOptions(req, runtime)
		if err == nil {
			return nil
		}
		_, err = client.AssumeRole(req)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a call outside a loop.
func assumeOnceOnly(client *sts.Client, req *sts.AssumeRoleRequest) error {
	_, err := client.AssumeRoleWithOptions(req, &util.RuntimeOptions{Autoretry: tea.Bool(true)})
	return err
}
