// Package activity runs the billing service of another package in Temporal
// activities, which the workflow's retry policy runs again on failure. The
// create is one interface call away, in the other package: no fix can be
// made here, and the finding says where the key belongs.
package activity

import (
	"context"
	"time"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/workflow"

	"unkeyedwrite/elsewhere/billing"
)

type Activities struct {
	svc billing.Service
}

// CreateCustomer is executed by the workflow below.
func (a *Activities) CreateCustomer(ctx context.Context, email string) (string, error) {
	return a.svc.CreateCustomer(email) // want `Service.CreateCustomer sends stripeService.CreateCustomer → customer.New \(billing/billing.go:27\) without an idempotency key and takes none in a Temporal activity \(activity.go:22\), which runs again on retry: stripe-go puts a new key on each call, which does not survive the outer retry, so a write that committed before a timeout is made again; no automatic fix: the key belongs in stripeService.CreateCustomer, in package billing: give it a key parameter and pass one that stays the same when the Temporal activity runs again`
}

// CreateCustomerKeyed passes a key from the activity's run, the same on
// every attempt: silent.
func (a *Activities) CreateCustomerKeyed(ctx context.Context, email string) (string, error) {
	info := activity.GetInfo(ctx)
	return a.svc.CreateCustomerKeyed(ctx, email, info.WorkflowExecution.RunID+"/"+info.ActivityID)
}

// signup is no activity and is retried by nothing: silent.
func signup(svc billing.Service, email string) (string, error) {
	return svc.CreateCustomer(email)
}

func Workflow(ctx workflow.Context, email string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var a *Activities
	if err := workflow.ExecuteActivity(ctx, a.CreateCustomer, email).Get(ctx, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, a.CreateCustomerKeyed, email).Get(ctx, nil)
}
