// Package ghmcp_fixed is package ghmcp as its fixes leave it: the branch
// that tells a timeout apart sits where the write's own error is in hand,
// and nothing is reported.
package ghmcp_fixed

import (
	"context"
	"errors"
	"fmt"
	"net"

	"github.com/google/go-github/v84/github"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// newToolResultError is utils.NewToolResultError.
func newToolResultError(message string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: message}}, IsError: true}
}

// newToolResultErrorFromErr is utils.NewToolResultErrorFromErr.
func newToolResultErrorFromErr(message string, err error) *mcp.CallToolResult {
	return newToolResultError(fmt.Sprintf("%s: %s", message, err.Error()))
}

// newGitHubAPIErrorResponse is ghErrors.NewGitHubAPIErrorResponse.
func newGitHubAPIErrorResponse(ctx context.Context, message string, resp *github.Response, err error) *mcp.CallToolResult {
	return newToolResultErrorFromErr(message, err)
}

type IssueWriteIn struct {
	Method, Owner, Repo, Title, Body string
	Number                           int
}

func Register(s *mcp.Server, client *github.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue_write"}, func(ctx context.Context, req *mcp.CallToolRequest, in IssueWriteIn) (*mcp.CallToolResult, any, error) {
		switch in.Method {
		case "create":
			result, err := CreateIssue(ctx, client, in.Owner, in.Repo, in.Title)
			return result, nil, err
		case "label":
			result, err := createLabel(ctx, client, in.Owner, in.Repo, in.Title)
			return result, nil, err
		case "release":
			// The older CreateIssue returned the API's error: the
			// handler's err carries it, and the branch tests it there.
			result, err := createRelease(ctx, client, in.Owner, in.Repo, in.Title)
			if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
				return nil, nil, fmt.Errorf("outcome unknown (the release may have been created); check before calling the tool again: %w", err)
			}
			return result, nil, err
		}
		return newToolResultError("invalid method, must be either 'create' or 'update'"), nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "add_issue_comment"}, func(ctx context.Context, req *mcp.CallToolRequest, in IssueWriteIn) (*mcp.CallToolResult, any, error) {
		return addIssueComment(ctx, client, in)
	})
}

// CreateIssue reports the API's failure as an error result.
func CreateIssue(ctx context.Context, client *github.Client, owner, repo, title string) (*mcp.CallToolResult, error) {
	if title == "" {
		return newToolResultError("missing required parameter: title"), nil
	}
	issue, resp, err := client.Issues.Create(ctx, owner, repo, &github.IssueRequest{Title: github.Ptr(title)})
	if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
		return newGitHubAPIErrorResponse(ctx, "failed to create issue", resp, fmt.Errorf("outcome unknown (the resource may have been created); check before calling the tool again: %w", err)), nil
	}
	if err != nil {
		return newGitHubAPIErrorResponse(ctx, "failed to create issue", resp, err), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(issue)}}}, nil
}

// addIssueComment is the comment tool's body, kept in a helper with the
// handler's own results: the error result again, with nil errors.
func addIssueComment(ctx context.Context, client *github.Client, in IssueWriteIn) (*mcp.CallToolResult, any, error) {
	comment, resp, err := client.Issues.CreateComment(ctx, in.Owner, in.Repo, in.Number, &github.IssueComment{Body: github.Ptr(in.Body)})
	if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
		return nil, nil, fmt.Errorf("outcome unknown (the comment may have been created); check before calling the tool again: %w", err)
	}
	if err != nil {
		return newGitHubAPIErrorResponse(ctx, "failed to create comment", resp, err), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(comment)}}}, nil, nil
}

// createLabel tests the error in the if that makes the write.
func createLabel(ctx context.Context, client *github.Client, owner, repo, name string) (*mcp.CallToolResult, error) {
	if _, _, err := client.Issues.CreateComment(ctx, owner, repo, 1, &github.IssueComment{Body: github.Ptr(name)}); err != nil {
		if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
			return newToolResultErrorFromErr("failed to add label", fmt.Errorf("outcome unknown (the comment may have been created); check before calling the tool again: %w", err)), nil
		}
		return newToolResultErrorFromErr("failed to add label", err), nil
	}
	return &mcp.CallToolResult{}, nil
}

// createRelease returns the API's error as its error.
func createRelease(ctx context.Context, client *github.Client, owner, repo, tag string) (*mcp.CallToolResult, error) {
	release, _, err := client.Repositories.CreateRelease(ctx, owner, repo, &github.RepositoryRelease{TagName: github.Ptr(tag)})
	if err != nil {
		return nil, fmt.Errorf("failed to create release: %w", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(release)}}}, nil
}
