// Package sagas has Temporal workflows, written against the real SDK, that
// compensate an earlier step when a later activity fails: on every error, a
// timeout included (reported), and the twins that tell the timeout apart.
package sagas

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

type PaymentDetails struct {
	SourceAccount string
	TargetAccount string
	Amount        int
}

func Withdraw(ctx context.Context, in PaymentDetails) (string, error) { return "w", nil }
func Deposit(ctx context.Context, in PaymentDetails) (string, error)  { return "d", nil }
func Refund(ctx context.Context, in PaymentDetails) (string, error)   { return "r", nil }
func WithdrawCompensation(ctx context.Context, in PaymentDetails) error {
	return nil
}

func withOptions(ctx workflow.Context) workflow.Context {
	return workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 3},
	})
}

// As temporalio/money-transfer-project-template-go's MoneyTransfer.
func MoneyTransfer(ctx workflow.Context, input PaymentDetails) (string, error) {
	ctx = withOptions(ctx)
	var withdrawOutput string
	withdrawErr := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, &withdrawOutput)
	if withdrawErr != nil {
		return "", withdrawErr
	}
	var depositOutput string
	depositErr := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, &depositOutput)
	if depositErr != nil {
		var result string
		refundErr := workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, &result) // want: unknownoutcome "activity Deposit's timeout is handled as a failure: the compensation Refund runs on every error of Deposit \(workflow.go:\d+\), a timeout included, although a Deposit that timed out may have completed"
		if refundErr != nil {
			return "", fmt.Errorf("deposit failed: %v; refund failed: %w", depositErr, refundErr)
		}
		return "", fmt.Errorf("deposit failed, money returned: %w", depositErr)
	}
	return withdrawOutput + depositOutput, nil
}

// The twin: a timeout of the deposit is reported as an unknown outcome.
func MoneyTransferChecked(ctx workflow.Context, input PaymentDetails) (string, error) {
	ctx = withOptions(ctx)
	if err := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, nil); err != nil {
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, nil); err != nil {
		if temporal.IsTimeoutError(err) {
			return "", fmt.Errorf("outcome unknown (the deposit may have completed): %w", err)
		}
		if rerr := workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, nil); rerr != nil {
			return "", rerr
		}
		return "", err
	}
	return "done", nil
}

// As temporalio/samples-go saga's TransferMoney.
func TransferMoney(ctx workflow.Context, details PaymentDetails) (err error) {
	ctx = withOptions(ctx)
	err = workflow.ExecuteActivity(ctx, Withdraw, details).Get(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			errCompensation := workflow.ExecuteActivity(ctx, WithdrawCompensation, details).Get(ctx, nil) // want: unknownoutcome "activity Deposit's timeout is handled as a failure: the compensation WithdrawCompensation runs on every error of Deposit"
			err = errors.Join(err, errCompensation)
		}
	}()
	err = workflow.ExecuteActivity(ctx, Deposit, details).Get(ctx, nil)
	return err
}

// The twin: the compensation is left out on a timeout (errors.As with the
// SDK's *temporal.TimeoutError).
func TransferMoneyChecked(ctx workflow.Context, details PaymentDetails) (err error) {
	ctx = withOptions(ctx)
	err = workflow.ExecuteActivity(ctx, Withdraw, details).Get(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		var timeoutErr *temporal.TimeoutError
		if err != nil {
			if errors.As(err, &timeoutErr) {
				return
			}
			errCompensation := workflow.ExecuteActivity(ctx, WithdrawCompensation, details).Get(ctx, nil)
			err = errors.Join(err, errCompensation)
		}
	}()
	err = workflow.ExecuteActivity(ctx, Deposit, details).Get(ctx, nil)
	return err
}
