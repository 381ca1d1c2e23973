// Package worker registers activities whose bodies are in package
// payments: a method value of an interface whose implementation retries
// inside is reported at the registration, with the path and no fix.
package worker

import (
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/worker"

	"nestedretry/registered/payments"
)

func Register(w worker.Worker, svc payments.Service) {
	w.RegisterActivityWithOptions(svc.CreateACHCharge, activity.RegisterOptions{Name: "CreateACHCharge"}) // want `activity CreateACHCharge, registered here: CreateACHCharge retries \(payments/payments.go:27\) inside the Temporal activity with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls; no automatic fix: the activity's body is in package payments`
	w.RegisterActivity(svc.Ping)
	w.RegisterActivity(payments.Refund)
}
