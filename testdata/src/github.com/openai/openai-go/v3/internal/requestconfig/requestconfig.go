// Package requestconfig is a test stub of github.com/openai/openai-go/v3@v3.98.0; signatures match the real module.
package requestconfig

// RequestConfig holds the per-request configuration. MaxRetries defaults to 2.
type RequestConfig struct {
	MaxRetries int
}

type RequestOption interface {
	Apply(*RequestConfig) error
}

type RequestOptionFunc func(*RequestConfig) error

func (s RequestOptionFunc) Apply(r *RequestConfig) error { return s(r) }
