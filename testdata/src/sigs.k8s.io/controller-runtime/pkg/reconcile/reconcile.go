// Package reconcile is a test stub of
// sigs.k8s.io/controller-runtime/pkg/reconcile@v0.25.2; signatures match
// the real module.
package reconcile

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/types"
)

// Result contains the result of a Reconciler invocation.
type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

// Request contains the information necessary to reconcile a Kubernetes
// object.
type Request struct {
	types.NamespacedName
}

// Reconciler implements a Kubernetes API for a specific Resource.
type Reconciler = TypedReconciler[Request]

// TypedReconciler implements an API for a specific Resource.
type TypedReconciler[request comparable] interface {
	Reconcile(context.Context, request) (Result, error)
}
