// Package retryloops has the shapes of hand-written retries that the
// retryloops package finds, and loops that are none.
package retryloops

import (
	"context"
	"errors"
	"time"
)

func send(string) error { return nil }

// Bounded tries three times and stops at the first success.
func Bounded() error {
	var err error
	for i := 0; i < 3; i++ { // want `retry loop: retries send, 3 attempts`
		if err = send("a"); err == nil {
			return nil
		}
	}
	return err
}

// Forever goes round until the send succeeds.
func Forever() {
	for { // want `retry loop: retries send, no attempt limit`
		if err := send("a"); err == nil {
			return
		}
	}
}

// Failover tries each endpoint once and stops at the first success.
func Failover(eps []string) error {
	for _, ep := range eps { // want `failover loop: retries send, failover`
		if err := send(ep); err == nil {
			return nil
		}
	}
	return errors.New("all endpoints failed")
}

// Each sends to every endpoint once, whatever happens: no retry.
func Each(eps []string) {
	for _, ep := range eps {
		if err := send(ep); err != nil {
			continue
		}
	}
}

// Again calls itself on a failure, up to three more times.
func Again(attempt int) error {
	err := send("a")
	if err != nil && attempt < 3 {
		return Again(attempt + 1) // want `recursive retry: retries send, 4 attempts`
	}
	return err
}

func shouldRetry(attempts int, err error) (bool, int, error) { return attempts < 8, 100, nil }

// CountedForever counts its attempts and goes round from inside a select
// after a delay, while a retry predicate on the error says so.
func CountedForever(ctx context.Context) (string, error) {
	attempts := 0
	for { // want `retry loop: retries sendOne, no attempt limit`
		attempts++
		out, err := sendOne(ctx)
		if err != nil {
			retry, after, retryErr := shouldRetry(attempts, err)
			if retryErr != nil {
				return "", retryErr
			}
			if retry {
				select {
				case <-ctx.Done():
					return "", ctx.Err()
				case <-time.After(time.Duration(after) * time.Millisecond):
					continue
				}
			}
			return "", retryErr
		}
		return out, nil
	}
}

func sendOne(ctx context.Context) (string, error) { return "", nil }

// Counted counts its attempts and goes round on an error below the bound.
func Counted(ctx context.Context) (string, error) {
	attempts := 0
	for { // want `retry loop: retries sendOne, unknown attempts`
		attempts++
		out, err := sendOne(ctx)
		if err != nil {
			if attempts < 8 {
				continue
			}
			return "", err
		}
		return out, nil
	}
}

// A View runs a fetch in a goroutine, which reports its result on
// channels, as consul-template's watch.View does.
type View struct {
	retryFunc func(int) (bool, time.Duration)
	stopCh    chan struct{}
	once      bool
}

func (v *View) fetch(doneCh chan<- struct{}, errCh chan<- error) {
	if err := send("a"); err != nil {
		errCh <- err
		return
	}
	doneCh <- struct{}{}
}

// Poll watches: it fetches again after each result, and after an error
// while the retry function allows it; past that it hands the error up.
func (v *View) Poll(viewCh chan<- *View, errCh chan<- error) {
	var retries int
	for { // want `retry loop: retries \(\*View\).fetch, no attempt limit`
		doneCh := make(chan struct{}, 1)
		fetchErrCh := make(chan error, 1)
		go v.fetch(doneCh, fetchErrCh)

		select {
		case <-doneCh:
			retries = 0
			viewCh <- v
			if v.once {
				return
			}
		case err := <-fetchErrCh:
			if v.retryFunc != nil {
				retry, sleep := v.retryFunc(retries)
				if retry {
					select {
					case <-time.After(sleep):
						retries++
						continue
					case <-v.stopCh:
						return
					}
				}
			}
			errCh <- err
			return
		case <-v.stopCh:
			return
		}
	}
}

// PollOnce hands the first error up: no retry.
func (v *View) PollOnce(viewCh chan<- *View, errCh chan<- error) {
	for {
		doneCh := make(chan struct{}, 1)
		fetchErrCh := make(chan error, 1)
		go v.fetch(doneCh, fetchErrCh)

		select {
		case <-doneCh:
			viewCh <- v
			if v.once {
				return
			}
		case err := <-fetchErrCh:
			errCh <- err
			return
		case <-v.stopCh:
			return
		}
	}
}
