// Package activitystop calls stripe-go, which retries by itself, from
// Temporal activities whose retry policy is set where the workflow runs
// them, in another package: the fix returns the call's failure to the
// activity as one its policy does not retry.
package activitystop

import (
	"context"
	"fmt"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/customer"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
)

func Register(w worker.Worker) {
	w.RegisterActivity(UpdateEmail)
	w.RegisterActivity(Rename)
	w.RegisterActivity(Fetch)
	w.RegisterActivity(UpdateEmailOnce)
	w.RegisterActivity(RenameOnce)
}

// The error branch returns the wrapped error: it is marked.
func UpdateEmail(ctx context.Context, id, email string) error {
	_, err := customer.Update(id, &stripe.CustomerParams{Email: stripe.String(email)}) // want `customer.Update retries by default \(stripe-go\) inside the Temporal activity \(activitystop.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls`
	if err != nil {
		return fmt.Errorf("update email: %w", err)
	}
	return nil
}

// if err := call(); err != nil { return err }.
func Rename(ctx context.Context, id, name string) error {
	if _, err := customer.Update(id, &stripe.CustomerParams{Name: stripe.String(name)}); err != nil { // want `customer.Update retries by default \(stripe-go\) inside the Temporal activity \(activitystop.go:\d+\) with no shared budget`
		return err
	}
	return nil
}

// return call2(): bound first, then marked in its error branch.
func Fetch(ctx context.Context, id string) (*stripe.Customer, error) {
	return customer.Get(id, nil) // want `customer.Get retries by default \(stripe-go\) inside the Temporal activity \(activitystop.go:\d+\) with no shared budget`
}

// Correct: the failure of the call, which retried, ends the activity.
func UpdateEmailOnce(ctx context.Context, id, email string) error {
	_, err := customer.Update(id, &stripe.CustomerParams{Email: stripe.String(email)})
	if err != nil {
		return temporal.NewNonRetryableApplicationError("customer.Update failed after its own retries", "InnerRetriesExhausted", err)
	}
	return nil
}

// Correct: the same, in the if-init form.
func RenameOnce(ctx context.Context, id, name string) error {
	if _, err := customer.Update(id, &stripe.CustomerParams{Name: stripe.String(name)}); err != nil {
		return temporal.NewNonRetryableApplicationError("rename", "InnerRetriesExhausted", err)
	}
	return nil
}
