// Package mcp is a test stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 (mcp); signatures match the real module.
// Only the tool-registration subset is included; structs may omit fields.
package mcp

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
)

// Meta is additional metadata for requests, responses and other types.
type Meta map[string]any

// GetMeta returns metadata from a value.
func (m Meta) GetMeta() map[string]any { return m }

// SetMeta sets the metadata on a value.
func (m *Meta) SetMeta(x map[string]any) { *m = x }

// Params is a parameter (input) type for an MCP call or notification.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

// An Icon is an optionally-sized icon that can be displayed in a user interface.
type Icon struct {
	Source   string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

// IconTheme specifies the theme an icon is designed for.
type IconTheme string

// Role is the sender or recipient of messages and data in a conversation.
type Role string

// Optional annotations for the client.
type Annotations struct {
	Audience     []Role  `json:"audience,omitempty"`
	LastModified string  `json:"lastModified,omitempty"`
	Priority     float64 `json:"priority,omitempty"`
}

type wireContent struct{}

// A Content is a [TextContent], [ImageContent], [AudioContent], [ResourceLink], or [EmbeddedResource].
type Content interface {
	MarshalJSON() ([]byte, error)
	fromWire(*wireContent)
}

// TextContent is a textual content.
type TextContent struct {
	Text        string
	Meta        Meta
	Annotations *Annotations
}

func (c *TextContent) MarshalJSON() ([]byte, error) { return json.Marshal(c.Text) }
func (c *TextContent) fromWire(*wireContent)        {}

// CallToolParams is used by clients to call a tool.
type CallToolParams struct {
	Meta      `json:"_meta,omitempty"`
	Name      string `json:"name"`
	Arguments any    `json:"arguments,omitempty"`
}

func (x *CallToolParams) isParams()              {}
func (x *CallToolParams) isNil() bool            { return x == nil }
func (x *CallToolParams) GetProgressToken() any  { return nil }
func (x *CallToolParams) SetProgressToken(t any) {}

// CallToolParamsRaw is passed to tool handlers on the server.
type CallToolParamsRaw struct {
	Meta      `json:"_meta,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

func (x *CallToolParamsRaw) isParams()              {}
func (x *CallToolParamsRaw) isNil() bool            { return x == nil }
func (x *CallToolParamsRaw) GetProgressToken() any  { return nil }
func (x *CallToolParamsRaw) SetProgressToken(t any) {}

// The server's response to a tool call.
type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`

	err error
}

// SetError sets the error for the tool result and populates the Content field with the error text.
func (r *CallToolResult) SetError(err error) {
	r.Content = []Content{&TextContent{Text: err.Error()}}
	r.IsError = true
	r.err = err
}

// GetError returns the error set with SetError, or nil if none.
func (r *CallToolResult) GetError() error { return r.err }

// Additional properties describing a Tool to clients.
//
// NOTE: all properties in ToolAnnotations are hints.
type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

// Definition for a tool the client can call.
type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
	Icons        []Icon           `json:"icons,omitempty"`
}

// An Implementation describes the name and version of an MCP implementation.
type Implementation struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

// A ServerSession is a logical connection from a single MCP client.
type ServerSession struct {
	id string
}

// ID returns the session ID.
func (ss *ServerSession) ID() string { return ss.id }

// RequestExtra is extra information included in requests, typically from the transport layer.
type RequestExtra struct {
	Header http.Header
}

// A ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

type (
	CallToolRequest = ServerRequest[*CallToolParamsRaw]
)

// A ToolHandler handles a call to tools/call.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// A ToolHandlerFor handles a call to tools/call with typed arguments and results.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

// ServerOptions is used to configure behavior of the server.
type ServerOptions struct {
	Instructions string
	Logger       *slog.Logger
}

// A Server is an instance of an MCP server.
type Server struct {
	impl  *Implementation
	opts  ServerOptions
	tools map[string]ToolHandler
}

// NewServer creates a new MCP server.
func NewServer(impl *Implementation, options *ServerOptions) *Server {
	s := &Server{impl: impl, tools: map[string]ToolHandler{}}
	if options != nil {
		s.opts = *options
	}
	return s
}

// AddTool adds a [Tool] to the server, or replaces one with the same name.
func (s *Server) AddTool(t *Tool, h ToolHandler) { s.tools[t.Name] = h }

// AddTool adds a tool and typed tool handler to the server.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	s.AddTool(t, func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
		var in In
		res, _, err := h(ctx, req, in)
		return res, err
	})
}
