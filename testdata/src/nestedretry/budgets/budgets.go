// Package budgets shares retry budgets between layers.
package budgets

import (
	"context"
	"net/http"
	"time"

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
		_, err = http.Get(url)
		if err == nil {
			return nil
		}
	}
	return err
}

// fetchAlone retries by hand, without a budget.
func fetchAlone(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = http.Get(url)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: both layers draw on one budget.
func shared(b *Budget, url string) error {
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

// The inner layer has no budget: reported.
func notShared(url string) error {
	var err error
	for i := 0; i < 5; i++ {
		err = fetchAlone(url) // want `fetchAlone retries \(budgets/budgets.go:\d+\) inside the retry loop at budgets.go:\d+ with no shared budget: up to 5 × 3 = 15 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: failsafe retry policies that share one budget.
func failsafeShared(url string) error {
	b := budget.New()
	outer := retrypolicy.NewBuilder[any]().WithBudget(b).Build()
	inner := retrypolicy.NewBuilder[any]().WithBudget(b).Build()
	return failsafe.With[any](outer).Run(func() error {
		return failsafe.With[any](inner).Run(func() error {
			_, err := http.Get(url)
			return err
		})
	})
}

// A context deadline alone is not a budget.
func deadline(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var err error
	for i := 0; i < 5; i++ {
		err = fetchCtx(ctx, url) // want `fetchCtx retries \(budgets/budgets.go:\d+\) inside the retry loop at budgets.go:\d+ with no shared budget: up to 5 × 3 = 15 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

func fetchCtx(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var req *http.Request
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		_, err = http.DefaultClient.Do(req)
		if err == nil {
			return nil
		}
	}
	return err
}
