// Package tools_fixed is package tools as the fix leaves it: its retried
// POST returns an outcome-unknown error on a timeout.
package tools_fixed

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"unknownoutcome/fieldmethod/apiclient"
)

type Issue struct{ Number int }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_issue"), createIssue)
	s.AddTool(mcp.NewTool("create_issue_retried"), createIssueRetried)
	s.AddTool(mcp.NewTool("update_issue_retried"), updateIssueRetried)
	s.AddTool(mcp.NewTool("get_issue_retried"), getIssueRetried)
}

// createIssueRetried tries the POST three times: a timeout may have made
// the issue, and the next round makes a second one.
func createIssueRetried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		call := apiclient.NewCall("POST", "/repos/o/r/issues", apiclient.WithPayload(req.Params.Arguments))
		res, err = call.Result(&Issue{})
		if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
			return nil, fmt.Errorf("outcome unknown (the write may have been carried out); check before calling the tool again: %w", err)
		}
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// Silent: a PUT sets the issue; sending it again changes nothing.
func updateIssueRetried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		call := apiclient.NewCall("PUT", "/repos/o/r/issues/1", apiclient.WithPayload(req.Params.Arguments))
		res, err = call.Result(&Issue{})
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// Silent: a GET reads.
func getIssueRetried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		res, err = apiclient.NewCall("GET", "/repos/o/r/issues/1").Result(&Issue{})
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// Silent, by the rule for raw POSTs in tool handlers: nothing shows that
// this POST makes something new rather than set a state or insert by id,
// and the model's reissue is the only retry.
func createIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	call := apiclient.NewCall("POST", "/repos/o/r/issues", apiclient.WithPayload(req.Params.Arguments))
	return call.Result(&Issue{})
}
