package tools

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// LookupIn is the input of the lookup tool.
type LookupIn struct {
	URL string `json:"url"`
}

// RegisterLookup adds a tool whose handler calls a retrying client: the
// model's retries multiply the client's.
func RegisterLookup(s *gosdk.Server) {
	client := retryablehttp.NewClient()
	gosdk.AddTool(s, &gosdk.Tool{Name: "lookup"}, func(ctx context.Context, req *gosdk.CallToolRequest, in LookupIn) (*gosdk.CallToolResult, SendOut, error) {
		resp, err := client.Get(in.URL) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the MCP tool handler \(nested.go:\d+\) with no shared budget: the model may call the tool again without limit, and each call makes up to 5 calls"
		if err != nil {
			return nil, SendOut{}, err
		}
		resp.Body.Close()
		return nil, SendOut{}, nil
	})
	once := retryablehttp.NewClient()
	once.RetryMax = 0
	gosdk.AddTool(s, &gosdk.Tool{Name: "lookup_once"}, func(ctx context.Context, req *gosdk.CallToolRequest, in LookupIn) (*gosdk.CallToolResult, SendOut, error) {
		resp, err := once.Get(in.URL)
		if err != nil {
			return nil, SendOut{}, err
		}
		resp.Body.Close()
		return nil, SendOut{}, nil
	})
}

// CreateIn is the input of the ticket tool.
type CreateIn struct {
	Title string `json:"title"`
	Run   string `json:"run"`
	Step  string `json:"step"`
}

// RegisterTickets adds a tool that creates a ticket keyed on the agent's
// run and step, which a reissued call repeats.
func RegisterTickets(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "create_ticket"}, func(ctx context.Context, req *gosdk.CallToolRequest, in CreateIn) (*gosdk.CallToolResult, SendOut, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tickets.internal/tickets", nil)
		if err != nil {
			return nil, SendOut{}, err
		}
		r.Header.Set("Idempotency-Key", in.Run+"/"+in.Step)
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, SendOut{}, err
		}
		resp.Body.Close()
		return nil, SendOut{}, nil
	})
}
