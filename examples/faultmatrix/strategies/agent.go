package strategies

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ChargeTool is the name of the agent's charge tool.
const ChargeTool = "charge_customer"

// ChargeResult is the charge tool's structured result.
type ChargeResult struct {
	ChargeID string `json:"charge_id"`
}

// billingTools are the agent's tools, served over MCP.
type billingTools struct {
	c Client
}

// chargeMintedKey is the charge tool handler that mints a key on each call.
// The model calls the tool again after a timeout, and the second call
// carries a new key, so the service sees a new charge.
func (t billingTools) chargeMintedKey(ctx context.Context, _ *mcp.CallToolRequest, args Intent) (*mcp.CallToolResult, ChargeResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.c.BaseURL+"/charges", args.body())
	if err != nil {
		return nil, ChargeResult{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", uuid.NewString())
	resp, err := t.c.HTTP.Do(req)
	if err != nil {
		return nil, ChargeResult{}, err
	}
	id, err := chargeID(resp)
	return nil, ChargeResult{ChargeID: id}, err
}

// chargeDerivedKey is the charge tool handler that derives its key from the
// tool name and the canonical arguments, so that the model's second call
// for the same charge carries the same key and gets the first result back.
func (t billingTools) chargeDerivedKey(ctx context.Context, _ *mcp.CallToolRequest, args Intent) (*mcp.CallToolResult, ChargeResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.c.BaseURL+"/charges", args.body())
	if err != nil {
		return nil, ChargeResult{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", toolCallKey(ChargeTool, args))
	resp, err := t.c.HTTP.Do(req)
	if err != nil {
		return nil, ChargeResult{}, err
	}
	id, err := chargeID(resp)
	return nil, ChargeResult{ChargeID: id}, err
}

// toolCallKey derives an idempotency key from a tool name and its arguments
// in canonical form (encoding/json writes struct fields in a fixed order).
// The arguments name the intent (the order), so two different charges get
// two keys, and two calls for one charge get one.
func toolCallKey(tool string, args any) string {
	b, _ := json.Marshal(args)
	sum := sha256.Sum256(append([]byte(tool+"\x00"), b...))
	return tool + "-" + hex.EncodeToString(sum[:16])
}

// AgentMintedKey serves the charge tool with the handler that mints a key
// per call and lets a simulated model charge the customer through it.
func AgentMintedKey(ctx context.Context, c Client, in Intent) (string, error) {
	server := mcp.NewServer(&mcp.Implementation{Name: "billing-tools", Version: "v1"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: ChargeTool, Description: "Charge a customer for an order."}, billingTools{c}.chargeMintedKey)
	return runModel(ctx, server, in)
}

// AgentDerivedKey serves the charge tool with the handler that derives its
// key from the call, and lets a simulated model charge the customer.
func AgentDerivedKey(ctx context.Context, c Client, in Intent) (string, error) {
	server := mcp.NewServer(&mcp.Implementation{Name: "billing-tools", Version: "v1"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: ChargeTool, Description: "Charge a customer for an order."}, billingTools{c}.chargeDerivedKey)
	return runModel(ctx, server, in)
}

// runModel connects a simulated model to server over an in-memory MCP
// transport and has it charge the customer for the intent.
func runModel(ctx context.Context, server *mcp.Server, in Intent) (string, error) {
	st, ct := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		return "", err
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "simulated-model", Version: "v1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		return "", err
	}
	defer cs.Close()
	return simulatedModel(ctx, cs, in)
}

// simulatedModel does what a model does with a tool result that reports a
// timeout: it calls the tool again with the same arguments, up to three
// calls in all.
func simulatedModel(ctx context.Context, cs *mcp.ClientSession, in Intent) (string, error) {
	var last string
	for call := 1; call <= 3; call++ {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: ChargeTool, Arguments: in})
		if err != nil {
			return "", err // a protocol error, not a tool result
		}
		if !res.IsError {
			var out ChargeResult
			b, _ := json.Marshal(res.StructuredContent)
			if err := json.Unmarshal(b, &out); err != nil {
				return "", err
			}
			return out.ChargeID, nil
		}
		last = textOf(res)
		if !strings.Contains(last, "deadline") && !strings.Contains(last, "timeout") {
			break // the tool said no: calling again would not change that
		}
	}
	return "", fmt.Errorf("%s failed: %s", ChargeTool, last)
}

func textOf(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, " ")
}
