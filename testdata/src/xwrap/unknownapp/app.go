// Package unknownapp retries the clients of another package: writes that
// cannot carry a key, behind a client method (a raw POST to an API not
// known to take a key, smtp.SendMail) or a request helper called with
// POST, are reported at the call in the retry scope.
package unknownapp

import (
	"context"
	"net/http"
	"time"

	"xwrap/clients"
)

func announce(ctx context.Context, c *clients.Chat, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.PostMessage(ctx, "#general", text); err == nil { // want `unkeyed write Chat.PostMessage \(via Client.Do \(POST\)\) is retried on every error by the retry loop at app.go:17: a timeout here may have posted the message`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func announceVia(ctx context.Context, c *clients.Chat, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Call(ctx, http.MethodPost, "/api/chat.postMessage", []byte(text)); err == nil { // want `unkeyed write Chat.Call \(POST\) \(via Client.Do\) is retried on every error by the retry loop at app.go:28: a timeout here may have carried out the write`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// A GET through the same helper reads.
func history(ctx context.Context, c *clients.Chat) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Call(ctx, http.MethodGet, "/api/conversations.history", nil); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func mail(m *clients.Mailer, to string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = m.Send(to, "hello"); err == nil { // want `unkeyed write Mailer.Send \(via smtp.SendMail\) is retried on every error by the retry loop at app.go:51: a timeout here may have sent the email`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// The only implementation of Notifier in the program is Chat.
func alert(ctx context.Context, n clients.Notifier) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = n.Notify(ctx, "disk full"); err == nil { // want `unkeyed write Notifier.Notify \(via its only implementation Chat.Notify → PostMessage → Client.Do \(POST\)\) is retried on every error by the retry loop at app.go:\d+: a timeout here may have sent the notification`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// An interface declared here, implemented by Mailer alone.
type sender interface {
	Send(to, body string) error
}

func remind(s sender, to string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = s.Send(to, "reminder"); err == nil { // want `unkeyed write sender.Send \(via its only implementation Mailer.Send → smtp.SendMail\) is retried on every error`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Store has two implementations, one a PUT: which one runs cannot be told.
func save(ctx context.Context, s clients.Store, doc []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = s.Save(ctx, doc); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Both implementations of Alerter are unkeyed writes: whichever runs, the
// call is one.
func page(ctx context.Context, a clients.Alerter) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = a.Alert(ctx, "disk full"); err == nil { // want `unkeyed write Alerter.Alert \(via every implementation: Chat.Alert, Mailer.Alert\) is retried on every error`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// *http.Client implements Doer as well as ChatDoer: not resolved.
func relay(d clients.Doer, req *http.Request) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = d.Do(req); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
