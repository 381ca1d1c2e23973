// Package gofetch retries a fetch that runs in a goroutine and reports its
// error on a channel, as consul-template's watch.View does: the loop runs
// the fetch again after an error, and the fetch reads with a vault/api
// client, which retries by itself. The twin, PollOnce, hands the first
// error up and is silent.
package gofetch

import (
	"context"
	"time"

	"github.com/hashicorp/vault/api"
)

type View struct {
	client    *api.Client
	path      string
	retryFunc func(int) (bool, time.Duration)
	stopCh    chan struct{}
}

// fetch reads the secret and reports it on doneCh, or its error on errCh.
func (v *View) fetch(doneCh chan<- *api.Secret, errCh chan<- error) {
	s, err := v.client.Logical().ReadWithContext(context.Background(), v.path)
	if err != nil {
		errCh <- err
		return
	}
	doneCh <- s
}

// Poll watches the secret: it reads it again after each result, and after
// an error while the retry function allows it.
func (v *View) Poll(out chan<- *api.Secret, errCh chan<- error) {
	var retries int
	for {
		doneCh := make(chan *api.Secret, 1)
		fetchErrCh := make(chan error, 1)
		go v.fetch(doneCh, fetchErrCh) // want `fetch retries \(gofetch/gofetch.go:\d+\) inside the retry loop at gofetch.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 3 calls`

		select {
		case s := <-doneCh:
			retries = 0
			out <- s
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
			select {
			case errCh <- err:
				return
			case <-v.stopCh:
				return
			}
		case <-v.stopCh:
			return
		}
	}
}

// PollOnce hands the first error up: the client's retries are the only
// layer.
func (v *View) PollOnce(out chan<- *api.Secret, errCh chan<- error) {
	for {
		doneCh := make(chan *api.Secret, 1)
		fetchErrCh := make(chan error, 1)
		go v.fetch(doneCh, fetchErrCh)

		select {
		case s := <-doneCh:
			out <- s
		case err := <-fetchErrCh:
			errCh <- err
			return
		case <-v.stopCh:
			return
		}
	}
}

// PollBackoff goes round from two places of its failure clause: removing
// one continue would leave the other, so no fix can hand every failure
// up, and nothing is reported (every finding carries a fix).
func (v *View) PollBackoff(out chan<- *api.Secret, errCh chan<- error) {
	var retries int
	for {
		doneCh := make(chan *api.Secret, 1)
		fetchErrCh := make(chan error, 1)
		go v.fetch(doneCh, fetchErrCh)

		select {
		case s := <-doneCh:
			out <- s
		case err := <-fetchErrCh:
			if retries < 2 {
				retries++
				continue
			}
			if v.retryFunc != nil {
				if retry, sleep := v.retryFunc(retries); retry {
					time.Sleep(sleep)
					continue
				}
			}
			errCh <- err
			return
		case <-v.stopCh:
			return
		}
	}
}
