package catalog

// Temporal: its at-least-once system, activities, and where an activity's
// retry policy is read from.

// go.temporal.io/sdk@v1.51.0: activities retry by default without limit.
var temporalSystem = System{
	Kind:     TemporalActivity,
	Short:    "Temporal activity",
	Attempts: Unbounded,
	Registrations: map[string]int{
		"(go.temporal.io/sdk/worker.ActivityRegistry).RegisterActivity":            0,
		"(go.temporal.io/sdk/worker.ActivityRegistry).RegisterActivityWithOptions": 0,
		"(go.temporal.io/sdk/worker.Registry).RegisterActivity":                    0,
		"(go.temporal.io/sdk/worker.Registry).RegisterActivityWithOptions":         0,
		"(go.temporal.io/sdk/worker.Worker).RegisterActivity":                      0,
		"(go.temporal.io/sdk/worker.Worker).RegisterActivityWithOptions":           0,
		"go.temporal.io/sdk/workflow.ExecuteActivity":                              1,
	},
	MarkerPackage: "go.temporal.io/sdk/activity",
	// temporal/error.go:166-190: the errors an activity returns to
	// steer its retry policy (a workflow returns them too, but takes a
	// workflow.Context).
	MarkerErrors: map[string]bool{
		"go.temporal.io/sdk/temporal.NewApplicationError":             true,
		"go.temporal.io/sdk/temporal.NewApplicationErrorWithCause":    true,
		"go.temporal.io/sdk/temporal.NewApplicationErrorWithOptions":  true,
		"go.temporal.io/sdk/temporal.NewNonRetryableApplicationError": true,
	},
	MarkerParam: "context.Context",
	// worker/worker.go:98: "An activity struct is a structure with all
	// its exported methods treated as activities."
	RegistersMethods: true,
	// Its retrying is the activity retry policy, which the retry scopes
	// model; loops of its own, such as channelImpl.Receive dropping a
	// value it cannot decode (internal_workflow.go@v1.48.0:826), retry
	// nothing, and Future.Get is not a retry layer.
	OwnModule:    "go.temporal.io/sdk",
	ErrorPackage: "go.temporal.io/sdk/temporal",
	Stoppers: map[string]string{
		// temporal/error.go:33.
		"go.temporal.io/sdk/temporal.NewNonRetryableApplicationError": "temporal.NewNonRetryableApplicationError",
	},
	AttemptCounters: map[string]string{
		// internal/activity.go: ActivityInfo.Attempt ("Attempt starts from 1
		// and increased by 1 for every retry").
		"go.temporal.io/sdk/internal.ActivityInfo.Attempt": "activity.GetInfo(ctx).Attempt",
		"go.temporal.io/sdk/activity.Info.Attempt":         "activity.GetInfo(ctx).Attempt",
	},
}

// A TemporalPolicy is where the retry policy of a Temporal activity is
// read from, in the workflow that executes it (go.temporal.io/sdk@v1.51.0).
var TemporalPolicy = struct {
	// Execute runs an activity with the options of its Context argument
	// (workflow/workflow.go:300).
	Execute string
	Context int
	// WithOptions sets the options of the activities executed with the
	// context it returns (workflow/activity_options.go:21); its Options
	// argument is an ActivityOptions literal.
	WithOptions string
	Options     int
	// RetryPolicy is the field of ActivityOptions (internal/activity.go:166),
	// nil for the server's default; MaximumAttempts the field of
	// RetryPolicy (internal/client.go:1403-1427), 0 for no limit.
	RetryPolicy     string
	MaximumAttempts string
	// PolicyPackage.PolicyType is the type of the RetryPolicy field's
	// pointer (temporal/retry_policy.go: an alias of internal.RetryPolicy).
	PolicyPackage string
	PolicyType    string
	// NonRetryable, in PolicyPackage, makes the error an activity returns
	// one that its retry policy does not retry, whatever the policy
	// (temporal/error.go:190: NewNonRetryableApplicationError(message,
	// errType, cause, details...); a nil cause still makes an error).
	NonRetryable string
}{
	Execute:         "go.temporal.io/sdk/workflow.ExecuteActivity",
	Context:         0,
	WithOptions:     "go.temporal.io/sdk/workflow.WithActivityOptions",
	Options:         1,
	RetryPolicy:     "RetryPolicy",
	MaximumAttempts: "MaximumAttempts",
	PolicyPackage:   "go.temporal.io/sdk/temporal",
	PolicyType:      "RetryPolicy",
	NonRetryable:    "NewNonRetryableApplicationError",
}

// TemporalSaga is what the compensation check of a workflow knows of
// Temporal (go.temporal.io/sdk@v1.51.0): a workflow runs an activity with
// Execute and waits for it with the Future's Get
// (workflow.ExecuteActivity(ctx, Withdraw, ...).Get(ctx, nil)); an activity
// that timed out (its error wraps a *TimeoutError, temporal/error.go:132)
// may have completed, and TimeoutTest in TimeoutPackage tells it apart
// (temporal/error.go:242).
var TemporalSaga = struct {
	Execute        string
	Activity       int // the index of Execute's activity argument
	Get            string
	TimeoutPackage string
	TimeoutTest    string
}{
	Execute:        "go.temporal.io/sdk/workflow.ExecuteActivity",
	Activity:       1,
	Get:            "Get",
	TimeoutPackage: "go.temporal.io/sdk/temporal",
	TimeoutTest:    "IsTimeoutError",
}
