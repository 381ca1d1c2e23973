// Package budgets shares retry budgets between layers.
package budgets

import (
	"net/http"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/budget"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
)

// Budget is a token bucket that every retry layer of a request draws on.
//
//idemvet:budget
type Budget struct{ tokens int }

// Allow takes a token.
func (b *Budget) Allow() bool {
	if b.tokens == 0 {
		return false
	}
	b.tokens--
	return true
}

// fetch retries by hand, while the budget allows.
func fetch(b *Budget, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		if !b.Allow() {
			break
		}
		var resp *http.Response
		resp, err = http.Get(url)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// fetchAlone retries by hand, without a budget.
func fetchAlone(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		resp, err = http.Get(url)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Shared draws on one budget in both layers.
func Shared(b *Budget, url string) error {
	var err error
	for i := 0; i < 5; i++ {
		if !b.Allow() {
			break
		}
		err = fetch(b, url)
		if err == nil {
			return nil
		}
	}
	return err
}

// NotShared gives the inner layer no budget.
func NotShared(url string) error {
	var err error
	for i := 0; i < 5; i++ {
		err = fetchAlone(url) // want: nestedretry "fetchAlone retries \(budgets/budgets.go:\d+\) inside the retry loop at budgets.go:\d+ with no shared budget: up to 5 × 3 = 15 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// FailsafeShared nests failsafe retry policies that share one budget.
func FailsafeShared(url string) error {
	b := budget.NewBuilder().Build()
	outer := retrypolicy.NewBuilder[any]().WithBudget(b).Build()
	inner := retrypolicy.NewBuilder[any]().WithBudget(b).Build()
	return failsafe.With[any](outer).Run(func() error {
		return failsafe.With[any](inner).Run(func() error {
			resp, err := http.Get(url)
			if err != nil {
				return err
			}
			return resp.Body.Close()
		})
	})
}
