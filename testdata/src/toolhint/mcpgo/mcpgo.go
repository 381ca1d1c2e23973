// Package mcpgo registers mcp-go tools whose hints their handlers
// contradict, and their honest twins.
package mcpgo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/smtp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var auth smtp.Auth

func Register(s *server.MCPServer) {
	// An email declared idempotent.
	s.AddTool(mcp.NewTool("send_email", mcp.WithString("to"), mcp.WithIdempotentHintAnnotation(true)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "send_email" is declared idempotent, but its handler calls smtp.SendMail, a write that cannot carry an idempotency key`
		err := smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi"))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})

	// The last option wins: declared not idempotent.
	s.AddTool(mcp.NewTool("send_email_honest", mcp.WithIdempotentHintAnnotation(true), mcp.WithIdempotentHintAnnotation(false)), sendEmail)

	// NewTool's defaults are honest: silent.
	s.AddTool(mcp.NewTool("send_email_default"), sendEmail)

	// A post declared read-only.
	s.AddTool(mcp.NewTool("create_item", mcp.WithReadOnlyHintAnnotation(true)), createItem) // want `tool "create_item" is declared read-only, but its handler writes: it calls Client.Do \(POST\)`

	// A deletion, two calls down, declared not destructive.
	s.AddTools(server.ServerTool{
		Tool:    mcp.NewTool("archive", mcp.WithDestructiveHintAnnotation(false)), // want `tool "archive" is declared not destructive, but its handler deletes: it calls mcpgo.archiveItem → mcpgo.deleteItem → Client.Do \(DELETE\) \(mcpgo/mcpgo.go:\d+\)`
		Handler: archive,
	})

	// A Tool literal with a pointer hint.
	s.AddTool(mcp.Tool{Name: "post_raw", Annotations: mcp.ToolAnnotation{IdempotentHint: mcp.ToBoolPtr(true)}}, postRaw) // want `tool "post_raw" is declared idempotent, but its handler sends mcpgo.createItem → Client.Do \(POST\) \(mcpgo/mcpgo.go:\d+\) without an idempotency key`

	// The key is derived from the arguments: the hint is true.
	s.AddTool(mcp.NewTool("create_item_keyed", mcp.WithIdempotentHintAnnotation(true)), createItemKeyed)

	// A read declared read-only: silent.
	s.AddTool(mcp.NewTool("get_item", mcp.WithReadOnlyHintAnnotation(true), mcp.WithIdempotentHintAnnotation(true)), getItem)
}

func sendEmail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{req.GetString("to", "")}, []byte("hi"))
}

func createItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/items", nil)
	if err != nil {
		return nil, err
	}
	_, err = http.DefaultClient.Do(r)
	return nil, err
}

func createItemKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(req.Params.Arguments)
	sum := sha256.Sum256(b)
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/items", nil)
	if err != nil {
		return nil, err
	}
	r.Header.Set("Idempotency-Key", "create_item:"+hex.EncodeToString(sum[:]))
	_, err = http.DefaultClient.Do(r)
	return nil, err
}

func postRaw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return createItem(ctx, req)
}

func archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, archiveItem(ctx, req.GetString("id", ""))
}

func archiveItem(ctx context.Context, id string) error {
	return deleteItem(ctx, id)
}

func deleteItem(ctx context.Context, id string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://api.example.com/items/"+id, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(r)
	return err
}

func getItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/items/1", nil)
	if err != nil {
		return nil, err
	}
	_, err = http.DefaultClient.Do(r)
	return nil, err
}
