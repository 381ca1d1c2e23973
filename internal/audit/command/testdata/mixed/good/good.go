// Package good has a retry loop around an unkeyed write and an HTTP
// handler that calls it.
package good

import (
	"net/http"
	"net/smtp"
	"time"
)

// Notify sends the email, retrying on any error.
func Notify(to string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = smtp.SendMail("mail:25", nil, "a@example.com", []string{to}, msg); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Register serves the notify endpoint.
func Register(mux *http.ServeMux) {
	mux.HandleFunc("/notify", func(w http.ResponseWriter, r *http.Request) {
		if err := Notify(r.FormValue("to"), []byte("hi")); err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
		}
	})
}

// SendOnce sends the email once.
func SendOnce(to string, msg []byte) error {
	return smtp.SendMail("mail:25", nil, "a@example.com", []string{to}, msg)
}
