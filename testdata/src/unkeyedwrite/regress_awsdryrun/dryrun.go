// Package regress_awsdryrun: aws-sdk-go-v2 requests with DryRun set to
// true check permissions and change nothing (a false positive found in
// kubernetes-sigs/aws-ebs-csi-driver, pkg/cloud, a DryRun CreateVolume).
package regress_awsdryrun

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
)

func canLaunch(ctx context.Context, client *ec2.Client, ami string) error {
	var err error
	for i := 0; i < 3; i++ {
		in := &ec2.RunInstancesInput{ImageId: aws.String(ami), DryRun: aws.Bool(true)}
		if _, err = client.RunInstances(ctx, in); err == nil {
			return nil
		}
	}
	return err
}

func canLaunchInline(ctx context.Context, client *ec2.Client, ami string) error {
	var err error
	for i := 0; i < 3; i++ {
		if _, err = client.RunInstances(ctx, &ec2.RunInstancesInput{ImageId: aws.String(ami), DryRun: aws.Bool(true)}); err == nil {
			return nil
		}
	}
	return err
}
