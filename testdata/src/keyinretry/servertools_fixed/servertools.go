// Package servertools_fixed is servertools as the fixes leave it: every
// key is derived from the tool and its arguments, and nothing is reported.
package servertools_fixed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func post(ctx context.Context, body string, key string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/credits", strings.NewReader(body))
	if err != nil {
		return err
	}
	r.Header.Set("Idempotency-Key", key)
	_, err = http.DefaultClient.Do(r)
	return err
}

type CreditArgs struct {
	Customer string `json:"customer"`
	Cents    int64  `json:"cents"`
}

func Register(s *server.MCPServer) {
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("void_invoice"), Handler: voidInvoice},
		server.ServerTool{Tool: mcp.NewTool("void_invoice_keyed"), Handler: voidInvoiceKeyed},
	)
	s.AddTool(mcp.NewTool("issue_credit"), mcp.NewTypedToolHandler(issueCredit))
	s.AddTool(mcp.NewTool("issue_credit_keyed"), mcp.NewTypedToolHandler(issueCreditKeyed))
	s.AddTools(Tools()...)
	tool, handler := SendPayout()
	s.AddTool(tool, handler)
}

// A ServerTool's handler: reported, keyed from the raw arguments.
func voidInvoice(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	argsJSON, _ := json.Marshal(req.Params.Arguments)
	argsSum := sha256.Sum256(argsJSON)
	idempotencyKey := "void_invoice:" + hex.EncodeToString(argsSum[:])
	return nil, post(ctx, req.GetString("invoice", ""), idempotencyKey)
}

// Correct: the key comes from the arguments.
func voidInvoiceKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, post(ctx, "", "void-"+req.GetString("invoice", ""))
}

// A typed handler: reported, keyed from the typed arguments.
func issueCredit(ctx context.Context, req mcp.CallToolRequest, args CreditArgs) (*mcp.CallToolResult, error) {
	argsJSON, _ := json.Marshal(args)
	argsSum := sha256.Sum256(argsJSON)
	key := "issue_credit:" + hex.EncodeToString(argsSum[:])
	return nil, post(ctx, args.Customer, key)
}

// Correct: the key comes from the typed arguments.
func issueCreditKeyed(ctx context.Context, req mcp.CallToolRequest, args CreditArgs) (*mcp.CallToolResult, error) {
	return nil, post(ctx, args.Customer, "credit-"+args.Customer)
}

// Tools returns ServerTool values whose handlers are literals.
func Tools() []server.ServerTool {
	return []server.ServerTool{
		{
			Tool: mcp.NewTool("refund_order"),
			Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				argsJSON, _ := json.Marshal(req.Params.Arguments)
				argsSum := sha256.Sum256(argsJSON)
				idempotencyKey := "refund_order:" + hex.EncodeToString(argsSum[:])
				return nil, post(ctx, "", idempotencyKey)
			},
		},
	}
}

// SendPayout is a tool constructor: it returns the tool beside its
// handler.
func SendPayout() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("send_payout"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		argsJSON, _ := json.Marshal(req.Params.Arguments)
		argsSum := sha256.Sum256(argsJSON)
		idempotencyKey := "send_payout:" + hex.EncodeToString(argsSum[:])
		return nil, post(ctx, "", idempotencyKey)
	}
}
