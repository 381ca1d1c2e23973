// Package genclients retries calls of generated SDK clients that idemvet
// has no record for, and of a request built in a helper: what each call
// sends is read from the code that builds and sends its request. A create
// is reported; a read of the same client (a GET, or a POST to .../get)
// stays silent.
package genclients

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"example.com/openapigen"
	"example.com/stainlesswrites"
)

func CreateIdentity(ctx context.Context, c *openapigen.APIClient, email string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, _, err = c.IdentityAPI.CreateIdentity(ctx).CreateIdentityBody(openapigen.CreateIdentityBody{SchemaID: "default", Traits: map[string]interface{}{"email": email}}).Execute() // want `unkeyed write IdentityAPICreateIdentityRequest.Execute \(via IdentityAPI.CreateIdentityExecute → IdentityAPIService.CreateIdentityExecute → APIClient.callAPI \(POST\)\) is retried on every error by the retry loop at genclients.go:\d+`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func GetIdentity(ctx context.Context, c *openapigen.APIClient, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, _, err = c.IdentityAPI.GetIdentity(ctx, id).Execute()
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func AmendContract(ctx context.Context, c *stainlesswrites.Client, id, note string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.Amend(ctx, stainlesswrites.ContractAmendParams{ContractID: id, Note: note}) // want `unkeyed write ContractService.Amend \(via ExecuteNewRequest\) is retried on every error by the retry loop at genclients.go:\d+`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func GetContract(ctx context.Context, c *stainlesswrites.Client, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.Get(ctx, stainlesswrites.ContractGetParams{ContractID: id})
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func ListContracts(ctx context.Context, c *stainlesswrites.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.List(ctx)
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// newRequest builds the request that its callers send: the method is the
// caller's.
func newRequest(ctx context.Context, method, url string, body []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

func Deliver(ctx context.Context, c *http.Client, url string, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		var req *http.Request
		req, err = newRequest(ctx, http.MethodPost, url, body)
		if err != nil {
			return err
		}
		var resp *http.Response
		resp, err = c.Do(req) // want `unkeyed write Client.Do \(POST\) is retried on every error by the retry loop at genclients.go:\d+`
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

func Poll(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var req *http.Request
		req, err = newRequest(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		var resp *http.Response
		resp, err = c.Do(req)
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}
