// Package server is a test stub of github.com/mark3labs/mcp-go@v1.2.1 (server); signatures match the real module.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// ServerOption is a function that configures an MCPServer.
type ServerOption func(*MCPServer)

// ToolHandlerFunc handles tool calls with given arguments.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// ServerTool combines a Tool with its ToolHandlerFunc.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

// MCPServer implements a Model Context Protocol server.
type MCPServer struct {
	name    string
	version string
	tools   map[string]ServerTool
}

// NewMCPServer creates a new MCP server instance with the given name, version and options
func NewMCPServer(
	name, version string,
	opts ...ServerOption,
) *MCPServer {
	s := &MCPServer{name: name, version: version, tools: map[string]ServerTool{}}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

func WithRecovery() ServerOption { return func(*MCPServer) {} }

func WithToolCapabilities(listChanged bool) ServerOption { return func(*MCPServer) {} }

// AddTool registers a new tool and its handler
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

// AddTools registers multiple tools at once
func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, t := range tools {
		s.tools[t.Tool.Name] = t
	}
}
