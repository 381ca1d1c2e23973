// Package param is a test stub of github.com/openai/openai-go/v3@v3.98.0 packages/param; signatures match the real module.
package param

// Opt represents an optional parameter of type T.
type Opt[T comparable] struct {
	Value  T
	status int8
}

// NewOpt makes an optional parameter that is set to v.
func NewOpt[T comparable](v T) Opt[T] {
	return Opt[T]{Value: v, status: 2}
}
