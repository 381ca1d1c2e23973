// Package workflow is a test stub of go.temporal.io/sdk@v1.51.0; signatures match the real module.
package workflow

import (
	"go.temporal.io/sdk/internal"
	"go.temporal.io/sdk/temporal"
)

// Context is a clone of context.Context with Done() returning Channel instead of native channel.
type Context = internal.Context

type (
	// Future represents the result of an asynchronous computation.
	Future = internal.Future

	// Execution details.
	Execution = internal.WorkflowExecution

	// RegisterOptions consists of options for registering a workflow.
	RegisterOptions = internal.RegisterWorkflowOptions

	// DynamicRegisterOptions consists of options for registering a dynamic workflow.
	DynamicRegisterOptions = internal.DynamicRegisterWorkflowOptions
)

// ActivityOptions stores all activity-specific invocation parameters that will be stored inside of a context.
type ActivityOptions = internal.ActivityOptions

// WithActivityOptions makes a copy of the context and adds the passed in options to the context.
func WithActivityOptions(ctx Context, options ActivityOptions) Context {
	return internal.WithActivityOptions(ctx, options)
}

// WithRetryPolicy makes a copy of the current context and update the RetryPolicy field in its activity options.
func WithRetryPolicy(ctx Context, retryPolicy temporal.RetryPolicy) Context {
	return internal.WithRetryPolicy(ctx, retryPolicy)
}

// GetActivityOptions returns all activity options present on the context.
func GetActivityOptions(ctx Context) ActivityOptions {
	return internal.GetActivityOptions(ctx)
}

// ExecuteActivity requests activity execution in the context of a workflow.
func ExecuteActivity(ctx Context, activity any, args ...any) Future {
	return internal.ExecuteActivity(ctx, activity, args...)
}
