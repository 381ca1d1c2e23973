// Package option is a test stub of github.com/openai/openai-go/v3@v3.98.0; signatures match the real module.
package option

import (
	"net/http"
	"time"

	"github.com/openai/openai-go/v3/internal/requestconfig"
)

// RequestOption is an option for the requests made by the openai API Client.
type RequestOption = requestconfig.RequestOption

// WithMaxRetries sets the maximum number of retries. When given 0, the client only makes one request.
// By default, the client retries two times.
func WithMaxRetries(retries int) RequestOption {
	if retries < 0 {
		panic("option: cannot have fewer than 0 retries")
	}
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error {
		r.MaxRetries = retries
		return nil
	})
}

func WithAPIKey(value string) RequestOption {
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error { return nil })
}

func WithHeader(key, value string) RequestOption {
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error { return nil })
}

func WithRequestTimeout(dur time.Duration) RequestOption {
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error { return nil })
}

// HTTPClient is primarily used to describe an [*http.Client], but also
// supports custom implementations.
type HTTPClient interface {
	Do(*http.Request) (*http.Response, error)
}

// WithHTTPClient returns a RequestOption that changes the underlying http client used to make this
// request, which by default is [http.DefaultClient].
func WithHTTPClient(client HTTPClient) RequestOption {
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error { return nil })
}
