// Package saga has Temporal workflows that compensate an earlier step
// when a later activity fails: on every error, a timeout included
// (reported), and the twins that tell a timeout apart first (silent).
package saga

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
func DepositCompensation(ctx context.Context, in PaymentDetails) error { return nil }
func Init(ctx context.Context, in PaymentDetails) error                { return nil }
func CancelTransaction(ctx context.Context, in PaymentDetails) error   { return nil }

func options(ctx workflow.Context) workflow.Context {
	return workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
}

// The money transfer template: the deposit failed, so the withdrawal is
// refunded; a deposit that timed out may have gone through.
func MoneyTransfer(ctx workflow.Context, input PaymentDetails) (string, error) {
	ctx = options(ctx)
	var withdrawOutput string
	withdrawErr := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, &withdrawOutput)
	if withdrawErr != nil {
		return "", withdrawErr
	}
	var depositOutput string
	depositErr := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, &depositOutput)
	if depositErr != nil {
		var result string
		refundErr := workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, &result) // want `activity Deposit's timeout is handled as a failure: the compensation Refund runs on every error of Deposit \(saga.go:46\), a timeout included, although a Deposit that timed out may have completed; tell the timeout apart \(temporal.IsTimeoutError\) and report the outcome as unknown instead of compensating`
		if refundErr != nil {
			return "", fmt.Errorf("deposit failed: %v; refund failed: %w", depositErr, refundErr)
		}
		return "", fmt.Errorf("deposit failed, money returned: %w", depositErr)
	}
	return withdrawOutput + depositOutput, nil
}

// The twin: a timeout of the deposit stops before the refund.
func MoneyTransferChecked(ctx workflow.Context, input PaymentDetails) (string, error) {
	ctx = options(ctx)
	var withdrawOutput string
	withdrawErr := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, &withdrawOutput)
	if withdrawErr != nil {
		return "", withdrawErr
	}
	var depositOutput string
	depositErr := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, &depositOutput)
	if depositErr != nil {
		if temporal.IsTimeoutError(depositErr) {
			return "", fmt.Errorf("outcome unknown (the deposit may have completed): %w", depositErr)
		}
		var result string
		if err := workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, &result); err != nil {
			return "", err
		}
		return "", depositErr
	}
	return withdrawOutput + depositOutput, nil
}

// The same twin with errors.As and *temporal.TimeoutError.
func MoneyTransferAs(ctx workflow.Context, input PaymentDetails) (string, error) {
	ctx = options(ctx)
	if err := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, nil); err != nil {
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, nil); err != nil {
		var timeoutErr *temporal.TimeoutError
		if errors.As(err, &timeoutErr) {
			return "", err
		}
		_ = workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, nil)
		return "", err
	}
	return "done", nil
}

// The saga sample: a deferred compensation of the withdrawal runs when the
// workflow returns an error, a timed-out deposit's among them.
func TransferMoney(ctx workflow.Context, details PaymentDetails) (err error) {
	ctx = options(ctx)
	err = workflow.ExecuteActivity(ctx, Withdraw, details).Get(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			errCompensation := workflow.ExecuteActivity(ctx, WithdrawCompensation, details).Get(ctx, nil) // want `activity Deposit's timeout is handled as a failure: the compensation WithdrawCompensation runs on every error of Deposit \(saga.go:112\), a timeout included, although a Deposit that timed out may have completed`
			err = errors.Join(err, errCompensation)
		}
	}()
	err = workflow.ExecuteActivity(ctx, Deposit, details).Get(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			errCompensation := workflow.ExecuteActivity(ctx, DepositCompensation, details).Get(ctx, nil)
			err = errors.Join(err, errCompensation)
		}
	}()
	return nil
}

// The twin: the deferred compensation is skipped on a timeout.
func TransferMoneyChecked(ctx workflow.Context, details PaymentDetails) (err error) {
	ctx = options(ctx)
	err = workflow.ExecuteActivity(ctx, Withdraw, details).Get(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil && !temporal.IsTimeoutError(err) {
			errCompensation := workflow.ExecuteActivity(ctx, WithdrawCompensation, details).Get(ctx, nil)
			err = errors.Join(err, errCompensation)
		}
	}()
	err = workflow.ExecuteActivity(ctx, Deposit, details).Get(ctx, nil)
	return err
}

// The first step's own undo, run on its failure, is safe whatever the
// step did (the early-return sample cancels the transaction it may have
// initialized): nothing before it succeeded.
func InitOrCancel(ctx workflow.Context, input PaymentDetails) error {
	ctx = options(ctx)
	if initErr := workflow.ExecuteActivity(ctx, Init, input).Get(ctx, nil); initErr != nil {
		if err := workflow.ExecuteActivity(ctx, CancelTransaction, input).Get(ctx, nil); err != nil {
			return err
		}
		return initErr
	}
	return nil
}

// An undo of the failed step itself (DepositCompensation after Deposit)
// is safe too.
func UndoFailedStep(ctx workflow.Context, input PaymentDetails) error {
	ctx = options(ctx)
	if err := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, nil); err != nil {
		return err
	}
	if err := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, nil); err != nil {
		_ = workflow.ExecuteActivity(ctx, DepositCompensation, input).Get(ctx, nil)
		return err
	}
	return nil
}

// Only a definite failure of the deposit, an application error of a known
// type, is compensated.
func CompensateDefinite(ctx workflow.Context, input PaymentDetails) error {
	ctx = options(ctx)
	if err := workflow.ExecuteActivity(ctx, Withdraw, input).Get(ctx, nil); err != nil {
		return err
	}
	if err := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, nil); err != nil {
		var appErr *temporal.ApplicationError
		if errors.As(err, &appErr) && appErr.Type() == "InvalidAccount" {
			_ = workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, nil)
		}
		return err
	}
	return nil
}

// The early-return sample: a transaction whose initialization failed is
// cancelled in a branch, and one that was initialized is completed after
// it; the cancel's wait does not come before the completion.
func InitThenComplete(ctx workflow.Context, input PaymentDetails, initErr error) error {
	ctx = options(ctx)
	if initErr != nil {
		if err := workflow.ExecuteActivity(ctx, CancelTransaction, input).Get(ctx, nil); err != nil {
			return fmt.Errorf("cancelling the transaction failed: %w", err)
		}
		return initErr
	}
	if err := workflow.ExecuteActivity(ctx, Deposit, input).Get(ctx, nil); err != nil {
		_ = workflow.ExecuteActivity(ctx, Refund, input).Get(ctx, nil)
		return err
	}
	return nil
}
