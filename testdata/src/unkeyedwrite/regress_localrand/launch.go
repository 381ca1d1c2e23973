// Package regress_localrand has a write whose fix imports crypto/rand
// where a local variable called rand is in scope: the import takes another
// name.
package regress_localrand

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
	"github.com/cenkalti/backoff/v4"
)

func launch(ctx context.Context, client *ec2.Client, ami string, rand int32) error {
	return backoff.Retry(func() error {
		_, err := client.RunInstances(ctx, &ec2.RunInstancesInput{ // want `ec2.RunInstances is sent without an idempotency key inside the backoff.Retry at launch.go:15`
			ImageId:  aws.String(ami),
			MinCount: aws.Int32(rand),
		})
		return err
	}, backoff.NewExponentialBackOff())
}
