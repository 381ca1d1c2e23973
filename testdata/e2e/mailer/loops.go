package mailer

import (
	"context"
	"errors"
	"net/http"
	"os"
	"time"
)

// SendCounted retries the send in a counted loop.
func SendCounted(to []string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtpSend(to, msg) // want: unknownoutcome "unkeyed write mailer.smtpSend \(via smtp.SendMail\) is retried on every error by the retry loop at loops.go:\d+: a timeout here may have sent the email; the loop sends it again"
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// SendCountedGood stops on a timeout with an outcome-unknown error.
func SendCountedGood(to []string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtpSend(to, msg)
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

// SendContinue goes round again on any error.
func SendContinue(to []string, msg []byte) error {
	for range 5 {
		if err := smtpSend(to, msg); err != nil { // want: unknownoutcome "retried on every error by the retry loop at loops.go:\d+"
			continue
		}
		return nil
	}
	return errors.New("gave up")
}

// SendReturns does not retry: a failure leaves the loop.
func SendReturns(to []string, msg []byte) error {
	for range 5 {
		if err := smtpSend(to, msg); err != nil {
			return err
		}
	}
	return nil
}

// SendEach sends each recipient once: not a retry loop.
func SendEach(tos []string, msg []byte) error {
	for _, to := range tos {
		if err := smtpSend([]string{to}, msg); err != nil {
			return err
		}
	}
	return nil
}

// SendReadBack checks a status page instead of using a key.
func SendReadBack(to []string, msg []byte, statusURL string) (int, error) {
	for attempt := 0; attempt < 3; attempt++ {
		err := smtpSend(to, msg) // want: unknownoutcome "is sent again by the retry loop at loops.go:\d+ when the read-back Get does not find it"
		if err == nil {
			return attempt, nil
		}
		if resp, gerr := http.Get(statusURL); gerr == nil && resp.StatusCode == http.StatusOK {
			return attempt, nil
		}
	}
	return 0, errors.New("not delivered")
}
