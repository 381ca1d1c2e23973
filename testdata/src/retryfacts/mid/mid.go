// Package mid retries through up's helper, directly and one call away.
package mid

import "retryfacts/up"

func send() error { return nil }

// Deliver retries through up.Retry.
func Deliver() error { // want Deliver:`retries: up.Retry at mid/mid.go:10$`
	return up.Retry(send)
}

// Notify retries through Deliver.
func Notify() error { // want Notify:`retries: up.Retry at mid/mid.go:10 via Deliver$`
	return Deliver()
}

// Plain does not retry.
func Plain() error { return up.Once(send) }

// Compose retries send through the function up.WithRetry returns.
func Compose() error { // want Compose:`retries: up.WithRetry at mid/mid.go:\d+ \(4 attempts\)$`
	return up.WithRetry(send)()
}
