// Package wrapperspb is a stub of
// google.golang.org/protobuf/types/known/wrapperspb (wrappers.pb.go).
package wrapperspb

type Int64Value struct{ Value int64 }

func Int64(v int64) *Int64Value { return &Int64Value{Value: v} }
