// Package ifaceimpl retries calls through interfaces. A call whose
// interface has one implementation in the program, an unkeyed write, is
// reported as that write; a call whose interface has an implementation
// that repeats harmlessly is not resolved.
package ifaceimpl

import (
	"context"
	"net/http"
	"net/smtp"
	"time"

	"example.com/e2e/ifaceimpl/hooks"
)

// Escalate retries a page through the Pager interface.
func Escalate(ctx context.Context, p hooks.Pager, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = p.PageOnCall(ctx, text); err == nil { // want: unknownoutcome "unkeyed write Pager.PageOnCall \(via its only implementation ChatPager.PageOnCall → Client.Do \(POST\)\) is retried on every error by the retry loop at ifaceimpl.go:\d+"
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Save retries a store through DocStore, one of whose implementations is
// a PUT.
func Save(ctx context.Context, s hooks.DocStore, doc []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = s.StoreDoc(ctx, doc); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// reminder is declared here and implemented by smtpReminder alone.
type reminder interface {
	RemindByMail(to, body string) error
}

// smtpReminder sends reminders by SMTP.
type smtpReminder struct{ addr string }

// RemindByMail sends one email: SMTP has no key.
func (r smtpReminder) RemindByMail(to, body string) error {
	return smtp.SendMail(r.addr, nil, "noreply@example.com", []string{to}, []byte(body))
}

// Remind retries a reminder through the reminder interface.
func Remind(r reminder, to string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = r.RemindByMail(to, "reminder"); err == nil { // want: unknownoutcome "unkeyed write reminder.RemindByMail \(via its only implementation smtpReminder.RemindByMail → smtp.SendMail\) is retried on every error"
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// prober is declared here and implemented by httpProber alone, with a GET.
type prober interface {
	ProbeHealth(ctx context.Context) error
}

// httpProber reads a health endpoint.
type httpProber struct {
	c   *http.Client
	url string
}

// ProbeHealth reads the health endpoint once.
func (p httpProber) ProbeHealth(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.url, nil)
	if err != nil {
		return err
	}
	resp, err := p.c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// WaitHealthy retries a probe through the prober interface: its one
// implementation reads.
func WaitHealthy(ctx context.Context, p prober) error {
	var err error
	for attempt := 0; attempt < 10; attempt++ {
		if err = p.ProbeHealth(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Probe makes the package's prober.
func Probe(c *http.Client, url string) error {
	return WaitHealthy(context.Background(), httpProber{c: c, url: url})
}

// RemindAll makes the package's reminder.
func RemindAll(addr string, to []string) error {
	for _, t := range to {
		if err := Remind(smtpReminder{addr: addr}, t); err != nil {
			return err
		}
	}
	return nil
}
