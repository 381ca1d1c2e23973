// Package internal is a test stub of go.temporal.io/sdk@v1.51.0; signatures match the real module.
// Only the subset used by the activity, workflow, temporal, worker and client stubs is included.
package internal

import (
	"context"
	"time"

	"go.temporal.io/sdk/internal/common/workflowcontext"
	"go.temporal.io/sdk/log"
)

// Context is the workflow context (exposed as workflow.Context).
type Context = workflowcontext.Context

type (
	// ActivityType identifies an activity type (exposed as activity.Type).
	ActivityType struct {
		Name string
	}

	// WorkflowType identifies a workflow type.
	WorkflowType struct {
		Name string
	}

	// WorkflowExecution details (exposed as workflow.Execution).
	WorkflowExecution struct {
		ID    string
		RunID string
	}

	// Priority settings.
	Priority struct {
		PriorityKey    int
		FairnessKey    string
		FairnessWeight float32
	}

	// ActivityInfo contains information about a currently executing activity (exposed as activity.Info).
	// Attempt starts from 1 and is increased by 1 for every retry.
	ActivityInfo struct {
		TaskToken              []byte
		WorkflowType           *WorkflowType
		WorkflowNamespace      string
		WorkflowExecution      WorkflowExecution
		ActivityID             string
		ActivityRunID          string
		ActivityType           ActivityType
		TaskQueue              string
		Namespace              string
		HeartbeatTimeout       time.Duration
		ScheduleToCloseTimeout time.Duration
		StartToCloseTimeout    time.Duration
		ScheduledTime          time.Time
		StartedTime            time.Time
		Deadline               time.Time
		Attempt                int32
		IsLocalActivity        bool
		Priority               Priority
	}

	// RegisterActivityOptions (exposed as activity.RegisterOptions).
	RegisterActivityOptions struct {
		Name                          string
		DisableAlreadyRegisteredCheck bool
		SkipInvalidStructFunctions    bool
	}

	// DynamicRegisterActivityOptions (exposed as activity.DynamicRegisterOptions).
	DynamicRegisterActivityOptions struct{}

	// RegisterWorkflowOptions (exposed as workflow.RegisterOptions).
	RegisterWorkflowOptions struct {
		Name                          string
		DisableAlreadyRegisteredCheck bool
	}

	// DynamicRegisterWorkflowOptions (exposed as workflow.DynamicRegisterOptions); fields omitted.
	DynamicRegisterWorkflowOptions struct{}

	// RetryPolicy (exposed as temporal.RetryPolicy). MaximumAttempts 0 means unlimited.
	RetryPolicy struct {
		InitialInterval        time.Duration
		BackoffCoefficient     float64
		MaximumInterval        time.Duration
		MaximumAttempts        int32
		NonRetryableErrorTypes []string
	}

	// ActivityOptions (exposed as workflow.ActivityOptions). A nil RetryPolicy means the server default
	// (unlimited attempts, bounded only by ScheduleToCloseTimeout).
	ActivityOptions struct {
		TaskQueue              string
		ScheduleToCloseTimeout time.Duration
		ScheduleToStartTimeout time.Duration
		StartToCloseTimeout    time.Duration
		HeartbeatTimeout       time.Duration
		WaitForCancellation    bool
		ActivityID             string
		RetryPolicy            *RetryPolicy
		DisableEagerExecution  bool
		Summary                string
		Priority               Priority
	}

	// Future represents the result of an asynchronous computation.
	Future interface {
		Get(ctx Context, valuePtr any) error
		IsReady() bool
	}

	// ApplicationErrorOptions (exposed as temporal.ApplicationErrorOptions).
	ApplicationErrorOptions struct {
		NonRetryable   bool
		Cause          error
		Details        []any
		NextRetryDelay time.Duration
	}

	// ApplicationError returned from activity implementations with message and optional details.
	ApplicationError struct {
		msg            string
		errType        string
		nonRetryable   bool
		cause          error
		nextRetryDelay time.Duration
	}

	// TimeoutError returned when activity or child workflow timed out (exposed as temporal.TimeoutError).
	TimeoutError struct {
		msg   string
		cause error
	}

	// WorkerOptions (exposed as worker.Options).
	WorkerOptions struct {
		MaxConcurrentActivityExecutionSize      int
		WorkerActivitiesPerSecond               float64
		MaxConcurrentLocalActivityExecutionSize int
	}

	// ClientOptions (exposed as client.Options).
	ClientOptions struct {
		HostPort  string
		Namespace string
	}
)

func (e *ApplicationError) Error() string                 { return e.msg }
func (e *ApplicationError) Message() string               { return e.msg }
func (e *ApplicationError) Type() string                  { return e.errType }
func (e *ApplicationError) NonRetryable() bool            { return e.nonRetryable }
func (e *ApplicationError) Unwrap() error                 { return e.cause }
func (e *ApplicationError) NextRetryDelay() time.Duration { return e.nextRetryDelay }

func NewApplicationErrorWithOptions(msg string, errType string, options ApplicationErrorOptions) error {
	return &ApplicationError{msg: msg, errType: errType, nonRetryable: options.NonRetryable, cause: options.Cause, nextRetryDelay: options.NextRetryDelay}
}

func GetActivityInfo(ctx context.Context) ActivityInfo { return ActivityInfo{Attempt: 1} }

func GetActivityLogger(ctx context.Context) log.Logger { return nil }

func RecordActivityHeartbeat(ctx context.Context, details ...any) {}

// ExecuteActivity returns a future that the workflow's event loop settles.
// The bodies below model internal_workflow.go of go.temporal.io/sdk@v1.48.0
// (futureImpl.Get receives on the future's channel; channelImpl.Receive
// drops a value it cannot decode and waits for the next one): code shaped
// like a retry loop that retries nothing.
func ExecuteActivity(ctx Context, activity any, args ...any) Future {
	return &futureImpl{channel: &channelImpl{}}
}

type futureImpl struct {
	value   any
	err     error
	ready   bool
	channel *channelImpl
}

func (f *futureImpl) Get(ctx Context, valuePtr any) error {
	more := f.channel.Receive(ctx, nil)
	if more {
		panic("not closed")
	}
	if !f.ready {
		panic("not ready")
	}
	return f.err
}

func (f *futureImpl) IsReady() bool { return f.ready }

type channelImpl struct {
	buffer []any
	closed bool
}

func (c *channelImpl) receiveAsyncImpl() (v any, ok bool, more bool) {
	if len(c.buffer) > 0 {
		v, c.buffer = c.buffer[0], c.buffer[1:]
		return v, true, true
	}
	return nil, false, !c.closed
}

func (c *channelImpl) assignValue(from any, to any) error { return nil }

func (c *channelImpl) Receive(ctx Context, valuePtr any) (more bool) {
	for {
		v, ok, m := c.receiveAsyncImpl()
		if !ok && !m { // channel closed and empty
			return m
		}
		if ok || !m {
			err := c.assignValue(v, valuePtr)
			if err == nil {
				return m
			}
			continue // corrupt signal. Drop and reset process
		}
	}
}

func WithActivityOptions(ctx Context, options ActivityOptions) Context { return ctx }

func GetActivityOptions(ctx Context) ActivityOptions { return ActivityOptions{} }

func WithRetryPolicy(ctx Context, retryPolicy RetryPolicy) Context { return ctx }

func (e *TimeoutError) Error() string   { return e.msg }
func (e *TimeoutError) Message() string { return e.msg }
func (e *TimeoutError) Unwrap() error   { return e.cause }
