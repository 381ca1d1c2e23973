// Package twilio is a stub of github.com/twilio/twilio-go@v1.31.0 with the
// signatures of twilio.go that idemvet's tests use.
package twilio

import Api "github.com/twilio/twilio-go/rest/api/v2010"

// RestClient provides access to Twilio services.
type RestClient struct {
	Api *Api.ApiService
}

// NewRestClient provides an initialized Twilio RestClient.
func NewRestClient() *RestClient { return &RestClient{Api: &Api.ApiService{}} }
