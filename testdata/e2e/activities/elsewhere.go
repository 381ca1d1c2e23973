package activities

import (
	"context"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"

	"example.com/e2e/custsvc"
)

// Signup creates the customer through another package's interface: the
// key belongs in its implementation, which takes none, so the finding
// names the path and offers no fix.
func Signup(ctx context.Context, c custsvc.Customers, email string) error {
	activity.GetLogger(ctx).Info("signup")
	_, err := c.Create(email) // want: unkeyedwrite "Customers.Create sends stripeCustomers.Create → customer.New \(custsvc/custsvc.go:\d+\) without an idempotency key and takes none in a Temporal activity \(elsewhere.go:\d+\), which runs again on retry: .*; no automatic fix: the key belongs in stripeCustomers.Create, in package custsvc: give it a key parameter and pass one that stays the same when the Temporal activity runs again"
	return err
}

// SignupKeyed passes a key from the activity's run, the same on every
// attempt, and ends the activity when stripe-go's own retries fail.
func SignupKeyed(ctx context.Context, c custsvc.Customers, email string) error {
	info := activity.GetInfo(ctx)
	_, err := c.CreateKeyed(email, info.WorkflowExecution.RunID+"/"+info.ActivityID)
	if err != nil {
		return temporal.NewNonRetryableApplicationError("customer create failed after its own retries", "InnerRetriesExhausted", err)
	}
	return nil
}

// RegisterCustomers registers the service's create itself as an activity:
// its body, in package custsvc, calls customer.New, which stripe-go retries.
func RegisterCustomers(w worker.Worker, c custsvc.Customers) {
	w.RegisterActivity(c.Create) // want: nestedretry "activity Create, registered here: Create retries \(custsvc/custsvc.go:\d+\) inside the Temporal activity with no shared budget: .*; no automatic fix: the activity's body is in package custsvc"
}
