package retryloops

import (
	"context"
	"net/http"
	"time"
)

type sender struct{}

func (sender) Receive(out any) (*http.Response, error) { return &http.Response{}, nil }

type call struct {
	attempt int
	sleep   time.Duration
	out     any
}

type decision struct {
	shouldRetry bool
	err         error
}

// decide asks for another attempt on a 503.
func decide(status int) decision {
	if status == http.StatusServiceUnavailable {
		return decision{shouldRetry: true}
	}
	return decision{}
}

// CallWithRetry sends again by calling itself from inside a select that
// waits, when the decision made from the response's status says so, with
// no limit but the context's (terraform-provider-cloudamqp's callWithRetry).
func CallWithRetry(ctx context.Context, s sender, c call) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	res, _ := s.Receive(c.out)
	d := decide(res.StatusCode)
	if d.err != nil {
		return d.err
	}
	if !d.shouldRetry {
		return nil
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(c.sleep):
		c.attempt++
		return CallWithRetry(ctx, s, c) // want `recursive retry: retries \(sender\).Receive, no attempt limit`
	}
}

// Pages calls itself from inside a select for the next page: the argument
// changes, so it is no retry.
func Pages(ctx context.Context, s sender, page int) error {
	res, _ := s.Receive(nil)
	d := decide(res.StatusCode)
	if !d.shouldRetry {
		return nil
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Second):
		return Pages(ctx, s, page+2)
	}
}

// Drain calls itself for every message of a channel it selects on: no
// retry.
func Drain(ctx context.Context, s sender, msgs chan string) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-msgs:
		return Drain(ctx, s, msgs)
	}
}
