// Package failover has loops that try each of several endpoints in turn.
// A failover repeats one intent at another target: it is a retry layer
// where the call it repeats can commit a write, and not where it only
// reads or connects.
package failover

import (
	"net/http"
	"strings"
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

// getJSON retries a read by hand: 4 attempts.
func getJSON(url string) error {
	var err error
	for i := 0; i < 4; i++ {
		_, err = http.Get(url)
		if err == nil {
			return nil
		}
	}
	return err
}

// send posts to each endpoint in turn until one takes it; each post is
// retried 4 times by postJSON.
func send(endpoints []string, body string) error {
	var err error
	for _, ep := range endpoints {
		err = postJSON(ep+"/events", body) // want `postJSON retries \(failover/failover.go:\d+\) inside the failover loop at failover.go:\d+ with no shared budget: the attempts multiply \(an unknown number × 4 calls for one failing operation\)`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a failover that only reads repeats nothing that commits.
func fetch(endpoints []string) error {
	var err error
	for _, ep := range endpoints {
		err = getJSON(ep + "/status")
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a loop over items handles each item once.
func sendAll(url string, bodies []string) error {
	for _, b := range bodies {
		if err := postJSON(url, b); err != nil {
			return err
		}
	}
	return nil
}
