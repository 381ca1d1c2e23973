package catalog

// At-least-once systems: one record per system that may run a function
// again for the same intent.

// A System hands functions to a runtime that may run them again.
type System struct {
	Kind  ContextKind
	Short string // how messages name the context: "Temporal activity"
	// Attempts is the default bound on runs: 0 unknown, Unbounded, or a count.
	Attempts int
	// Registrations are the calls whose handler argument runs in the
	// context, by full name, to the index of the handler argument (-1: the
	// last).
	Registrations map[string]int
	// MarkerPackage is a package whose functions only work inside the
	// context: a function that calls them runs in it ("" none).
	MarkerPackage string
	// ErrorPackage is where the errors that stop the system's retries are
	// made; Stoppers are those calls, by full name, to how messages name them.
	ErrorPackage string
	Stoppers     map[string]string
	// AttemptCounters are fields whose value changes on every run, by full
	// name, to how messages name them.
	AttemptCounters map[string]string
	// OwnModule is a module whose retrying is this record's: facts computed
	// from its source are not used (see SDK.KnownRetries).
	OwnModule string
}

// Systems are the at-least-once systems of SPEC §1.
var Systems = []System{
	{
		Kind:  MCPToolHandler,
		Short: "MCP tool handler",
		Registrations: map[string]int{
			// github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp/server.go:
			// AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out])
			// and (*Server).AddTool(t *Tool, h ToolHandler).
			"github.com/modelcontextprotocol/go-sdk/mcp.AddTool":           2,
			"(*github.com/modelcontextprotocol/go-sdk/mcp.Server).AddTool": 1,
			// github.com/mark3labs/mcp-go@v1.2.1 server/server.go:
			// (*MCPServer).AddTool(tool mcp.Tool, handler ToolHandlerFunc).
			"(*github.com/mark3labs/mcp-go/server.MCPServer).AddTool": 1,
		},
	},
	// go.temporal.io/sdk@v1.51.0: activities retry by default without limit.
	{
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
	},
}

// An AtLeastOnce registration hands a function to a system that may run it
// again for the same intent.
type AtLeastOnce struct {
	Handler  int    // index of the handler argument; -1: the last
	Short    string // how messages name the context
	Kind     ContextKind
	Attempts int // the system's default bound on runs
}
