// Package confhandler registers its tools through its own wrapper, named in
// the configuration as an MCP tool registration (handler argument 1).
package confhandler

import (
	"context"
	"fmt"
	"net/smtp"
)

var auth smtp.Auth

// Register is the project's wrapper around the SDK's AddTool.
func Register(name string, h func(ctx context.Context, args map[string]string) (string, error)) {}

func init() {
	Register("send", func(ctx context.Context, args map[string]string) (string, error) {
		if err := smtp.SendMail("smtp:25", auth, "bot@example.com", []string{args["to"]}, []byte("hi")); err != nil { // want `unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at confhandler.go:17: a timeout here may have sent the email, and the model calls the tool again and sends it again`
			return "", fmt.Errorf("send: %w", err)
		}
		return "sent", nil
	})
}
