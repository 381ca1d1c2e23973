// Package reconcile retries inside a Kubernetes controller's Reconcile.
// The controller's requeue is rate-limited and is how a controller is
// driven: it is not counted as a layer, the loops inside it are.
package reconcile

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	ctrl "sigs.k8s.io/controller-runtime"
)

type Reconciler struct{ sc *stripe.Client }

// Correct: a client's own retries inside a Reconcile.
func (r *Reconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	params := &stripe.PaymentIntentCreateParams{}
	params.SetIdempotencyKey(req.NamespacedName.String())
	_, err := r.sc.V1PaymentIntents.Create(ctx, params)
	return ctrl.Result{}, err
}

type Looping struct{ sc *stripe.Client }

// A loop around the retrying client: the loop and the client multiply;
// the requeue is not counted.
func (r *Looping) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	params := &stripe.PaymentIntentCreateParams{}
	params.SetIdempotencyKey(req.NamespacedName.String())
	var err error
	for i := 0; i < 3; i++ {
		_, err = r.sc.V1PaymentIntents.Create(ctx, params) // want `r.sc.V1PaymentIntents.Create retries by default \(stripe-go\) inside the retry loop at reconcile.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			break
		}
	}
	return ctrl.Result{}, err
}
