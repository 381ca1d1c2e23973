// Package toolkeys makes keyable writes in MCP tool handlers, where a
// model's reissue of the call runs the handler again: the key a fix gives
// them comes from the call's intent (the tool's name, the session and the
// arguments), never from a new value, which the reissue would make anew.
// Inside a plain retry, a key made once before it stays right.
package toolkeys

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
	stripe "github.com/stripe/stripe-go/v82"
)

var sc *stripe.Client

type ChargeIn struct {
	Order  string `json:"order"`
	Amount int64  `json:"amount"`
}

func Register(s *gosdk.Server, ms *server.MCPServer) {
	// The write made once per call: its key comes from the call.
	gosdk.AddTool(s, &gosdk.Tool{Name: "charge"}, func(ctx context.Context, req *gosdk.CallToolRequest, in ChargeIn) (*gosdk.CallToolResult, any, error) {
		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(in.Amount)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a MCP tool handler \(toolkeys.go:27\)`
		return nil, nil, err
	})
	ms.AddTool(mcp.NewTool("refund"), refund)
	// One charge per item: one key for the call would make the second
	// item replay the first, so there is no fix, and no report.
	gosdk.AddTool(s, &gosdk.Tool{Name: "charge_all"}, func(ctx context.Context, req *gosdk.CallToolRequest, in []ChargeIn) (*gosdk.CallToolResult, any, error) {
		for _, c := range in {
			if _, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(c.Amount)}); err != nil {
				return nil, nil, err
			}
		}
		return nil, nil, nil
	})
}

// refund is an mcp-go handler with a retry inside: the key comes from the
// call, not from a new value made once before the retry.
func refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := retry.Do(func() error {
		_, err := sc.V1Refunds.Create(ctx, &stripe.RefundCreateParams{Charge: stripe.String(req.GetString("charge", ""))}) // want `V1Refunds.Create is sent without an idempotency key inside the retry.Do`
		return err
	})
	return nil, err
}

// chargeRetried is no handler: a key made once before the retry is right.
func chargeRetried(ctx context.Context, amount int64) error {
	return retry.Do(func() error {
		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}) // want `V1PaymentIntents.Create is sent without an idempotency key inside the retry.Do`
		return err
	})
}

var _ = chargeRetried

// pay makes the write and takes no key. A fix that gave it a key parameter
// would pass a new key at each call but the reported one, a new key inside
// the tool handler among them: there is no fix, and no report.
func pay(ctx context.Context, amount int64) error {
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)})
	return err
}

func payRetried(ctx context.Context) error {
	return retry.Do(func() error { return pay(ctx, 100) })
}

func RegisterPay(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "pay"}, func(ctx context.Context, req *gosdk.CallToolRequest, in ChargeIn) (*gosdk.CallToolResult, any, error) {
		return nil, nil, pay(ctx, in.Amount)
	})
}

var _ = payRetried

// PayLoop retries in a loop of its own inside the handler: the loop is no
// loop over items, and the key still comes from the call.
func RegisterPayLoop(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "pay_loop"}, func(ctx context.Context, req *gosdk.CallToolRequest, in ChargeIn) (*gosdk.CallToolResult, any, error) {
		var err error
		for attempt := 0; attempt < 3; attempt++ {
			if _, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(in.Amount)}); err == nil { // want `V1PaymentIntents.Create is sent without an idempotency key inside the retry loop`
				break
			}
		}
		return nil, nil, err
	})
}
