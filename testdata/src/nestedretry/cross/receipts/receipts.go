// Package receipts sends receipts through notify.
package receipts

import "nestedretry/cross/notify"

// SendReceipt retries through notify.PostJSON.
func SendReceipt(url, id string) error { // want SendReceipt:`retries: retry loop at notify/http.go:\d+ via PostJSON \(4 attempts\)`
	return notify.PostJSON(url, `{"id":"`+id+`"}`)
}

// Deliver retries through PostRetrying's two layers.
func Deliver(url string) error { // want Deliver:`retries: retry loop at notify/http.go:\d+ via PostRetrying \(3 × 5 = 15 attempts\)`
	return notify.PostRetrying(url, "{}")
}
