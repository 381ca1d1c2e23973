// Package keyedhosts posts to an API that the configuration says takes an
// Idempotency-Key header (keyed-hosts: [payments.example.com]): a POST to
// it with no key, retried, is keyable and reported; a POST to another host
// is not known to take a key (silent here).
package keyedhosts

import (
	"bytes"
	"net/http"

	"github.com/google/uuid"
)

var _ = uuid.NewString

func charge(body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Post("https://api.payments.example.com/v1/charges", "application/json", bytes.NewReader(body)) // want `http.Post is sent without an idempotency key inside the retry loop`
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

func notify(body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Post("https://hooks.chat.example.net/notify", "application/json", bytes.NewReader(body))
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}
