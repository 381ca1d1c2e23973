// Package controllerruntime is a test stub of
// sigs.k8s.io/controller-runtime@v0.25.2; signatures match the real module.
package controllerruntime

import "sigs.k8s.io/controller-runtime/pkg/reconcile"

// Result is the reconcile.Result alias of alias.go.
type Result = reconcile.Result

// Request is the reconcile.Request alias of alias.go.
type Request = reconcile.Request
