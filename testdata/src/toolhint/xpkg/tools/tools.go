// Package tools registers tools whose handlers write through another
// package.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolhint/xpkg/mailer"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notify", mcp.WithIdempotentHintAnnotation(true)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "notify" is declared idempotent, but its handler calls mailer.Notify → Send → smtp.SendMail \(mailer/mailer.go:\d+\), a write that cannot carry an idempotency key`
		return nil, mailer.Notify(req.GetString("to", ""))
	})
	s.AddTool(mcp.NewTool("notify_honest"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, mailer.Notify(req.GetString("to", ""))
	})
}
