package saga

import (
	"go.temporal.io/sdk/workflow"
)

// A file that does not import the temporal package: the fix adds it. The
// activity is named by its registered name.
func TransferByName(ctx workflow.Context, input PaymentDetails) (string, error) {
	ctx = options(ctx)
	if err := workflow.ExecuteActivity(ctx, "Withdraw", input).Get(ctx, nil); err != nil {
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, "Deposit", input).Get(ctx, nil); err != nil {
		_ = workflow.ExecuteActivity(ctx, "Refund", input).Get(ctx, nil) // want `activity Deposit's timeout is handled as a failure: the compensation Refund runs on every error of Deposit \(transfer.go:14\)`
		return "", err
	}
	return "done", nil
}
