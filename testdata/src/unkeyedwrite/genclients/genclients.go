// Package genclients creates through a Stainless-shaped SDK that idemvet
// has no record for: the create's params carry a uniqueness key, which
// the SDK's code sends in the request body, so a create retried without
// one is reported and a create keyed by its caller's stable ID is not.
package genclients

import (
	"context"
	"time"

	"example.com/stainlesswrites"
)

func CreateContract(ctx context.Context, c *stainlesswrites.Client, customer string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.New(ctx, stainlesswrites.ContractNewParams{CustomerID: customer}) // want `ContractService.New is sent without an idempotency key inside the retry loop at genclients.go:\d+`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func CreateContractKeyed(ctx context.Context, c *stainlesswrites.Client, customer, orderID string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Contracts.New(ctx, stainlesswrites.ContractNewParams{CustomerID: customer, UniquenessKey: stainlesswrites.String("contract-" + orderID)})
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
