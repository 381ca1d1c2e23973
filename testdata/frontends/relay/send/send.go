// Package send fetches from an API with two helpers that retry by hand.
package send

import "net/http"

// Fetch retries a GET: 4 attempts.
func Fetch(url string) error {
	var err error
	for i := 0; i < 4; i++ {
		var resp *http.Response
		if resp, err = http.Get(url); err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// Ping retries another GET: 2 attempts.
func Ping(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		var resp *http.Response
		if resp, err = http.Get(url + "/ping"); err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}
