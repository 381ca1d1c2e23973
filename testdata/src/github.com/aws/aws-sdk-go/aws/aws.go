// Package aws stubs github.com/aws/aws-sdk-go@v1.55.8 aws: the config and
// its pointer helpers.
package aws

import "context"

// UseServiceDefaultRetries leaves the retries at the service's default
// (config.go:14).
const UseServiceDefaultRetries = -1

// Context is context.Context (context_1_9.go).
type Context = context.Context

// RequestRetryer is the retryer a Config holds (config.go:18), a
// request.Retryer.
type RequestRetryer interface{}

// Config is a client's configuration (config.go:33).
type Config struct {
	Region     *string
	MaxRetries *int
	Retryer    RequestRetryer
}

// NewConfig returns an empty Config (config.go:313).
func NewConfig() *Config { return &Config{} }

// WithMaxRetries sets MaxRetries (config.go:368).
func (c *Config) WithMaxRetries(max int) *Config {
	c.MaxRetries = &max
	return c
}

// WithRegion sets Region.
func (c *Config) WithRegion(region string) *Config {
	c.Region = &region
	return c
}

// BackgroundContext is the context of a call made without one
// (context_background_1_7.go:19).
func BackgroundContext() Context { return context.Background() }

// Int returns a pointer to v (convert_types.go:124).
func Int(v int) *int { return &v }

// String returns a pointer to v.
func String(v string) *string { return &v }

// StringValue returns the value v points to, or "".
func StringValue(v *string) string {
	if v != nil {
		return *v
	}
	return ""
}
