// Package graphqlops calls GraphQL APIs: a mutation takes no key, so one
// retried on every error may apply twice; a query retried reads again.
package graphqlops

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	graphql "github.com/hasura/go-graphql-client"
)

type createIssue struct {
	IssueCreate struct {
		Success bool
	} `graphql:"issueCreate(input: $input)"`
}

// Create retries a mutation of the hasura client.
func Create(ctx context.Context, client *graphql.Client, vars map[string]any) error {
	var m createIssue
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Mutate(ctx, &m, vars); err == nil { // want: unknownoutcome "unkeyed write Client.Mutate is retried on every error by the retry loop at graphqlops.go:\d+: a timeout here may have carried out the write; the loop sends it again"
			return nil
		}
	}
	return err
}

type viewer struct {
	Viewer struct {
		Login string
	}
}

// Login retries a query.
func Login(ctx context.Context, client *graphql.Client) (string, error) {
	var q viewer
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Query(ctx, &q, nil); err == nil {
			return q.Viewer.Login, nil
		}
	}
	return "", err
}

const endpoint = "https://api.example.com/graphql"

type request struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

// execute posts the operation text it is given as a raw JSON body.
func execute(ctx context.Context, query string, vars map[string]any) error {
	body, err := json.Marshal(request{Query: query, Variables: vars})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Comment retries a raw mutation.
func Comment(ctx context.Context, issue, text string) error {
	const q = `mutation AddComment($input: CommentCreateInput!) { commentCreate(input: $input) { success } }`
	vars := map[string]any{"input": map[string]any{"issueId": issue, "body": text}}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = execute(ctx, q, vars); err == nil { // want: unknownoutcome "unkeyed write graphqlops.execute \(mutation\) \(via Client.Do\) is retried on every error by the retry loop at graphqlops.go:\d+: a timeout here may have carried out the write; the loop sends it again"
			return nil
		}
	}
	return err
}

// Teams retries a raw query.
func Teams(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = execute(ctx, `query Teams { teams { nodes { id } } }`, nil); err == nil {
			return nil
		}
	}
	return err
}
