package activities

import (
	"context"
	"fmt"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/customer"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

// UpdateEmail runs stripe-go's own retries inside the activity's, whose
// policy the workflow sets in another package: the fix returns the call's
// failure as non-retryable.
func UpdateEmail(ctx context.Context, id, email string) error {
	activity.GetLogger(ctx).Info("update email")
	_, err := customer.Update(id, &stripe.CustomerParams{Email: stripe.String(email)}) // want: nestedretry "customer.Update retries by default \(stripe-go\) inside the Temporal activity \(stop.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls"
	if err != nil {
		return fmt.Errorf("update email: %w", err)
	}
	return nil
}

// UpdateEmailOnce: the failure of the call, which retried, ends the
// activity.
func UpdateEmailOnce(ctx context.Context, id, email string) error {
	activity.GetLogger(ctx).Info("update email")
	_, err := customer.Update(id, &stripe.CustomerParams{Email: stripe.String(email)})
	if err != nil {
		return temporal.NewNonRetryableApplicationError("customer.Update failed after its own retries", "InnerRetriesExhausted", err)
	}
	return nil
}
