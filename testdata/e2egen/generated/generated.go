// Package generated calls generated SDK clients that idemvet has no
// record for: metronome-go (Stainless) and Ory's client-go (OpenAPI
// Generator). What each call sends is read from the SDK's own code: a
// create retried without a key is reported, a read of the same client is
// not.
package generated

import (
	"context"
	"time"

	metronome "github.com/Metronome-Industries/metronome-go"
	ory "github.com/ory/client-go"
)

// CreateContract retries a contract create with no uniqueness key.
func CreateContract(ctx context.Context, c *metronome.Client, customer string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.V1.Contracts.New(ctx, metronome.V1ContractNewParams{CustomerID: customer, StartingAt: time.Now()}) // want: unkeyedwrite "V1ContractService.New is sent without an idempotency key inside the retry loop at generated.go:\d+" nestedretry "New → ExecuteNewRequest → Execute retries by default \(requestconfig/requestconfig.go:\d+, unless option.WithMaxRetries changes it\) inside the retry loop at generated.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// CreateContractOnce creates a contract keyed by the order it is for.
func CreateContractOnce(ctx context.Context, c *metronome.Client, customer, orderID string) error {
	_, err := c.V1.Contracts.New(ctx, metronome.V1ContractNewParams{CustomerID: customer, StartingAt: time.Now(), UniquenessKey: metronome.String("contract-" + orderID)})
	return err
}

// GetContract reads a contract: Metronome's reads are POSTs too.
func GetContract(ctx context.Context, c *metronome.Client, customer, id string) error {
	_, err := c.V1.Contracts.Get(ctx, metronome.V1ContractGetParams{CustomerID: customer, ContractID: id})
	return err
}

// CreateIdentity retries an identity create: the API takes no key.
func CreateIdentity(ctx context.Context, c *ory.APIClient, email string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, _, err = c.IdentityAPI.CreateIdentity(ctx).CreateIdentityBody(ory.CreateIdentityBody{SchemaId: "default", Traits: map[string]interface{}{"email": email}}).Execute() // want: unknownoutcome "unkeyed write IdentityAPICreateIdentityRequest.Execute \(via .*APIClient.callAPI \(POST\)\) is retried on every error by the retry loop at generated.go:\d+"
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// GetIdentity retries a read.
func GetIdentity(ctx context.Context, c *ory.APIClient, id string) error {
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
