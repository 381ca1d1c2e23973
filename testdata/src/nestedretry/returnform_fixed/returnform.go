// Package returnform is nestedretry/returnform as its suggested fixes leave
// it: the operations return the inner calls' errors as permanent.
package returnform

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v5"
	tfretry "github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry"
)

// postJSON retries by hand: 4 attempts.
func postJSON(url, body string) error {
	var err error
	for i := 0; i < 4; i++ {
		_, err = http.Post(url, "application/json", strings.NewReader(body))
		if err == nil {
			return nil
		}
	}
	return err
}

// getJSON retries by hand: 4 attempts.
func getJSON(url string) (*http.Response, error) {
	var err error
	for i := 0; i < 4; i++ {
		resp, err := http.Get(url)
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// threeJSON retries by hand and returns three results.
func threeJSON(url string) (*http.Response, int, error) {
	resp, err := getJSON(url)
	return resp, 0, err
}

func retryGo(url string) error {
	return retry.Do(func() error {
		if err := postJSON(url, "{}"); err != nil {
			return retry.Unrecoverable(err)
		}
		return nil
	})
}

func retryGoData(url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		v, err := getJSON(url)
		if err != nil {
			return v, retry.Unrecoverable(err)
		}
		return v, nil
	})
}

func retryGoConst(url string) (int, error) {
	return retry.DoWithData(func() (int, error) {
		if err := postJSON(url, "{}"); err != nil {
			return 0, retry.Unrecoverable(err)
		}
		return 0, nil
	})
}

func retryGoInit(url string) error {
	return retry.Do(func() error {
		if err := postJSON(url, "{}"); err != nil {
			return retry.Unrecoverable(fmt.Errorf("post: %w", err))
		}
		return nil
	})
}

func backoffV5(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		v, err := getJSON(url)
		return v, backoff.Permanent(err)
	}, backoff.WithMaxTries(3))
}

// The names v and err are taken in the operation's block: the fix takes
// the next free ones.
func backoffV5Taken(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		v, err := 1, error(nil)
		_, _ = v, err
		v2, err2 := getJSON(url)
		return v2, backoff.Permanent(err2)
	})
}

func terraform(ctx context.Context, url string) error {
	return tfretry.RetryContext(ctx, time.Minute, func() *tfretry.RetryError {
		return tfretry.NonRetryableError(postJSON(url, "{}"))
	})
}

// Correct: the outer layer tries once.
func retryGoOnce(url string) error {
	return retry.Do(func() error {
		return postJSON(url, "{}")
	}, retry.Attempts(1))
}

// Correct: the outer layer gives up on the inner layer's errors.
func terraformStopped(ctx context.Context, url string) error {
	return tfretry.RetryContext(ctx, time.Minute, func() *tfretry.RetryError {
		return tfretry.NonRetryableError(postJSON(url, "{}"))
	})
}

// Shapes with no fix that is sure to be right stay silent: a variable
// returned beside the error, read after the call by the branch the fix
// would add, and three results.
func retryGoVar(url string) (int, error) {
	n := 0
	return retry.DoWithData(func() (int, error) {
		n++
		return n, postJSON(url, "{}")
	})
}

func retryGoThree(url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		var resp *http.Response
		return resp, postJSON(url, "{}")
	})
}
