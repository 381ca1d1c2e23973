// Package option is a test stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0; signatures match the real module.
package option

import (
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2/internal/requestconfig"
)

// RequestOption is an option for the requests made by the anthropic API Client.
type RequestOption = requestconfig.RequestOption

// WithMaxRetries sets the maximum number of retries. By default, the client retries two times.
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
