// Package common is a stub of
// github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common
// (v1.3.213): the client every product client embeds, whose Send retries
// only as often as its profile says (0 times by default).
package common

import (
	"errors"
	"net"
	"time"

	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile"
)

// Credential signs the requests.
type Credential struct{ SecretId, SecretKey string }

// NewCredential makes a Credential.
func NewCredential(secretId, secretKey string) *Credential {
	return &Credential{SecretId: secretId, SecretKey: secretKey}
}

// Request is a product API request; Response its response.
type Request interface{ GetAction() string }
type Response interface{ ParseErrorFromHTTPResponse(body []byte) error }

// Client sends the requests.
type Client struct {
	region     string
	credential *Credential
	profile    *profile.ClientProfile
}

// Init sets the client up.
func (c *Client) Init(region string) *Client {
	c.region = region
	return c
}

// WithCredential sets the credential.
func (c *Client) WithCredential(cred *Credential) *Client {
	c.credential = cred
	return c
}

// WithProfile sets the profile.
func (c *Client) WithProfile(clientProfile *profile.ClientProfile) *Client {
	c.profile = clientProfile
	return c
}

// Send sends request once, or as often as the profile's counts allow.
func (c *Client) Send(request Request, response Response) (err error) {
	return c.sendWithRateLimitRetry(request)
}

func (c *Client) sendHttp(request Request) error { return errors.New("timeout") }

func (c *Client) sendWithNetworkFailureRetry(request Request) (err error) {
	maxRetries := c.profile.NetworkFailureMaxRetries
	for idx := 0; idx <= maxRetries; idx++ {
		err = c.sendHttp(request)
		if err != nil && idx < maxRetries {
			if err, ok := err.(net.Error); ok && (err.Timeout() || err.Temporary()) {
				time.Sleep(time.Second)
				continue
			}
		}
		return err
	}
	return err
}

func (c *Client) sendWithRateLimitRetry(request Request) (err error) {
	maxRetries := c.profile.RateLimitExceededMaxRetries
	for idx := 0; idx <= maxRetries; idx++ {
		err = c.sendWithNetworkFailureRetry(request)
		if err != nil && err.Error() == "RequestLimitExceeded" && idx < maxRetries {
			time.Sleep(time.Second)
			continue
		}
		return err
	}
	return err
}
