// Package receipts sends receipts through notify.
package receipts

import "example.com/e2e/notify"

// SendReceipt retries through notify.PutJSON.
func SendReceipt(url, id string) error {
	return notify.PutJSON(url, `{"id":"`+id+`"}`)
}

// Deliver retries through FetchRetrying's two layers.
func Deliver(url string) error {
	return notify.FetchRetrying(url)
}
