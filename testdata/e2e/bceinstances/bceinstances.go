// Package bceinstances creates BCC instances and uploads BOS objects with
// the real bce-sdk-go, whose clients retry 3 times by themselves by the
// retry policy their config holds.
package bceinstances

import (
	"github.com/baidubce/bce-sdk-go/bce"
	"github.com/baidubce/bce-sdk-go/services/bcc"
	"github.com/baidubce/bce-sdk-go/services/bcc/api"
	"github.com/baidubce/bce-sdk-go/services/bos"
)

// Create retries the create on every error, with the client's default
// policy under it; the token makes a repeat harmless, not cheap.
func Create(ak, sk, endpoint, token string) (*api.CreateInstanceResult, error) {
	cli, err := bcc.NewClient(ak, sk, endpoint)
	if err != nil {
		return nil, err
	}
	var res *api.CreateInstanceResult
	for attempt := 0; attempt < 3; attempt++ {
		res, err = cli.CreateInstance(&api.CreateInstanceArgs{ImageId: "m-1", ClientToken: token}) // want: nestedretry "cli.CreateInstance retries by default \(bce-sdk-go\) inside the retry loop at bceinstances.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
		if err == nil {
			return res, nil
		}
	}
	return nil, err
}

// Upload retries the upload through a client with its retries off: silent.
func Upload(ak, sk, endpoint, key, body string) error {
	cli, err := bos.NewClient(ak, sk, endpoint)
	if err != nil {
		return err
	}
	cli.Config.Retry = bce.NewNoRetryPolicy()
	for attempt := 0; attempt < 3; attempt++ {
		_, err = cli.PutObjectFromString("bucket", key, body, nil)
		if err == nil {
			return nil
		}
	}
	return err
}
