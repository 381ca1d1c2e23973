// Package stainlesswrites mirrors the services of a Stainless-generated Go
// SDK that idemvet has no record for (metronome-go v1.0.0 v1contract.go):
// every operation is a POST, reads included, and a create's params may
// carry a uniqueness key.
package stainlesswrites

import (
	"context"
	"net/http"

	"example.com/stainlesswrites/internal/requestconfig"
)

type ContractService struct {
	Options []requestconfig.RequestOption
}

type Client struct {
	Contracts *ContractService
}

type Contract struct {
	ID string `json:"id"`
}

type ContractNewParams struct {
	CustomerID    string  `json:"customer_id"`
	UniquenessKey *string `json:"uniqueness_key,omitempty"`
}

type ContractGetParams struct {
	ContractID string `json:"contract_id"`
}

type ContractArchiveParams struct {
	ContractID string `json:"contract_id"`
}

type ContractAmendParams struct {
	ContractID string `json:"contract_id"`
	Note       string `json:"note"`
}

func String(s string) *string { return &s }

func (r *ContractService) New(ctx context.Context, body ContractNewParams) (res *Contract, err error) {
	path := "v1/contracts/create"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &res, r.Options...)
	return
}

func (r *ContractService) Get(ctx context.Context, body ContractGetParams) (res *Contract, err error) {
	path := "v1/contracts/get"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &res, r.Options...)
	return
}

func (r *ContractService) List(ctx context.Context) (res []Contract, err error) {
	path := "v1/contracts"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, r.Options...)
	return
}

func (r *ContractService) Amend(ctx context.Context, body ContractAmendParams) (res *Contract, err error) {
	path := "v1/contracts/amend"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &res, r.Options...)
	return
}
