package lookups

import (
	"errors"
	"time"
)

type api struct{}

func (api) Put(path string, body []byte) error { return errors.New("unavailable") }

// Save sends the same write again on each failure: a retry loop.
func Save(a api, path string, body []byte) error { // want Save:`retries: retry loop at lookups/twins.go:15 \(3 attempts\)`
	var err error
	for i := 0; i < 3; i++ {
		if err = a.Put(path, body); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// SaveTrimmed re-slices its body only before the loop: each round sends
// the same request.
func SaveTrimmed(a api, path string, body []byte) error { // want SaveTrimmed:`retries: retry loop at lookups/twins.go:28 \(-1 attempts\)`
	body = body[:len(body)-1]
	for {
		err := a.Put(path, body)
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
}

type mode int

// Submit goes round on every failure but a fatal one: the switch on the
// error leaves only for some failures.
func Submit(a api, path string, body []byte, m mode) error { // want Submit:`retries: retry loop at lookups/twins.go:42 \(-1 attempts\)`
	for {
		err := a.Put(path, body)
		if err == nil {
			return nil
		}
		switch {
		case errors.Is(err, errFatal):
			return err
		}
		time.Sleep(time.Second)
	}
}

var errFatal = errors.New("fatal")
