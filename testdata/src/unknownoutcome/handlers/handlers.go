// Package handlers has agent tool handlers that make unkeyed writes: a
// timeout handed back as a plain failure (reported), and the twins that
// report an unknown outcome or do not fail (silent).
package handlers

import (
	"context"
	"errors"
	"fmt"
	"net/smtp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var auth smtp.Auth

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_email"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		to := req.GetString("to", "")
		if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{to}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at handlers.go:20: a timeout here may have sent the email, and the model calls the tool again and sends it again`
			return mcp.NewToolResultError("sending failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})
	s.AddTool(mcp.NewTool("send_email_checked"), sendChecked)
	s.AddTool(mcp.NewTool("send_email_named"), sendNamed)
}

// sendChecked tells the model when the outcome is unknown.
func sendChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi"))
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultError("outcome unknown: the email may have been sent; do not retry"), nil
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

func sendNamed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi")) // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at handlers.go:43`
	if err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	return mcp.NewToolResultText("sent"), nil
}

// A plain function: the error propagates to a caller outside any retry.
func notify(to string) error {
	if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{to}, []byte("hi")); err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}

type SendIn struct{ To string }
type SendOut struct{ ID string }

// The official SDK's typed handler.
func registerSDK(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "send"}, func(ctx context.Context, req *gosdk.CallToolRequest, in SendIn) (*gosdk.CallToolResult, SendOut, error) {
		if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{in.To}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at handlers.go:64`
			return nil, SendOut{}, err
		}
		return nil, SendOut{ID: "1"}, nil
	})
}
