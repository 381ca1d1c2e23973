// Package toolshapes builds MCP tool handlers the ways real servers do:
// constructors that return the handler (registered in another package),
// ServerTool literals for AddTools, typed handlers, methods, and a wrapper that
// runs the function it is given. Each is found wherever it is registered.
package toolshapes

import (
	"context"
	"fmt"
	"net/smtp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var auth smtp.Auth

// SendEmail returns the tool and its handler, as github-mcp-server's tool
// constructors do; main registers them.
func SendEmail() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("send_email"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:22`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("sent"), nil
	}
}

// Notify keeps its handler in a variable first.
func Notify() server.ServerTool {
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:32`
			return nil, fmt.Errorf("notify: %w", err)
		}
		return mcp.NewToolResultText("sent"), nil
	}
	return server.ServerTool{Tool: mcp.NewTool("notify"), Handler: handler}
}

type Mailer struct{ from string }

// Send is a method given as the handler of a ServerTool in AddTools.
func (m *Mailer) Send(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := smtp.SendMail("smtp:25", auth, m.from, []string{req.GetString("to", "")}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:44`
		return nil, err
	}
	return mcp.NewToolResultText("sent"), nil
}

func Register(s *server.MCPServer, m *Mailer) {
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("send"), Handler: m.Send})
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(sendTyped))
}

type TypedIn struct{ To string }

// sendTyped is a typed handler, wrapped by NewTypedToolHandler.
func sendTyped(ctx context.Context, req mcp.CallToolRequest, in TypedIn) (*mcp.CallToolResult, error) {
	if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{in.To}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:59`
		return nil, err
	}
	return mcp.NewToolResultText("sent"), nil
}

// SDKSend is a go-sdk untyped handler returned by a constructor.
func SDKSend() (*gosdk.Tool, gosdk.ToolHandler) {
	return &gosdk.Tool{Name: "send"}, sdkSend
}

func sdkSend(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if err := smtp.SendMail("smtp:25", auth, "bot@example.com", nil, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:71`
		return nil, err
	}
	return nil, nil
}

// notAHandler has a handler's shape but is never one: a plain helper whose
// error propagates to its caller.
func notAHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := smtp.SendMail("smtp:25", auth, "bot@example.com", nil, []byte("hi")); err != nil {
		return nil, err
	}
	return nil, nil
}

var _ = notAHandler

// CreateRun's handler only forwards to createRun, as terraform-mcp-server's
// do: createRun runs in the tool handler's context.
func CreateRun() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("create_run"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return createRun(ctx, req, "ops@example.com")
		},
	}
}

func createRun(ctx context.Context, req mcp.CallToolRequest, from string) (*mcp.CallToolResult, error) {
	if err := smtp.SendMail("smtp:25", auth, from, nil, []byte("run")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:100`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("queued"), nil
}

type Deps struct{ From string }

// NewTool wraps a handler that also takes the server's dependencies, as
// github-mcp-server's does: the function it is given runs in the handler.
func NewTool(tool *gosdk.Tool, handler func(ctx context.Context, deps Deps, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error)) (*gosdk.Tool, gosdk.ToolHandler) {
	return tool, func(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
		return handler(ctx, Deps{From: "bot@example.com"}, req)
	}
}

func Mail() (*gosdk.Tool, gosdk.ToolHandler) {
	return NewTool(&gosdk.Tool{Name: "mail"}, func(ctx context.Context, deps Deps, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
		if err := smtp.SendMail("smtp:25", auth, deps.From, nil, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at toolshapes.go:118`
			return nil, err
		}
		return nil, nil
	})
}
