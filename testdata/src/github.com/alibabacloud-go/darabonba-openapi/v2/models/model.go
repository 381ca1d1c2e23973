// Package models is a stub of
// github.com/alibabacloud-go/darabonba-openapi/v2/models (v2.1.11).
package models

import "github.com/alibabacloud-go/tea/dara"

// Config configures a client; RetryOptions turn its retries on (nil by
// default: one attempt per call).
type Config struct {
	AccessKeyId  *string
	RegionId     *string
	Endpoint     *string
	RetryOptions *dara.RetryOptions
}

// SetRetryOptions sets RetryOptions.
func (s *Config) SetRetryOptions(v *dara.RetryOptions) *Config {
	s.RetryOptions = v
	return s
}
