package nethttp

import (
	"bytes"
	"net/http"

	"github.com/avast/retry-go/v4"
)

// http.Post returned straight from a retry operation: the fix builds the
// request before the return.
func postReturned(body []byte) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		return http.Post("https://api.example.com/orders", "application/json", bytes.NewReader(body)) // want `http.Post is sent without an idempotency key inside the retry.DoWithData`
	})
}

// Correct: the request carries a key made once, before the retry.
func postReturnedKeyed(body []byte, key string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		req, err := http.NewRequest(http.MethodPost, "https://api.example.com/orders", bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", key)
		return http.DefaultClient.Do(req)
	})
}
