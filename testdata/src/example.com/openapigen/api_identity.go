package openapigen

import (
	"context"
	"net/http"
)

type Identity struct {
	ID string `json:"id"`
}

type CreateIdentityBody struct {
	SchemaID string                 `json:"schema_id"`
	Traits   map[string]interface{} `json:"traits"`
}

type IdentityAPI interface {
	CreateIdentity(ctx context.Context) IdentityAPICreateIdentityRequest
	CreateIdentityExecute(r IdentityAPICreateIdentityRequest) (*Identity, *http.Response, error)
	GetIdentity(ctx context.Context, id string) IdentityAPIGetIdentityRequest
	GetIdentityExecute(r IdentityAPIGetIdentityRequest) (*Identity, *http.Response, error)
}

type IdentityAPIService service

type IdentityAPICreateIdentityRequest struct {
	ctx                context.Context
	ApiService         IdentityAPI
	createIdentityBody *CreateIdentityBody
}

func (r IdentityAPICreateIdentityRequest) CreateIdentityBody(b CreateIdentityBody) IdentityAPICreateIdentityRequest {
	r.createIdentityBody = &b
	return r
}

func (r IdentityAPICreateIdentityRequest) Execute() (*Identity, *http.Response, error) {
	return r.ApiService.CreateIdentityExecute(r)
}

func (a *IdentityAPIService) CreateIdentity(ctx context.Context) IdentityAPICreateIdentityRequest {
	return IdentityAPICreateIdentityRequest{ApiService: a, ctx: ctx}
}

func (a *IdentityAPIService) CreateIdentityExecute(r IdentityAPICreateIdentityRequest) (*Identity, *http.Response, error) {
	var (
		localVarHTTPMethod  = http.MethodPost
		localVarPostBody    interface{}
		localVarReturnValue *Identity
	)
	localVarPath := "/admin/identities"
	localVarHeaderParams := make(map[string]string)
	localVarHeaderParams["Content-Type"] = "application/json"
	localVarPostBody = r.createIdentityBody
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams)
	if err != nil {
		return localVarReturnValue, nil, err
	}
	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}
	return localVarReturnValue, localVarHTTPResponse, nil
}

type IdentityAPIGetIdentityRequest struct {
	ctx        context.Context
	ApiService IdentityAPI
	id         string
}

func (r IdentityAPIGetIdentityRequest) Execute() (*Identity, *http.Response, error) {
	return r.ApiService.GetIdentityExecute(r)
}

func (a *IdentityAPIService) GetIdentity(ctx context.Context, id string) IdentityAPIGetIdentityRequest {
	return IdentityAPIGetIdentityRequest{ApiService: a, ctx: ctx, id: id}
}

func (a *IdentityAPIService) GetIdentityExecute(r IdentityAPIGetIdentityRequest) (*Identity, *http.Response, error) {
	var (
		localVarHTTPMethod  = http.MethodGet
		localVarPostBody    interface{}
		localVarReturnValue *Identity
	)
	localVarPath := "/admin/identities/" + r.id
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, nil)
	if err != nil {
		return localVarReturnValue, nil, err
	}
	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}
	return localVarReturnValue, localVarHTTPResponse, nil
}
