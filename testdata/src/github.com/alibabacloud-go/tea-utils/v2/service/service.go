// Package service is a stub of
// github.com/alibabacloud-go/tea-utils/v2/service (v2.0.9), whose
// RuntimeOptions tea/dara names as its own (dara.RuntimeOptions is an
// alias of it from tea v1.3.11 on).
package service

// RuntimeOptions controls a call (service.go:52): Autoretry turns the
// retries of darabonba-openapi v2.0 on, MaxAttempts bounds them; v2.1
// reads neither.
type RuntimeOptions struct {
	Autoretry      *bool `json:"autoretry" xml:"autoretry"`
	MaxAttempts    *int  `json:"maxAttempts" xml:"maxAttempts"`
	ReadTimeout    *int
	ConnectTimeout *int
}

// SetAutoretry sets Autoretry (service.go:140).
func (s *RuntimeOptions) SetAutoretry(v bool) *RuntimeOptions {
	s.Autoretry = &v
	return s
}

// SetMaxAttempts sets MaxAttempts (service.go:165).
func (s *RuntimeOptions) SetMaxAttempts(v int) *RuntimeOptions {
	s.MaxAttempts = &v
	return s
}
