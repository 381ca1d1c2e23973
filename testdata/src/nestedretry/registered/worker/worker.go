// Package worker registers activities whose bodies are in package
// payments: a method value of an interface whose implementation retries
// inside is reported at the registration, with the path and no fix.
package worker

import (
	"time"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"nestedretry/registered/payments"
)

func Register(w worker.Worker, svc payments.Service) {
	w.RegisterActivityWithOptions(svc.CreateACHCharge, activity.RegisterOptions{Name: "CreateACHCharge"}) // want `activity CreateACHCharge, registered here: CreateACHCharge retries \(payments/payments.go:27\) inside the Temporal activity with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls; no automatic fix: the activity's body is in package payments`
	w.RegisterActivity(svc.Ping)
	w.RegisterActivity(payments.Refund)
}

// Charge executes the activity with a policy of its own: the count would
// have to read it, and executions are left out.
func Charge(ctx workflow.Context, svc payments.Service, amount int64) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute, RetryPolicy: &temporal.RetryPolicy{MaximumAttempts: 3}})
	return workflow.ExecuteActivity(ctx, svc.CreateACHCharge, amount).Get(ctx, nil)
}
