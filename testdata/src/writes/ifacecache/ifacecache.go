// Package ifacecache calls a write through an interface of its own with one
// implementation: the writes pass resolves the call by searching the
// package's named types, which it indexes once for the run.
package ifacecache

import (
	"net/http"
	"strings"
)

type notifier interface {
	Notify(msg string) error
}

type webhook struct{ url string }

func (w webhook) Notify(msg string) error {
	_, err := http.Post(w.url, "text/plain", strings.NewReader(msg)) // want `unkeyed`
	return err
}

func send(n notifier) error {
	return n.Notify("hi") // want `unkeyed`
}
