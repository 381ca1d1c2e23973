// Package api serves an endpoint whose write is in another package.
package api

import (
	"net/http"

	"example.com/mixed/good"
)

// Send notifies, through package good's retry loop.
func Send(w http.ResponseWriter, r *http.Request) {
	if err := good.Notify(r.FormValue("to"), []byte("hello")); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}

// Routes registers Send.
func Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/send", Send)
	return mux
}

// Archive sends through a function of package good that no entry point
// calls: the write is listed once, at its place in good.
func Archive(to string) error {
	return good.SendOnce(to, []byte("archived"))
}
