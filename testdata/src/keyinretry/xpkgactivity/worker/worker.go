// Package worker registers the activities of package acts.
package worker

import (
	"keyinretry/xpkgactivity/acts"

	"go.temporal.io/sdk/worker"
)

func Register(w worker.Worker) {
	w.RegisterActivity(&acts.Activities{Payments: &acts.Payments{}})
	w.RegisterActivity(acts.Ship)
	w.RegisterActivity(acts.Quote)
}
