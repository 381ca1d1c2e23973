// Package mcp is a test stub of github.com/mark3labs/mcp-go@v1.2.1 (mcp); signatures match the real module.
// Structs may omit fields. NewTool's default annotations are ReadOnlyHint=false, DestructiveHint=true,
// IdempotentHint=false, OpenWorldHint=true (all *bool).
package mcp

import (
	"encoding/json"
	"net/http"
)

const (
	ContentTypeText = "text"
)

// ProgressToken is used to associate progress notifications with the original request.
type ProgressToken any

// Meta is metadata attached to a request's parameters.
type Meta struct {
	ProgressToken    ProgressToken
	AdditionalFields map[string]any
}

type Request struct {
	Method string        `json:"method"`
	Params RequestParams `json:"params,omitzero"`
}

type RequestParams struct {
	Meta *Meta `json:"_meta,omitempty"`
}

type Result struct {
	Meta *Meta `json:"_meta,omitempty"`
}

type Role string

type Annotations struct {
	Audience []Role `json:"audience,omitempty"`
}

type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

type Content interface {
	isContent()
}

// TextContent represents text provided to or from an LLM.
type TextContent struct {
	Annotated
	Meta *Meta  `json:"_meta,omitempty"`
	Type string `json:"type"` // Must be "text"
	Text string `json:"text"`
}

func (TextContent) isContent() {}

// CallToolResult is the server's response to a tool call.
type CallToolResult struct {
	Result
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

// CallToolRequest is used by the client to invoke a tool provided by the server.
type CallToolRequest struct {
	Request
	Header http.Header    `json:"-"`
	Params CallToolParams `json:"params"`
}

type CallToolParams struct {
	Name         string          `json:"name"`
	Arguments    any             `json:"arguments,omitempty"`
	Meta         *Meta           `json:"_meta,omitempty"`
	RawArguments json.RawMessage `json:"-"`
}

func (r CallToolRequest) GetArguments() map[string]any {
	if args, ok := r.Params.Arguments.(map[string]any); ok {
		return args
	}
	return nil
}

func (r CallToolRequest) GetString(key string, defaultValue string) string {
	if v, ok := r.GetArguments()[key].(string); ok {
		return v
	}
	return defaultValue
}

func (r CallToolRequest) RequireString(key string) (string, error) {
	return r.GetString(key, ""), nil
}

type ToolArgumentsSchema struct {
	Defs                 map[string]any `json:"$defs,omitempty"`
	Type                 string         `json:"type"`
	Properties           map[string]any `json:"properties"`
	Required             []string       `json:"required,omitempty"`
	AdditionalProperties any            `json:"additionalProperties,omitempty"`
}

type ToolInputSchema ToolArgumentsSchema

type ToolOutputSchema ToolArgumentsSchema

// Tool represents the definition for a tool the client can call.
type Tool struct {
	Meta         *Meta            `json:"_meta,omitempty"`
	Name         string           `json:"name"`
	Title        string           `json:"title,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  ToolInputSchema  `json:"inputSchema"`
	OutputSchema ToolOutputSchema `json:"outputSchema,omitzero"`
	Annotations  ToolAnnotation   `json:"annotations"`
}

func (t Tool) GetName() string { return t.Name }

type ToolAnnotation struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

// ToolOption is a function that configures a Tool.
type ToolOption func(*Tool)

// PropertyOption is a function that configures a property in a Tool's input schema.
type PropertyOption func(map[string]any)

// NewTool creates a new Tool with the given name and options.
func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{
		Name: name,
		InputSchema: ToolInputSchema{
			Type:       "object",
			Properties: make(map[string]any),
		},
		Annotations: ToolAnnotation{
			ReadOnlyHint:    ToBoolPtr(false),
			DestructiveHint: ToBoolPtr(true),
			IdempotentHint:  ToBoolPtr(false),
			OpenWorldHint:   ToBoolPtr(true),
		},
	}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}

func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

func WithTitleAnnotation(title string) ToolOption {
	return func(t *Tool) { t.Annotations.Title = title }
}

func WithReadOnlyHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.ReadOnlyHint = &value }
}

func WithDestructiveHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.DestructiveHint = &value }
}

func WithIdempotentHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.IdempotentHint = &value }
}

func WithOpenWorldHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.OpenWorldHint = &value }
}

func Description(desc string) PropertyOption {
	return func(schema map[string]any) { schema["description"] = desc }
}

func Required() PropertyOption {
	return func(schema map[string]any) { schema["required"] = true }
}

func WithString(name string, opts ...PropertyOption) ToolOption {
	return func(t *Tool) {
		schema := map[string]any{"type": "string"}
		for _, opt := range opts {
			opt(schema)
		}
		t.InputSchema.Properties[name] = schema
	}
}

func WithNumber(name string, opts ...PropertyOption) ToolOption {
	return WithString(name, opts...)
}

func WithBoolean(name string, opts ...PropertyOption) ToolOption {
	return WithString(name, opts...)
}

// NewToolResultText creates a new CallToolResult with a text content
func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{TextContent{Type: ContentTypeText, Text: text}}}
}

// NewToolResultError creates a new CallToolResult with an error message.
func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{TextContent{Type: ContentTypeText, Text: text}}, IsError: true}
}

// NewToolResultErrorFromErr creates a new CallToolResult with an error message.
func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	if err != nil {
		text = text + ": " + err.Error()
	}
	return NewToolResultError(text)
}

// NewToolResultErrorf creates a new CallToolResult with an error message.
func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return NewToolResultError(format)
}

func ToBoolPtr(b bool) *bool { return &b }
