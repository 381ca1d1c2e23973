// Package graphqlraw posts GraphQL operations as raw JSON bodies to a
// GraphQL endpoint: a mutation retried on every error may apply twice
// (reported), through a helper that takes the operation text or inline; a
// query retried reads again, and a mutation whose retry stops on an
// ambiguous error is safe (silent).
package graphqlraw

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
)

const endpoint = "https://api.example.com/graphql"

type gqlRequest struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

// execute posts the operation text it is given.
func execute(ctx context.Context, client *http.Client, query string, vars map[string]any) error {
	body, err := json.Marshal(gqlRequest{Query: query, Variables: vars})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func createIssueBad(ctx context.Context, client *http.Client, vars map[string]any) error {
	query := `
		mutation CreateIssue($input: IssueCreateInput!) {
			issueCreate(input: $input) { success }
		}`
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = execute(ctx, client, query, vars); err == nil { // want `unkeyed write graphqlraw.execute \(mutation\) \(via Client.Do\) is retried on every error by the retry loop at graphqlraw.go:46: a timeout here may have carried out the write; the loop sends it again`
			return nil
		}
	}
	return err
}

func addCommentInlineBad(ctx context.Context, client *http.Client, issue, text string) error {
	body, _ := json.Marshal(map[string]any{
		"query":     `mutation AddComment($input: CommentCreateInput!) { commentCreate(input: $input) { success } }`,
		"variables": map[string]any{"input": map[string]any{"issueId": issue, "body": text}},
	})
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
		var resp *http.Response
		if resp, err = client.Do(req); err == nil { // want `unkeyed write Client.Do \(POST mutation\) is retried on every error by the retry loop at graphqlraw.go:60: a timeout here may have carried out the write; the loop sends it again`
			return resp.Body.Close()
		}
	}
	return err
}

func viewerGood(ctx context.Context, client *http.Client) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = execute(ctx, client, `query Viewer { viewer { id } }`, nil); err == nil {
			return nil
		}
		if err = execute(ctx, client, `{ viewer { id } }`, nil); err == nil {
			return nil
		}
	}
	return err
}

func createIssueGood(ctx context.Context, client *http.Client, vars map[string]any) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = execute(ctx, client, `mutation CreateIssue($input: IssueCreateInput!) { issueCreate(input: $input) { success } }`, vars)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}
