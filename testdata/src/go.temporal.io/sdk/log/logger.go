// Package log is a test stub of go.temporal.io/sdk@v1.51.0; signatures match the real module.
package log

type (
	// Logger is an interface that can be passed to ClientOptions.Logger.
	Logger interface {
		Debug(msg string, keyvals ...any)
		Info(msg string, keyvals ...any)
		Warn(msg string, keyvals ...any)
		Error(msg string, keyvals ...any)
	}

	WithSkipCallers interface {
		WithCallerSkip(int) Logger
	}

	WithLogger interface {
		With(keyvals ...any) Logger
	}
)
