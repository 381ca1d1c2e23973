// Package sd is a stub of github.com/go-kit/kit/sd (v0.13.0).
package sd

import "github.com/go-kit/kit/endpoint"

// Endpointer listens to a service discovery system and yields endpoints.
type Endpointer interface {
	Endpoints() ([]endpoint.Endpoint, error)
}

// FixedEndpointer yields a fixed set of endpoints.
type FixedEndpointer []endpoint.Endpoint

// Endpoints implements Endpointer.
func (s FixedEndpointer) Endpoints() ([]endpoint.Endpoint, error) { return s, nil }
