// Package agent serves the billing backend to an AI agent as MCP tools. A
// model that gets no answer from a tool calls it again with the same
// arguments: every tool handler runs at least once per intent, and this one
// is written as if it ran once.
package agent

import (
	"context"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stripe/stripe-go/v82"
)

// ChargeArgs are the arguments of the charge_customer tool.
type ChargeArgs struct {
	OrderID  string `json:"order_id" jsonschema:"the order to charge for"`
	Customer string `json:"customer" jsonschema:"the Stripe customer id"`
	Cents    int64  `json:"cents" jsonschema:"the amount in cents"`
}

// ChargeResult is the charge_customer tool's result.
type ChargeResult struct {
	PaymentIntent string `json:"payment_intent"`
}

// Tools holds what the tool handlers need.
type Tools struct {
	Stripe *stripe.Client
}

// NewServer returns an MCP server with the billing tools.
func NewServer(t *Tools) *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "billing", Version: "v1"}, nil)
	mcp.AddTool(server, &mcp.Tool{
		Name:        "charge_customer",
		Description: "Charge a customer for an order.",
		// The hint tells the client that calling the tool again with the
		// same arguments is safe; the handler makes it untrue.
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true},
	}, t.charge)
	return server
}

// charge makes a new idempotency key on each call: the model's second call
// after a timeout carries a new key, and Stripe charges the customer again.
func (t *Tools) charge(ctx context.Context, _ *mcp.CallToolRequest, args ChargeArgs) (*mcp.CallToolResult, ChargeResult, error) {
	params := &stripe.PaymentIntentCreateParams{
		Amount:   stripe.Int64(args.Cents),
		Currency: stripe.String(string(stripe.CurrencyUSD)),
		Customer: stripe.String(args.Customer),
	}
	params.SetIdempotencyKey(uuid.NewString())
	pi, err := t.Stripe.V1PaymentIntents.Create(ctx, params)
	if err != nil {
		return nil, ChargeResult{}, err
	}
	return nil, ChargeResult{PaymentIntent: pi.ID}, nil
}
