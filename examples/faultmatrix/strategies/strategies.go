// Package strategies holds the client strategies of the fault matrix: the
// ways real code charges a customer through the billing service's HTTP API
// and retries when the call fails. Each is ordinary Go code over net/http
// and a real retry library, written as it is found in the wild, so that
// idemvet sees it as it would see production code.
package strategies

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
)

// Client is how a strategy reaches the billing service.
type Client struct {
	HTTP    *http.Client
	BaseURL string
}

// Intent is one charge the caller means to make once.
type Intent struct {
	Customer    string `json:"customer"`
	AmountCents int64  `json:"amount_cents"`
	Order       string `json:"order"`
}

// body is the JSON body of the charge request.
func (in Intent) body() io.Reader {
	b, _ := json.Marshal(in)
	return bytes.NewReader(b)
}

// ErrOutcomeUnknown marks a charge that may or may not have been made: the
// caller must not charge again, but escalate or reconcile.
var ErrOutcomeUnknown = errors.New("outcome unknown: escalate")

// A StatusError is a response the service refused.
type StatusError struct {
	Code int
	Body string
}

func (e *StatusError) Error() string { return fmt.Sprintf("billing: %d %s", e.Code, e.Body) }

// chargeID reads the charge id from a response to POST /charges.
func chargeID(resp *http.Response) (string, error) {
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusCreated {
		return "", &StatusError{Code: resp.StatusCode, Body: string(bytes.TrimSpace(b))}
	}
	var c struct{ ID string }
	if err := json.Unmarshal(b, &c); err != nil {
		return "", err
	}
	return c.ID, nil
}

// NaiveRetry sends the charge with no idempotency key and retries it with
// backoff.Retry on any error. When the first attempt committed and only the
// response was lost, the retry is a second charge.
func NaiveRetry(ctx context.Context, c Client, in Intent) (string, error) {
	var id string
	err := backoff.Retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/charges", in.body())
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return err
		}
		id, err = chargeID(resp)
		return err
	}, backoff.WithContext(backoff.WithMaxRetries(&backoff.ZeroBackOff{}, 2), ctx))
	return id, err
}

// VerifyThenRetry checks the customer's charges before each retry and sends
// the charge again, with no key, only when the list does not show it. The
// read cannot see a request still in flight: a charge that lands after the
// read is made twice.
func VerifyThenRetry(ctx context.Context, c Client, in Intent) (string, error) {
	var lastErr error
	for attempt := 1; attempt <= 3; attempt++ {
		if attempt > 1 {
			id, err := findCharge(ctx, c, in)
			if err != nil {
				return "", err
			}
			if id != "" {
				return id, nil // the earlier attempt went through
			}
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/charges", in.body())
		if err != nil {
			return "", err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.HTTP.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		return chargeID(resp)
	}
	return "", lastErr
}

// findCharge lists the customer's charges and returns the id of the one for
// the intent's order, or "" if there is none.
func findCharge(ctx context.Context, c Client, in Intent) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+"/charges?customer="+url.QueryEscape(in.Customer), nil)
	if err != nil {
		return "", err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var charges []struct{ ID, Order string }
	if err := json.NewDecoder(resp.Body).Decode(&charges); err != nil {
		return "", err
	}
	for _, ch := range charges {
		if ch.Order == in.Order {
			return ch.ID, nil
		}
	}
	return "", nil
}

// NewKeyPerAttempt sends an idempotency key, but makes it inside the
// operation that retry.Do runs again, so each attempt carries a new key and
// the service cannot tell a retry from a new charge.
func NewKeyPerAttempt(ctx context.Context, c Client, in Intent) (string, error) {
	return retry.DoWithData(func() (string, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/charges", in.body())
		if err != nil {
			return "", retry.Unrecoverable(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", uuid.NewString())
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return "", err
		}
		return chargeID(resp)
	}, retry.Attempts(3), retry.Delay(0), retry.DelayType(retry.FixedDelay), retry.LastErrorOnly(true), retry.Context(ctx))
}

// PinnedKey derives the key from the intent (the order) before the retry, so
// that every attempt, and every delivery of an attempt, carries the same
// key: the service makes the charge once and replays its response. If every
// attempt ends without an answer, the outcome is unknown and is escalated
// rather than reported as a failure.
func PinnedKey(ctx context.Context, c Client, in Intent) (string, error) {
	key := "charge-order-" + in.Order
	id, err := retry.DoWithData(func() (string, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/charges", in.body())
		if err != nil {
			return "", retry.Unrecoverable(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", key)
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return "", err
		}
		return chargeID(resp)
	}, retry.Attempts(3), retry.Delay(0), retry.DelayType(retry.FixedDelay), retry.LastErrorOnly(true), retry.Context(ctx))
	if errors.Is(err, context.DeadlineExceeded) {
		return "", fmt.Errorf("%w: charge for order %s: %w", ErrOutcomeUnknown, in.Order, err)
	}
	return id, err
}
