package catalog

// Handler types and retry policies of the at-least-once systems: what makes
// a function value a handler wherever it is registered, and how a system's
// retry policy bounds the runs of one.

// HandlerTypes are named function types whose values run in an at-least-once
// context, by full name: a function literal, function or method that
// becomes a value of one of them (an argument, a result, a struct field, a
// conversion) is a handler, even when the registration that receives it is
// in another package.
var HandlerTypes = map[string]ContextKind{
	// github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp/tool.go:30 and :57.
	"github.com/modelcontextprotocol/go-sdk/mcp.ToolHandler":    MCPToolHandler,
	"github.com/modelcontextprotocol/go-sdk/mcp.ToolHandlerFor": MCPToolHandler,
	// github.com/mark3labs/mcp-go@v1.2.1 server/server.go:62 (the Handler of
	// a ServerTool given to AddTools), mcp/typed_tools.go:9 and :12.
	"github.com/mark3labs/mcp-go/server.ToolHandlerFunc":        MCPToolHandler,
	"github.com/mark3labs/mcp-go/mcp.TypedToolHandlerFunc":      MCPToolHandler,
	"github.com/mark3labs/mcp-go/mcp.StructuredToolHandlerFunc": MCPToolHandler,
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
}{
	Execute:         "go.temporal.io/sdk/workflow.ExecuteActivity",
	Context:         0,
	WithOptions:     "go.temporal.io/sdk/workflow.WithActivityOptions",
	Options:         1,
	RetryPolicy:     "RetryPolicy",
	MaximumAttempts: "MaximumAttempts",
	PolicyPackage:   "go.temporal.io/sdk/temporal",
	PolicyType:      "RetryPolicy",
}

// ReissueAttempts is the bound on the calls of an MCP tool handler: a model
// may call the tool again after any failure or lost response, with no limit
// the server can see.
const ReissueAttempts = Unbounded
