// Package tools has MCP tool handlers that send calls of package
// apiclient, each built with a constant method.
package tools

import (
	"context"
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
		res, err = call.Result(&Issue{}) // want `unkeyed write Call.Result \(POST\) \(via Do → Client.Do\) is retried on every error by the retry loop at tools.go:\d+: a timeout here may have carried out the write; the loop sends it again`
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
