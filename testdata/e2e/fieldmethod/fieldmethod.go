// Package fieldmethod registers code-host tools with mcp-go; each sends a
// call of package apicall made with a constant method.
package fieldmethod

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/e2e/fieldmethod/apicall"
)

type Comment struct{ ID int }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("comment_issue"), commentIssue)
	s.AddTool(mcp.NewTool("comment_issue_retried"), commentIssueRetried)
	s.AddTool(mcp.NewTool("edit_comment_retried"), editCommentRetried)
	s.AddTool(mcp.NewTool("get_comment_retried"), getCommentRetried)
	s.AddTool(mcp.NewTool("comment_issue_keyed"), commentIssueKeyed)
}

// commentIssueRetried posts the comment up to three times.
func commentIssueRetried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		call := apicall.NewCall("POST", "/repos/o/r/issues/1/comments", apicall.WithPayload(req.Params.Arguments))
		res, err = call.ToolResult(&Comment{}) // want: unknownoutcome "unkeyed write Call.ToolResult \(POST\) \(via Do → Client.Do\) is retried on every error by the retry loop at fieldmethod.go:\d+: a timeout here may have carried out the write; the loop sends it again"
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// A PUT sets the comment: sending it again changes nothing.
func editCommentRetried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		res, err = apicall.NewCall("PUT", "/repos/o/r/issues/comments/7", apicall.WithPayload(req.Params.Arguments)).ToolResult(&Comment{})
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// A GET reads.
func getCommentRetried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		call := apicall.NewCall("GET", "/repos/o/r/issues/comments/7")
		res, err = call.ToolResult(&Comment{})
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// The POST carries an idempotency key header.
func commentIssueKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := req.GetString("request_id", "")
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		call := apicall.NewCall("POST", "/repos/o/r/issues/1/comments", apicall.WithPayload(req.Params.Arguments),
			apicall.WithHeaders(map[string]string{"Idempotency-Key": key}))
		res, err = call.ToolResult(&Comment{})
		if err == nil {
			return res, nil
		}
		time.Sleep(time.Second)
	}
	return res, err
}

// Not reported: a raw POST that a tool handler fails with once, the
// model's reissue its only retry, is as often a status update or an
// insert by id as a new comment (unknownoutcome's rule).
func commentIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	call := apicall.NewCall("POST", "/repos/o/r/issues/1/comments", apicall.WithPayload(req.Params.Arguments))
	return call.ToolResult(&Comment{})
}
