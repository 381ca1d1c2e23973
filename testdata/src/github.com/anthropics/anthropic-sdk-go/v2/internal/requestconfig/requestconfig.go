// Package requestconfig is a test stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0; signatures match the real module.
package requestconfig

// RequestConfig holds the per-request configuration. MaxRetries defaults to 2.
type RequestConfig struct {
	MaxRetries          int
	ConservativeRetries bool
}

type RequestOption interface {
	Apply(*RequestConfig) error
}

type RequestOptionFunc func(*RequestConfig) error

func (s RequestOptionFunc) Apply(r *RequestConfig) error { return s(r) }

// WithConservativeRetries retries a request only when the API can't have processed it, meaning
// a 429 response or a connection that never opened. Methods that aren't safe to repeat use it.
func WithConservativeRetries() RequestOption {
	return RequestOptionFunc(func(r *RequestConfig) error {
		r.ConservativeRetries = true
		return nil
	})
}
