package catalog

// MCP: its at-least-once system, the SDKs that declare tools, their hints
// and their handler types.

// The MCP tool handlers of the MCP SDKs (ToolSDKs): a client may call a
// tool again after a lost response.
var mcpSystem = System{
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
}

// ReissueAttempts is the bound on the calls of an MCP tool handler: a model
// may call the tool again after any failure or lost response, with no limit
// the server can see.
const ReissueAttempts = Unbounded

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

// ToolErrorResult is how a tool handler returns a failure in its result
// rather than as an error: a CallToolResult whose Field is set (go-sdk
// mcp/protocol.go:305 and mcp-go mcp/tools.go:56, IsError bool), or one
// made by a function whose name starts with FuncPrefix (mcp-go
// mcp/utils.go:418-451: NewToolResultError, NewToolResultErrorFromErr,
// NewToolResultErrorf). Both are read by name, whatever the SDK.
var ToolErrorResult = struct{ Field, FuncPrefix string }{Field: "IsError", FuncPrefix: "NewToolResultError"}
