// Package twilio retries twilio-go messages, which carry no key: a blind
// retry (reported), a retry that stops on an ambiguous error, and an
// update of a sent message by its SID, which repeats harmlessly (silent).
package twilio

import (
	"context"
	"errors"

	"github.com/twilio/twilio-go"
	openapi "github.com/twilio/twilio-go/rest/api/v2010"
)

func smsBad(client *twilio.RestClient, to, body string) error {
	params := &openapi.CreateMessageParams{}
	params.SetTo(to)
	params.SetBody(body)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Api.CreateMessage(params); err == nil { // want `unkeyed write ApiService.CreateMessage is retried on every error by the retry loop at twilio.go:19: a timeout here may have created the message; the loop creates it again`
			return nil
		}
	}
	return err
}

func smsGood(client *twilio.RestClient, to, body string) error {
	params := &openapi.CreateMessageParams{}
	params.SetTo(to)
	params.SetBody(body)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Api.CreateMessage(params)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

func redactGood(client *twilio.RestClient, sid string) error {
	body := ""
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Api.UpdateMessage(sid, &openapi.UpdateMessageParams{Body: &body}); err == nil {
			return nil
		}
	}
	return err
}
