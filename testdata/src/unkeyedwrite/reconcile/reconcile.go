// Package reconcile has a Kubernetes controller that charges for what it
// reconciles: Reconcile is requeued on error and run again on every
// resync, so a charge without a key may be made twice.
package reconcile

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	ctrl "sigs.k8s.io/controller-runtime"
)

type SubscriptionReconciler struct {
	sc *stripe.Client
}

func (r *SubscriptionReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	_, err := r.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a controller-runtime Reconcile \(reconcile.go:\d+\), which runs again on retry`
	return ctrl.Result{}, err
}

type InvoiceReconciler struct {
	sc *stripe.Client
}

// Correct: the key is the reconciled object's name.
func (r *InvoiceReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey(req.NamespacedName.String())
	_, err := r.sc.V1PaymentIntents.Create(ctx, params)
	return ctrl.Result{}, err
}
