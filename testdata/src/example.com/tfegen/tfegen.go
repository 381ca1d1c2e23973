// Package tfegen mirrors a hand-written API client that idemvet has no
// record for, shaped as go-tfe v1.111.2 is (tfe.go, request.go,
// variable_set.go): NewRequest builds a request wrapper with the method
// its caller gives, the wrapper's Do sends the request it holds, and each
// resource is an interface the package implements with one unexported
// type.
package tfegen

import (
	"context"
	"net/http"
)

type Client struct {
	http         *http.Client
	baseURL      string
	VariableSets VariableSets
}

type ClientRequest struct {
	http *http.Client
	req  *http.Request
}

func (c *Client) NewRequest(method, path string, body any) (*ClientRequest, error) {
	req, err := http.NewRequest(method, c.baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	return &ClientRequest{http: c.http, req: req}, nil
}

func (r ClientRequest) Do(ctx context.Context, model any) error {
	reqWithCtx := r.req.WithContext(ctx)
	resp, err := r.http.Do(reqWithCtx)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type VariableSet struct {
	ID string
}

type VariableSetCreateOptions struct {
	Name string
}

type VariableSets interface {
	Create(ctx context.Context, organization string, options *VariableSetCreateOptions) (*VariableSet, error)
	Read(ctx context.Context, variableSetID string) (*VariableSet, error)
	Delete(ctx context.Context, variableSetID string) error
}

type variableSets struct {
	client *Client
}

var _ VariableSets = &variableSets{}

func (s *variableSets) Create(ctx context.Context, organization string, options *VariableSetCreateOptions) (*VariableSet, error) {
	req, err := s.client.NewRequest("POST", "organizations/"+organization+"/varsets", options)
	if err != nil {
		return nil, err
	}
	vs := &VariableSet{}
	return vs, req.Do(ctx, vs)
}

func (s *variableSets) Read(ctx context.Context, variableSetID string) (*VariableSet, error) {
	req, err := s.client.NewRequest("GET", "varsets/"+variableSetID, nil)
	if err != nil {
		return nil, err
	}
	vs := &VariableSet{}
	return vs, req.Do(ctx, vs)
}

func (s *variableSets) Delete(ctx context.Context, variableSetID string) error {
	req, err := s.client.NewRequest("DELETE", "varsets/"+variableSetID, nil)
	if err != nil {
		return err
	}
	return req.Do(ctx, nil)
}
