// Package service is a stub of github.com/alibabacloud-go/tea-utils/service
// (v1.4.5).
package service

// RuntimeOptions controls a call: Autoretry turns its retries on,
// MaxAttempts bounds them (3 by default).
type RuntimeOptions struct {
	Autoretry   *bool `json:"autoretry" xml:"autoretry"`
	MaxAttempts *int  `json:"maxAttempts" xml:"maxAttempts"`
}

// SetAutoretry sets Autoretry.
func (s *RuntimeOptions) SetAutoretry(v bool) *RuntimeOptions {
	s.Autoretry = &v
	return s
}

// SetMaxAttempts sets MaxAttempts.
func (s *RuntimeOptions) SetMaxAttempts(v int) *RuntimeOptions {
	s.MaxAttempts = &v
	return s
}
