// Package catalog is idemvet's knowledge of real APIs: which functions run
// an operation again, which produce fresh values, where keys go. Everything
// is keyed by the names analysisutil.FuncName produces, so that a rule reads
// as a table lookup and the knowledge lives in one place.
//
// Every entry was checked against the module's source at the version named
// in its comment.
package catalog

// Unbounded marks an attempt bound that has no limit by default.
const Unbounded = -1

// A RetryHelper runs its operation argument again after a failure.
type RetryHelper struct {
	Op       int    // index of the operation argument
	Attempts int    // default number of attempts: 0 unknown, Unbounded, or a count
	Short    string // how messages name it, e.g. "backoff.Retry"
}

// RetryHelpers lists the retry helpers of SPEC §1 by full name.
var RetryHelpers = map[string]RetryHelper{
	// github.com/cenkalti/backoff/v4@v4.3.0 retry.go. The attempt bound comes
	// from the BackOff argument; NewExponentialBackOff stops after 15 minutes.
	"github.com/cenkalti/backoff/v4.Retry":                       {Op: 0, Short: "backoff.Retry"},
	"github.com/cenkalti/backoff/v4.RetryNotify":                 {Op: 0, Short: "backoff.RetryNotify"},
	"github.com/cenkalti/backoff/v4.RetryWithData":               {Op: 0, Short: "backoff.RetryWithData"},
	"github.com/cenkalti/backoff/v4.RetryNotifyWithData":         {Op: 0, Short: "backoff.RetryNotifyWithData"},
	"github.com/cenkalti/backoff/v4.RetryNotifyWithTimer":        {Op: 0, Short: "backoff.RetryNotifyWithTimer"},
	"github.com/cenkalti/backoff/v4.RetryNotifyWithTimerAndData": {Op: 0, Short: "backoff.RetryNotifyWithTimerAndData"},
	// github.com/cenkalti/backoff/v5@v5.0.3: Retry[T](ctx, operation, opts...),
	// default WithMaxTries unlimited, MaxElapsedTime 15 minutes.
	"github.com/cenkalti/backoff/v5.Retry": {Op: 1, Short: "backoff.Retry"},
	// github.com/avast/retry-go/v4@v4.7.0: default Attempts(10).
	"github.com/avast/retry-go/v4.Do":         {Op: 0, Attempts: 10, Short: "retry.Do"},
	"github.com/avast/retry-go/v4.DoWithData": {Op: 0, Attempts: 10, Short: "retry.DoWithData"},
	// github.com/sethvargo/go-retry@v0.5.0: Do(ctx, b, f), DoValue(ctx, b, f).
	"github.com/sethvargo/go-retry.Do":      {Op: 2, Short: "retry.Do"},
	"github.com/sethvargo/go-retry.DoValue": {Op: 2, Short: "retry.DoValue"},
	// k8s.io/client-go@v0.37.2 util/retry: the Backoff argument's Steps bound it.
	"k8s.io/client-go/util/retry.RetryOnConflict": {Op: 1, Short: "retry.RetryOnConflict"},
	"k8s.io/client-go/util/retry.OnError":         {Op: 2, Short: "retry.OnError"},
	// k8s.io/apimachinery@v0.37.2 pkg/util/wait/backoff.go.
	"k8s.io/apimachinery/pkg/util/wait.ExponentialBackoff":            {Op: 1, Short: "wait.ExponentialBackoff"},
	"k8s.io/apimachinery/pkg/util/wait.ExponentialBackoffWithContext": {Op: 2, Short: "wait.ExponentialBackoffWithContext"},
	// github.com/googleapis/gax-go/v2 invoke.go: Invoke(ctx, call, opts...).
	"github.com/googleapis/gax-go/v2.Invoke": {Op: 1, Short: "gax.Invoke"},
	// github.com/hashicorp/terraform-plugin-sdk/v2@v2.40.1: retry until the
	// timeout, without an attempt bound.
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry.RetryContext":    {Op: 2, Attempts: Unbounded, Short: "retry.RetryContext"},
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry.Retry":           {Op: 1, Attempts: Unbounded, Short: "retry.Retry"},
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource.RetryContext": {Op: 2, Attempts: Unbounded, Short: "resource.RetryContext"},
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource.Retry":        {Op: 1, Attempts: Unbounded, Short: "resource.Retry"},
	// github.com/hashicorp/terraform-plugin-sdk@v1.17.2 (the last v1, still
	// used by many providers) helper/resource/wait.go:10: Retry(timeout, f)
	// only; there is no RetryContext in v1.
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource.Retry": {Op: 1, Attempts: Unbounded, Short: "resource.Retry"},
	// github.com/failsafe-go/failsafe-go@v0.9.8: the Executor's methods retry
	// only when a retry policy is among the policies passed to With.
	"(github.com/failsafe-go/failsafe-go.Executor).Run":              {Op: 0, Short: "failsafe Run"},
	"(github.com/failsafe-go/failsafe-go.Executor).RunWithExecution": {Op: 0, Short: "failsafe RunWithExecution"},
	"(github.com/failsafe-go/failsafe-go.Executor).Get":              {Op: 0, Short: "failsafe Get"},
	"(github.com/failsafe-go/failsafe-go.Executor).GetWithExecution": {Op: 0, Short: "failsafe GetWithExecution"},
	"(github.com/failsafe-go/failsafe-go.Executor).RunAsync":         {Op: 0, Short: "failsafe RunAsync"},
	"(github.com/failsafe-go/failsafe-go.Executor).GetAsync":         {Op: 0, Short: "failsafe GetAsync"},
}

// FailsafePolicyPackage is the package whose values, passed to failsafe.With, make an executor retry.
const FailsafePolicyPackage = "github.com/failsafe-go/failsafe-go/retrypolicy"

// FailsafeWith names the constructor of failsafe executors.
const FailsafeWith = "github.com/failsafe-go/failsafe-go.With"

// An AtLeastOnce registration hands a function to a system that may run it
// again for the same intent.
type AtLeastOnce struct {
	Handler int    // index of the handler argument; -1: the last
	Short   string // how messages name the context
}

// AtLeastOnceRegistrations are calls whose handler argument runs in an
// at-least-once context.
var AtLeastOnceRegistrations = map[string]AtLeastOnce{
	// github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp/server.go:
	// AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) and
	// (*Server).AddTool(t *Tool, h ToolHandler).
	"github.com/modelcontextprotocol/go-sdk/mcp.AddTool":           {Handler: 2, Short: "MCP tool handler"},
	"(*github.com/modelcontextprotocol/go-sdk/mcp.Server).AddTool": {Handler: 1, Short: "MCP tool handler"},
	// github.com/mark3labs/mcp-go@v1.2.1 server/server.go:
	// (*MCPServer).AddTool(tool mcp.Tool, handler ToolHandlerFunc).
	"(*github.com/mark3labs/mcp-go/server.MCPServer).AddTool": {Handler: 1, Short: "MCP tool handler"},
	// go.temporal.io/sdk@v1.51.0: activities retry by default without limit.
	"(go.temporal.io/sdk/worker.ActivityRegistry).RegisterActivity":            {Handler: 0, Short: "Temporal activity"},
	"(go.temporal.io/sdk/worker.ActivityRegistry).RegisterActivityWithOptions": {Handler: 0, Short: "Temporal activity"},
	"(go.temporal.io/sdk/worker.Registry).RegisterActivity":                    {Handler: 0, Short: "Temporal activity"},
	"(go.temporal.io/sdk/worker.Registry).RegisterActivityWithOptions":         {Handler: 0, Short: "Temporal activity"},
	"(go.temporal.io/sdk/worker.Worker).RegisterActivity":                      {Handler: 0, Short: "Temporal activity"},
	"(go.temporal.io/sdk/worker.Worker).RegisterActivityWithOptions":           {Handler: 0, Short: "Temporal activity"},
	"go.temporal.io/sdk/workflow.ExecuteActivity":                              {Handler: 1, Short: "Temporal activity"},
}

// TemporalActivityPackage is the package whose functions only work inside
// an activity: a function that calls them is an activity.
const TemporalActivityPackage = "go.temporal.io/sdk/activity"

// An AttemptOption is a retry option or back-off constructor whose integer
// argument bounds the attempts.
type AttemptOption struct {
	Arg           int  // index of the count argument
	Add           int  // attempts = count + Add (1 for "max retries")
	ZeroUnbounded bool // a count of 0 means no limit
}

// AttemptOptions lists the options that bound a helper's attempts.
var AttemptOptions = map[string]AttemptOption{
	// avast/retry-go/v4 options.go: Attempts(uint); 0 retries until success.
	"github.com/avast/retry-go/v4.Attempts": {Arg: 0, ZeroUnbounded: true},
	// cenkalti/backoff/v4 retries.go: WithMaxRetries(b, max) allows max retries.
	"github.com/cenkalti/backoff/v4.WithMaxRetries": {Arg: 1, Add: 1},
	// cenkalti/backoff/v5 retry.go: WithMaxTries(n) counts tries; 0 is no limit.
	"github.com/cenkalti/backoff/v5.WithMaxTries": {Arg: 0, ZeroUnbounded: true},
	// sethvargo/go-retry backoff.go: WithMaxRetries(max, next) allows max retries.
	"github.com/sethvargo/go-retry.WithMaxRetries": {Arg: 0, Add: 1},
}
