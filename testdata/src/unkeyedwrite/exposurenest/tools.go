package exposurenest

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	stripe "github.com/stripe/stripe-go/v82"
)

type payIn struct {
	Amount int64 `json:"amount"`
}

// A retry inside an MCP tool handler: reported at every exposure, with the
// key derived from the call's intent (the tool's name, the session and the
// arguments) at the top of the handler. A new key made once before the
// retry would be new again on the model's reissue of the call.
func register(s *mcp.Server, sc *stripe.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "pay"}, func(ctx context.Context, req *mcp.CallToolRequest, in payIn) (*mcp.CallToolResult, any, error) {
		err := retry.Do(func() error {
			_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(in.Amount)}) // want `V1PaymentIntents.Create is sent without an idempotency key inside the retry.Do at tools.go:21`
			return err
		})
		return nil, nil, err
	})
}
