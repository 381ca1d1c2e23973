// Package relay retries calls of send's helpers, which retry already: three
// of its loops nest Fetch's retries, one nests Ping's. idemvet's grouping
// tests expect exactly these findings: one cause with three sites, one with
// one.
package relay

import "example.com/shop/relay/send"

// Orders retries Fetch.
func Orders(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = send.Fetch(url + "/orders")
		if err == nil {
			break
		}
	}
	return err
}

// Invoices retries Fetch.
func Invoices(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = send.Fetch(url + "/invoices")
		if err == nil {
			break
		}
	}
	return err
}

// Refunds retries Fetch.
func Refunds(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = send.Fetch(url + "/refunds")
		if err == nil {
			break
		}
	}
	return err
}

// Health retries Ping.
func Health(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = send.Ping(url)
		if err == nil {
			break
		}
	}
	return err
}
