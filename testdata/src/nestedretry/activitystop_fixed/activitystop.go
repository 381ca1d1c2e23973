// Package activitystop_fixed is activitystop as its fixes leave it: each
// call's failure ends the activity, and nothing is reported.
package activitystop_fixed

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
	_, err := customer.Update(id, &stripe.CustomerParams{Email: stripe.String(email)})
	if err != nil {
		return temporal.NewNonRetryableApplicationError("customer.Update failed after its own retries", "InnerRetriesExhausted", fmt.Errorf("update email: %w", err))
	}
	return nil
}

// if err := call(); err != nil { return err }.
func Rename(ctx context.Context, id, name string) error {
	if _, err := customer.Update(id, &stripe.CustomerParams{Name: stripe.String(name)}); err != nil {
		return temporal.NewNonRetryableApplicationError("customer.Update failed after its own retries", "InnerRetriesExhausted", err)
	}
	return nil
}

// return call2(): bound first, then marked in its error branch.
func Fetch(ctx context.Context, id string) (*stripe.Customer, error) {
	v, err := customer.Get(id, nil)
	if err != nil {
		return v, temporal.NewNonRetryableApplicationError("customer.Get failed after its own retries", "InnerRetriesExhausted", err)
	}
	return v, nil
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
