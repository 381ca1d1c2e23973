// Package loops has hand-written retry loops around unkeyed writes: blind
// retries (reported), and the correct twin of each (silent).
package loops

import (
	"context"
	"errors"
	"net/http"
	"net/smtp"
	"os"
	"time"
)

const addr = "smtp.example.com:587"

var auth smtp.Auth

// Counted loop, success leaves.
func countedBad(to []string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtp.SendMail(addr, auth, "noreply@example.com", to, msg) // want `unkeyed write smtp.SendMail is retried on every error by the retry loop at loops.go:21: a timeout here may have sent the email; the loop sends it again`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// The twin: a timeout stops the loop with an outcome-unknown error.
func countedGood(to []string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtp.SendMail(addr, auth, "noreply@example.com", to, msg)
		if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// if err != nil { continue }.
func continueBad(to []string, msg []byte) error {
	for i := range 5 {
		_ = i
		if err := smtp.SendMail(addr, auth, "a@example.com", to, msg); err != nil { // want `unkeyed write smtp.SendMail is retried on every error by the retry loop at loops.go:49`
			continue
		}
		return nil
	}
	return errors.New("gave up")
}

// A definite failure leaves the loop: nothing is sent twice.
func returnsGood(to []string, msg []byte) error {
	for i := range 5 {
		_ = i
		if err := smtp.SendMail(addr, auth, "a@example.com", to, msg); err != nil {
			return err
		}
	}
	return nil
}

// An error path that checks the status of the previous attempt with a
// classifier of its own.
func isTimeout(err error) bool {
	var ne interface{ Timeout() bool }
	return errors.As(err, &ne) && ne.Timeout()
}

func classifierGood(to []string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtp.SendMail(addr, auth, "a@example.com", to, msg)
		if err == nil {
			return nil
		}
		if isTimeout(err) {
			return err
		}
	}
	return err
}

// A wrapper: the write is reported where its caller retries it, not inside.
type Mailer struct{ from string }

func (m *Mailer) SendWelcome(to string) error {
	return smtp.SendMail(addr, auth, m.from, []string{to}, []byte("welcome"))
}

func wrapperBad(m *Mailer, to string) error {
	var err error
	for range 3 {
		if err = m.SendWelcome(to); err == nil { // want `unkeyed write Mailer\.SendWelcome \(via smtp.SendMail\) is retried on every error by the retry loop at loops.go:100: a timeout here may have sent the email`
			return nil
		}
	}
	return err
}

// Verify then retry: a read decides whether to send again.
func readBackBad(ctx context.Context, to []string, msg []byte, statusURL string) (int, error) {
	for attempt := 0; attempt < 3; attempt++ {
		err := smtp.SendMail(addr, auth, "a@example.com", to, msg) // want `unkeyed write smtp.SendMail is sent again by the retry loop at loops.go:110 when the read-back Get does not find it: a timeout here may have sent the email that the read cannot see yet`
		if err == nil {
			return attempt, nil
		}
		if resp, gerr := http.Get(statusURL); gerr == nil && resp.StatusCode == http.StatusOK {
			return attempt, nil // looks delivered
		}
	}
	return 0, errors.New("not delivered")
}

// A loop over recipients sends each email once: not a retry loop.
func eachRecipientGood(tos []string, msg []byte) error {
	for _, to := range tos {
		if err := smtp.SendMail(addr, auth, "a@example.com", []string{to}, msg); err != nil {
			return err
		}
	}
	return nil
}

// A read retried blindly is harmless.
func readGood(url string) (*http.Response, error) {
	var err error
	for range 3 {
		resp, gerr := http.Get(url)
		if gerr == nil {
			return resp, nil
		}
		err = gerr
	}
	return nil, err
}
