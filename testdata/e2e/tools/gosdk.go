package tools

import (
	"context"
	"net/smtp"

	"github.com/avast/retry-go/v4"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/e2e/payments"
)

// SendIn is the input of the send tool.
type SendIn struct {
	To string `json:"to"`
}

// SendOut is its output.
type SendOut struct {
	ID string `json:"id"`
}

// PayIn is the input of the pay tool.
type PayIn struct {
	OrderID string `json:"order_id"`
	Amount  int64  `json:"amount"`
}

// RegisterSDK adds the tools to a server of the official SDK.
func RegisterSDK(s *gosdk.Server, pay *payments.Service) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "send"}, func(ctx context.Context, req *gosdk.CallToolRequest, in SendIn) (*gosdk.CallToolResult, SendOut, error) {
		if err := smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{in.To}, []byte("hi")); err != nil { // want: unknownoutcome "unkeyed write smtp.SendMail turns every error into a plain failure of the MCP tool handler at gosdk.go:\d+"
			return nil, SendOut{}, err
		}
		return nil, SendOut{ID: "1"}, nil
	})
	gosdk.AddTool(s, &gosdk.Tool{Name: "pay", Annotations: &gosdk.ToolAnnotations{IdempotentHint: true}}, func(ctx context.Context, req *gosdk.CallToolRequest, in PayIn) (*gosdk.CallToolResult, SendOut, error) { // want: toolhint "tool \"pay\" is declared idempotent, but its handler sends Service.Pay → Charge → V1PaymentIntents.Create \(billing/wrappers.go:\d+\) without an idempotency key"
		err := retry.Do(func() error {
			return pay.Pay(ctx, in.Amount, "") // want: unkeyedwrite "Service.Pay is called without an idempotency key for Charge → V1PaymentIntents.Create \(billing/wrappers.go:\d+\) inside the retry.Do at gosdk.go:\d+" nestedretry "Pay → Charge retries \(billing/wrappers.go:\d+\) inside the retry.Do at gosdk.go:\d+ inside the MCP tool handler"
		}, retry.Attempts(3), retry.Context(ctx))
		return nil, SendOut{ID: in.OrderID}, err
	})
	gosdk.AddTool(s, &gosdk.Tool{Name: "pay_keyed"}, func(ctx context.Context, req *gosdk.CallToolRequest, in PayIn) (*gosdk.CallToolResult, SendOut, error) {
		err := retry.Do(func() error {
			return pay.Pay(ctx, in.Amount, "order-"+in.OrderID) // want: nestedretry "Pay → Charge retries \(billing/wrappers.go:\d+\) inside the retry.Do at gosdk.go:\d+ inside the MCP tool handler"
		}, retry.Attempts(3), retry.Context(ctx))
		return nil, SendOut{ID: in.OrderID}, err
	})
}
