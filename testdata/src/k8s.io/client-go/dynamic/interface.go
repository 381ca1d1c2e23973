// Package dynamic is a test stub of k8s.io/client-go/dynamic@v0.37.2;
// signatures match the real module (interface.go).
package dynamic

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Interface is the dynamic client.
type Interface interface {
	Resource(resource schema.GroupVersionResource) NamespaceableResourceInterface
}

// ResourceInterface works with one resource.
type ResourceInterface interface {
	Create(ctx context.Context, obj *unstructured.Unstructured, options metav1.CreateOptions, subresources ...string) (*unstructured.Unstructured, error)
}

// NamespaceableResourceInterface is a ResourceInterface that can be
// scoped to a namespace.
type NamespaceableResourceInterface interface {
	Namespace(string) ResourceInterface
	ResourceInterface
}
