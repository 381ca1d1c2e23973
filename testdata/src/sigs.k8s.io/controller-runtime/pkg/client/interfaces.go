// Package client is a test stub of
// sigs.k8s.io/controller-runtime/pkg/client@v0.25.2; the signatures it
// declares match the real module (interfaces.go, object.go, options.go),
// with Object reduced to the method the stubs' objects have.
package client

import "context"

// Object is a Kubernetes object.
type Object interface {
	GetName() string
}

// CreateOption is some configuration that modifies options for a create
// request.
type CreateOption interface {
	ApplyToCreate(*CreateOptions)
}

// CreateOptions contains options for create requests.
type CreateOptions struct {
	DryRun       []string
	FieldManager string
}

// Writer knows how to create, delete, and update Kubernetes objects.
type Writer interface {
	Create(ctx context.Context, obj Object, opts ...CreateOption) error
	Delete(ctx context.Context, obj Object, opts ...DeleteOption) error
}

// DeleteOption is some configuration that modifies options for a delete
// request.
type DeleteOption interface{}

// Client knows how to perform CRUD operations on Kubernetes objects.
type Client interface {
	Writer
}
