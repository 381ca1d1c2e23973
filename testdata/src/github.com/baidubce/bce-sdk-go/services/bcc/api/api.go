// Package api stubs github.com/baidubce/bce-sdk-go@v0.9.279
// services/bcc/api.
package api

// CreateInstanceArgs are CreateInstance's arguments (model.go:312).
type CreateInstanceArgs struct {
	ImageId     string `json:"imageId"`
	ClientToken string `json:"-"`
}

// CreateInstanceResult is CreateInstance's result.
type CreateInstanceResult struct {
	InstanceIds []string `json:"instanceIds"`
}
