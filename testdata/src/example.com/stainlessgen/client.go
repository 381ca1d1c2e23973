// Package stainlessgen is a Stainless-shaped generated SDK whose calls
// retry by themselves, known from its code alone.
package stainlessgen

import (
	"context"
	"net/http"

	"example.com/stainlessgen/internal/requestconfig"
	"example.com/stainlessgen/option"
)

type Client struct {
	Options   []option.RequestOption
	Contracts *ContractService
}

func NewClient(opts ...option.RequestOption) *Client {
	return &Client{Options: opts, Contracts: &ContractService{Options: opts}}
}

type ContractService struct {
	Options []option.RequestOption
}

type ContractNewParams struct {
	Name string
}

type Contract struct {
	ID string
}

func (r *ContractService) New(ctx context.Context, body ContractNewParams, opts ...option.RequestOption) (res *Contract, err error) {
	opts = append(r.Options[:], opts...)
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, "v1/contracts", opts...)
	return
}
