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

// BoolValue returns the value b points to, false for nil.
func BoolValue(b *bool) bool { return b != nil && *b }

// Retryable says whether the SDK's loop sends a request again after err:
// every error that is not an API error, and a 5xx.
func Retryable(err error) *bool { return Bool(err != nil) }
