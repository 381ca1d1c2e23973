// Package bce retries calls of bce-sdk-go service clients, which retry 3
// times by themselves by the retry policy their config holds.
package bce

import (
	"github.com/baidubce/bce-sdk-go/bce"
	"github.com/baidubce/bce-sdk-go/services/bcc"
	"github.com/baidubce/bce-sdk-go/services/bcc/api"
	"github.com/baidubce/bce-sdk-go/services/bos"
	bosapi "github.com/baidubce/bce-sdk-go/services/bos/api"
)

// A create with the default policy, in a loop: 3 × 4 calls; the client
// serves the loop alone, so the fix turns its retries off.
func create(ak, sk, endpoint, token string) error {
	cli, err := bcc.NewClient(ak, sk, endpoint)
	if err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		_, err = cli.CreateInstance(&api.CreateInstanceArgs{ImageId: "m-1", ClientToken: token}) // want `cli.CreateInstance retries by default \(bce-sdk-go\) inside the retry loop at bce.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// A client from elsewhere: reported, and not changed for this loop.
func stop(cli *bcc.Client, id string) error {
	var err error
	for i := 0; i < 5; i++ {
		err = cli.StopInstance(id, false) // want `cli.StopInstance retries by default \(bce-sdk-go\) inside the retry loop at bce.go:\d+ with no shared budget: up to 5 × 4 = 20 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// A BOS client made with one retry: 3 × 2 calls.
func put(ak, sk, endpoint, key, body string) error {
	cfg := bos.NewBosClientConfig(ak, sk, endpoint).WithRetryPolicy(bosapi.NewBosRetryPolicy(1, 20000, 300))
	cli, err := bos.NewClientWithConfig(cfg)
	if err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		_, err = cli.PutObjectFromString("bucket", key, body, nil) // want `cli.PutObjectFromString retries by default \(bce-sdk-go\) inside the retry loop at bce.go:\d+ with no shared budget: up to 3 × 2 = 6 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the client's retries turned off where it is made.
func createOnce(ak, sk, endpoint string, args *api.CreateInstanceArgs) error {
	cli, err := bcc.NewClient(ak, sk, endpoint)
	if err != nil {
		return err
	}
	cli.Config.Retry = bce.NewNoRetryPolicy()
	for i := 0; i < 3; i++ {
		_, err = cli.CreateInstance(args)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a policy of no retries, in the BOS config.
func putOnce(ak, sk, endpoint, key, body string) error {
	cfg := bos.NewBosClientConfig(ak, sk, endpoint)
	cfg.WithRetryPolicy(bce.NewBackOffRetryPolicy(0, 0, 0))
	cli, err := bos.NewClientWithConfig(cfg)
	if err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		_, err = cli.PutObjectFromString("bucket", key, body, nil)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a policy read from elsewhere is not counted.
func stopWith(cli *bcc.Client, policy bce.RetryPolicy, id string) error {
	cli.Config.Retry = policy
	var err error
	for i := 0; i < 3; i++ {
		err = cli.StopInstance(id, true)
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a call outside a loop is no nesting.
func stopOnce(cli *bcc.Client, id string) error {
	return cli.StopInstance(id, false)
}
