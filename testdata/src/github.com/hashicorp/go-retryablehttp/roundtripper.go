package retryablehttp

import (
	"net/http"
	"sync"
)

// RoundTripper implements the http.RoundTripper interface, using a retrying
// HTTP client to execute requests.
type RoundTripper struct {
	// The client to use during requests. If nil, the default retryablehttp
	// client and settings will be used.
	Client *Client

	// once ensures that the logic to initialize the default client runs at
	// most once, in a single thread.
	once sync.Once
}

// RoundTrip satisfies the http.RoundTripper interface.
func (rt *RoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	rt.once.Do(func() {
		if rt.Client == nil {
			rt.Client = NewClient()
		}
	})
	retryableReq, err := FromRequest(req)
	if err != nil {
		return nil, err
	}
	return rt.Client.Do(retryableReq)
}
