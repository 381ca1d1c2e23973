// Package activity is a test stub of go.temporal.io/sdk@v1.51.0; signatures match the real module.
package activity

import (
	"context"

	"go.temporal.io/sdk/internal"
	"go.temporal.io/sdk/log"
)

type (
	// Type identifies an activity type.
	Type = internal.ActivityType

	// Info contains information about a currently executing activity.
	Info = internal.ActivityInfo

	// RegisterOptions consists of options for registering an activity.
	RegisterOptions = internal.RegisterActivityOptions

	// DynamicRegisterOptions consists of options for registering a dynamic activity.
	DynamicRegisterOptions = internal.DynamicRegisterActivityOptions
)

// GetInfo returns information about the currently executing activity.
func GetInfo(ctx context.Context) Info {
	return internal.GetActivityInfo(ctx)
}

// GetLogger returns a logger that can be used in the activity.
func GetLogger(ctx context.Context) log.Logger {
	return internal.GetActivityLogger(ctx)
}

// RecordHeartbeat sends a heartbeat for the currently executing activity.
func RecordHeartbeat(ctx context.Context, details ...any) {
	internal.RecordActivityHeartbeat(ctx, details...)
}
