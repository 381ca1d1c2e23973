package payclient

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
)

type PaymentsApiService service

type CreatePaymentRequest struct {
	Amount   int64  `json:"amount"`
	Currency string `json:"currency"`
}

type Payment struct {
	Id string `json:"id"`
}

type ApiCreatePaymentRequest struct {
	ctx                  context.Context
	ApiService           *PaymentsApiService
	createPaymentRequest *CreatePaymentRequest
	idempotencyKey       *string
}

func (r ApiCreatePaymentRequest) CreatePaymentRequest(createPaymentRequest CreatePaymentRequest) ApiCreatePaymentRequest {
	r.createPaymentRequest = &createPaymentRequest
	return r
}

// A unique key for safe request retries.
func (r ApiCreatePaymentRequest) IdempotencyKey(idempotencyKey string) ApiCreatePaymentRequest {
	r.idempotencyKey = &idempotencyKey
	return r
}

func (r ApiCreatePaymentRequest) Execute() (*Payment, *http.Response, error) {
	return r.ApiService.CreatePaymentExecute(r)
}

func (a *PaymentsApiService) CreatePayment(ctx context.Context) ApiCreatePaymentRequest {
	return ApiCreatePaymentRequest{ApiService: a, ctx: ctx}
}

func (a *PaymentsApiService) CreatePaymentExecute(r ApiCreatePaymentRequest) (*Payment, *http.Response, error) {
	var (
		localVarHTTPMethod  = http.MethodPost
		localVarPostBody    interface{}
		localVarReturnValue *Payment
	)
	localVarPath := a.client.cfg.BasePath + "/payments"
	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarHeaderParams["Content-Type"] = "application/json"
	if r.idempotencyKey != nil {
		localVarHeaderParams["Idempotency-Key"] = parameterToString(*r.idempotencyKey, "")
	}
	localVarPostBody = r.createPaymentRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams)
	if err != nil {
		return localVarReturnValue, nil, err
	}
	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}
	localVarBody, err := readBody(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}
	if localVarHTTPResponse.StatusCode >= 300 {
		return localVarReturnValue, localVarHTTPResponse, GenericOpenAPIError{body: localVarBody, error: localVarHTTPResponse.Status}
	}
	err = json.Unmarshal(localVarBody, &localVarReturnValue)
	return localVarReturnValue, localVarHTTPResponse, err
}

type ApiGetPaymentRequest struct {
	ctx        context.Context
	ApiService *PaymentsApiService
	id         string
}

func (r ApiGetPaymentRequest) Execute() (*Payment, *http.Response, error) {
	return r.ApiService.GetPaymentExecute(r)
}

func (a *PaymentsApiService) GetPayment(ctx context.Context, id string) ApiGetPaymentRequest {
	return ApiGetPaymentRequest{ApiService: a, ctx: ctx, id: id}
}

func (a *PaymentsApiService) GetPaymentExecute(r ApiGetPaymentRequest) (*Payment, *http.Response, error) {
	localVarHTTPMethod := http.MethodGet
	localVarPath := a.client.cfg.BasePath + "/payments/" + url.PathEscape(r.id)
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, nil, map[string]string{}, url.Values{})
	if err != nil {
		return nil, nil, err
	}
	resp, err := a.client.callAPI(req)
	if err != nil {
		return nil, resp, err
	}
	var p *Payment
	err = json.NewDecoder(resp.Body).Decode(&p)
	return p, resp, err
}
