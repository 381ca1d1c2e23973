package option

import "example.com/stainlessgen/internal/requestconfig"

type RequestOption = requestconfig.RequestOption

// WithMaxRetries sets the maximum number of retries of a request.
func WithMaxRetries(retries int) RequestOption {
	if retries < 0 {
		panic("option: cannot have fewer than 0 retries")
	}
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error {
		r.MaxRetries = retries
		return nil
	})
}

// WithHeaderCount is no retry setting: it takes an int too.
func WithHeaderCount(n int) RequestOption {
	return requestconfig.RequestOptionFunc(func(r *requestconfig.RequestConfig) error {
		r.Request.Header.Set("X-Count", string(rune('0'+n)))
		return nil
	})
}
