package openai

import "github.com/openai/openai-go/v3/packages/param"

// String makes an optional string parameter (field.go:10).
func String(s string) param.Opt[string] { return param.NewOpt(s) }
