// Package tools registers agent tools: MCP handlers that a model may call
// again when a call fails or times out.
package tools

import (
	"context"
	"errors"
	"fmt"
	"net/smtp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var auth smtp.Auth

// Register adds the email tools to an mcp-go server.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_email", mcp.WithString("to", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		to := req.GetString("to", "")
		if err := smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{to}, []byte("hi")); err != nil { // want: unknownoutcome "unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at mcpgo.go:\d+: a timeout here may have sent the email, and the model calls the tool again and sends it again"
			return mcp.NewToolResultError("sending failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})
	s.AddTool(mcp.NewTool("send_email_checked"), sendChecked)
	s.AddTool(mcp.NewTool("send_email_named"), sendNamed)
}

// sendChecked tells the model when the outcome is unknown.
func sendChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi"))
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultError("outcome unknown: the email may have been sent; do not retry"), nil
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

func sendNamed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi")) // want: unknownoutcome "unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at mcpgo.go:\d+"
	if err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	return mcp.NewToolResultText("sent"), nil
}

// notify is a plain function: its error goes to a caller outside any retry.
func notify(to string) error {
	if err := smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{to}, []byte("hi")); err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}
