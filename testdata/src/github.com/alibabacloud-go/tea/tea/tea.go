// Package tea is a stub of github.com/alibabacloud-go/tea/tea (v1.2.2).
package tea

// String returns a pointer to s.
func String(s string) *string { return &s }

// Bool returns a pointer to b.
func Bool(b bool) *bool { return &b }

// Int returns a pointer to n.
func Int(n int) *int { return &n }

// SDKError is the error the SDK returns for a failed request.
type SDKError struct {
	Code       *string
	StatusCode *int
	Message    *string
}

func (err *SDKError) Error() string { return *err.Message }
