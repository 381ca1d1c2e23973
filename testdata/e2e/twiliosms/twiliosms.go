// Package twiliosms texts through twilio-go, whose Messages API takes no
// idempotency key.
package twiliosms

import (
	"github.com/twilio/twilio-go"
	openapi "github.com/twilio/twilio-go/rest/api/v2010"
)

// Remind retries a text on every error: a timeout may have sent it.
func Remind(client *twilio.RestClient, from, to, body string) error {
	params := &openapi.CreateMessageParams{}
	params.SetFrom(from)
	params.SetTo(to)
	params.SetBody(body)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Api.CreateMessage(params); err == nil { // want: unknownoutcome "unkeyed write ApiService.CreateMessage is retried on every error by the retry loop at twiliosms.go:\d+: a timeout here may have created the message; the loop creates it again"
			return nil
		}
	}
	return err
}

// Status retries a fetch, which reads.
func Status(client *twilio.RestClient, sid string) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var m *openapi.ApiV2010Message
		if m, err = client.Api.FetchMessage(sid, &openapi.FetchMessageParams{}); err == nil && m.Status != nil {
			return *m.Status, nil
		}
	}
	return "", err
}
