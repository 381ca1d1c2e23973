// Package regress_temporalfuture reduces the file-processing sample of the
// Temporal Go samples: a workflow that runs a sequence of activities again
// on error. Future.Get waits on the SDK's channel, whose Receive loop drops a
// value it cannot decode and takes the next; that is no retry layer, so the
// workflow's loop around it is not nested retrying.
package regress_temporalfuture

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

type Activities struct{}

func (a *Activities) DownloadFileActivity(ctx context.Context, name string) (string, error) {
	return name, nil
}

func (a *Activities) UploadFileActivity(ctx context.Context, name string) error { return nil }

func FileProcessingWorkflow(ctx workflow.Context, fileName string) (err error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	for i := 1; i < 5; i++ {
		err = processFile(ctx, fileName)
		if err == nil {
			break
		}
	}
	return err
}

func processFile(ctx workflow.Context, fileName string) error {
	var a *Activities
	var downloaded string
	if err := workflow.ExecuteActivity(ctx, a.DownloadFileActivity, fileName).Get(ctx, &downloaded); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, a.UploadFileActivity, downloaded).Get(ctx, nil)
}
