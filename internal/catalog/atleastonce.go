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
	// MarkerErrors are calls, by full name, that make an error for the
	// system's retry policy: a function whose first parameter is a
	// context.Context and that makes one runs in the context.
	MarkerErrors map[string]bool
	// MarkerParam is the type of that first parameter.
	MarkerParam string
	// RegistersMethods says that registering a struct registers every
	// exported method of it: when one method runs in the context, the
	// others do too.
	RegistersMethods bool
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
	// HandlerMethod and HandlerResults describe handlers found by their
	// shape rather than a registration: a method called HandlerMethod whose
	// results are a value of one of HandlerResults (by full type name) and
	// an error implements the system's handler interface.
	HandlerMethod  string
	HandlerResults []string
	// Request is the type, by full name, of the handler parameter that
	// names what the run is about; RequestKey the selector path after that
	// parameter that makes a string stable across the runs for it, from
	// which a fix derives an idempotency key ("" none).
	Request, RequestKey string
	// RequestName is the selector path after that parameter to the name of
	// the object the run is about, from which a fix derives the name of an
	// object the run creates ("" none).
	RequestName string
	// Requeue says the system's runs again are requeues paced by a rate
	// limiter that the system owns, the way it is meant to be driven: a
	// client retrying inside one run is not a layer nested in it, and
	// nestedretry does not count the requeue as an outer layer.
	Requeue bool
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
	},
	reconcileSystem,
	workqueueSystem,
}

// Kubernetes controllers: a Reconcile that returns an error is requeued
// with the workqueue's rate limiter (exponential backoff, no limit on
// requeues), and every object is reconciled again on each resync. Checked
// against sigs.k8s.io/controller-runtime@v0.25.2: pkg/reconcile/reconcile.go
// TypedReconciler[request].Reconcile(context.Context, request) (Result,
// error) (:126), ObjectReconciler[object].Reconcile(context.Context, object)
// (Result, error) (:146); Request{types.NamespacedName} (:65); the ctrl
// alias Result = reconcile.Result (alias.go). A method of that shape is the
// handler, whether registered through builder Complete(r) (builder/
// controller.go:260) or elsewhere.
var reconcileSystem = System{
	Kind:           ReconcileLoop,
	Short:          "controller-runtime Reconcile",
	Attempts:       Unbounded,
	OwnModule:      "sigs.k8s.io/controller-runtime",
	HandlerMethod:  "Reconcile",
	HandlerResults: []string{"sigs.k8s.io/controller-runtime/pkg/reconcile.Result"},
	Request:        "sigs.k8s.io/controller-runtime/pkg/reconcile.Request",
	RequestKey:     "NamespacedName.String()",
	RequestName:    "Name",
	// pkg/internal/controller/controller.go reconcileHandler: on error,
	// Queue.AddRateLimited (the default controller rate limiter: per item
	// exponential 5ms to 1000s, with an overall token bucket).
	Requeue: true,
}

// An AtLeastOnce registration hands a function to a system that may run it
// again for the same intent.
type AtLeastOnce struct {
	Handler  int    // index of the handler argument; -1: the last
	Short    string // how messages name the context
	Kind     ContextKind
	Attempts int // the system's default bound on runs
}

// A Hint is one of the behaviour hints an MCP tool declares to clients.
type Hint int

const (
	NoHint Hint = iota
	// ReadOnlyHint: the tool does not change its environment.
	ReadOnlyHint
	// DestructiveHint: the tool may delete or overwrite (the spec's default
	// when it is absent is true).
	DestructiveHint
	// IdempotentHint: calling the tool again with the same arguments has no
	// further effect.
	IdempotentHint
)

// A ToolSDK is how an MCP SDK declares a tool, its hints and its handler.
// Paths into a request ("Params.Arguments") are selectors a fix writes
// after the handler's request parameter.
type ToolSDK struct {
	Package string // the package of the tool and request types
	// Registrations are the calls that register a tool with its handler, by
	// full name, to the index of the tool argument; the handler is the
	// argument after it.
	Registrations map[string]int
	// ToolLists are the calls that register a list of ServerTool values.
	ToolLists []string
	// ServerTool is a struct type, by full name, that pairs a tool (field
	// ServerToolTool) with its handler (ServerToolHandler); "" none.
	ServerTool, ServerToolTool, ServerToolHandler string
	// Tool is the tool type by full name; its NameField holds the tool's
	// name and its AnnotationsField the hints, of type Annotations.
	Tool, NameField, AnnotationsField, Annotations string
	// HintFields are the fields of Annotations, to the hint each holds;
	// PointerHints says they are *bool (nil: the spec's default).
	HintFields   map[string]Hint
	PointerHints bool
	// Constructor builds a tool from its name (argument 0) and options
	// (""  none); Options are those options, by full name, that set a hint
	// from their bool argument.
	Constructor string
	Options     map[string]Hint
	// ToolName is the path from the request to the called tool's name.
	ToolName string
	// HandlerWrappers turn a handler of typed arguments, their only
	// argument, into a handler, by full name.
	HandlerWrappers []string
	// Arguments is the path from the request to the call's arguments;
	// RawArguments says they are JSON bytes, to be decoded before they are
	// encoded in a canonical form.
	Arguments    string
	RawArguments bool
	// SessionID is the path from the request to the session's id, "" when a
	// handler has no session id that tells clients apart.
	SessionID string
}

// ToolSDKs are the MCP SDKs whose tools idemvet reads.
var ToolSDKs = []ToolSDK{
	{
		// github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp/: AddTool
		// (server.go:603, 315); Tool.Annotations *ToolAnnotations
		// (protocol.go:1902); ToolAnnotations{DestructiveHint *bool,
		// IdempotentHint bool, OpenWorldHint *bool, ReadOnlyHint bool}
		// (protocol.go:1964-1985); CallToolParamsRaw.Arguments
		// json.RawMessage (protocol.go:241); (*ServerSession).ID
		// (server.go:1606), "" on stdio.
		Package: "github.com/modelcontextprotocol/go-sdk/mcp",
		Registrations: map[string]int{
			"github.com/modelcontextprotocol/go-sdk/mcp.AddTool":           1,
			"(*github.com/modelcontextprotocol/go-sdk/mcp.Server).AddTool": 0,
		},
		Tool:             "github.com/modelcontextprotocol/go-sdk/mcp.Tool",
		NameField:        "Name",
		AnnotationsField: "Annotations",
		Annotations:      "github.com/modelcontextprotocol/go-sdk/mcp.ToolAnnotations",
		HintFields:       map[string]Hint{"ReadOnlyHint": ReadOnlyHint, "DestructiveHint": DestructiveHint, "IdempotentHint": IdempotentHint},
		ToolName:         "Params.Name",
		Arguments:        "Params.Arguments",
		RawArguments:     true,
		SessionID:        "Session.ID()",
	},
	{
		// github.com/mark3labs/mcp-go@v1.2.1: (*MCPServer).AddTool and
		// AddTools (server/server.go:991, 1040); ServerTool{Tool, Handler}
		// (server.go:94); Tool.Annotations ToolAnnotation with *bool hints
		// (mcp/tools.go:677, 983); NewTool (tools.go:1011) sets
		// ReadOnly=false, Destructive=true, Idempotent=false; the
		// With*HintAnnotation options (tools.go:1183-1207);
		// CallToolParams.Arguments any (tools.go:66). Its stdio session id
		// is the constant "stdio" (server/stdio.go:129), so none is used.
		Package: "github.com/mark3labs/mcp-go/mcp",
		Registrations: map[string]int{
			"(*github.com/mark3labs/mcp-go/server.MCPServer).AddTool": 0,
		},
		ToolLists:         []string{"(*github.com/mark3labs/mcp-go/server.MCPServer).AddTools"},
		ServerTool:        "github.com/mark3labs/mcp-go/server.ServerTool",
		ServerToolTool:    "Tool",
		ServerToolHandler: "Handler",
		Tool:              "github.com/mark3labs/mcp-go/mcp.Tool",
		NameField:         "Name",
		AnnotationsField:  "Annotations",
		Annotations:       "github.com/mark3labs/mcp-go/mcp.ToolAnnotation",
		HintFields:        map[string]Hint{"ReadOnlyHint": ReadOnlyHint, "DestructiveHint": DestructiveHint, "IdempotentHint": IdempotentHint},
		PointerHints:      true,
		Constructor:       "github.com/mark3labs/mcp-go/mcp.NewTool",
		Options: map[string]Hint{
			"github.com/mark3labs/mcp-go/mcp.WithReadOnlyHintAnnotation":    ReadOnlyHint,
			"github.com/mark3labs/mcp-go/mcp.WithDestructiveHintAnnotation": DestructiveHint,
			"github.com/mark3labs/mcp-go/mcp.WithIdempotentHintAnnotation":  IdempotentHint,
		},
		// mcp/typed_tools.go:15, 28.
		HandlerWrappers: []string{
			"github.com/mark3labs/mcp-go/mcp.NewTypedToolHandler",
			"github.com/mark3labs/mcp-go/mcp.NewStructuredToolHandler",
		},
		ToolName:  "Params.Name",
		Arguments: "Params.Arguments",
	},
}

// A ToolRegistration is a call that registers MCP tools: with the tool
// argument at Tool, or (List) a list of ServerTool values.
type ToolRegistration struct {
	SDK  *ToolSDK
	Tool int
	List bool
}

// ToolRegistrations are the calls that register MCP tools, by full name.
var ToolRegistrations = func() map[string]ToolRegistration {
	m := map[string]ToolRegistration{}
	for i := range ToolSDKs {
		sdk := &ToolSDKs[i]
		for n, t := range sdk.Registrations {
			m[n] = ToolRegistration{SDK: sdk, Tool: t}
		}
		for _, n := range sdk.ToolLists {
			m[n] = ToolRegistration{SDK: sdk, List: true}
		}
	}
	return m
}()

// ToolHintOption returns the hint the MCP tool option called name sets.
func ToolHintOption(name string) (Hint, bool) {
	for i := range ToolSDKs {
		if h, ok := ToolSDKs[i].Options[name]; ok {
			return h, true
		}
	}
	return NoHint, false
}
