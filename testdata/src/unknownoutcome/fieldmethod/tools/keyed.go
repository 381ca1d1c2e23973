package tools

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"unknownoutcome/fieldmethod/apiclient"
)

// Silent: the POST carries an idempotency key header, handed to the
// request object in its headers option.
func createIssueKeyed(ctx context.Context, req mcp.CallToolRequest, key string) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		call := apiclient.NewCall("POST", "/repos/o/r/issues", apiclient.WithPayload(req.Params.Arguments), apiclient.WithHeaders(map[string]string{"Idempotency-Key": key}))
		res, err = call.Result(&Issue{})
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}
