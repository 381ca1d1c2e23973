// Package graphqlmut retries GraphQL calls: a mutation retried on every
// error may apply twice (reported); a query retried reads again, and a
// mutation whose retry stops on an ambiguous error is safe (silent).
package graphqlmut

import (
	"context"
	"errors"

	hasura "github.com/hasura/go-graphql-client"
	"github.com/shurcooL/graphql"
)

type createIssue struct {
	IssueCreate struct {
		Success bool
	} `graphql:"issueCreate(input: $input)"`
}

func createBad(ctx context.Context, client *hasura.Client, vars map[string]any) error {
	var m createIssue
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Mutate(ctx, &m, vars); err == nil { // want `unkeyed write Client.Mutate is retried on every error by the retry loop at graphqlmut.go:23: a timeout here may have carried out the write; the loop sends it again`
			return nil
		}
	}
	return err
}

func createShurcooLBad(ctx context.Context, client *graphql.Client, vars map[string]any) error {
	var m createIssue
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Mutate(ctx, &m, vars); err == nil { // want `unkeyed write Client.Mutate is retried on every error by the retry loop at graphqlmut.go:34: a timeout here may have carried out the write; the loop sends it again`
			return nil
		}
	}
	return err
}

func createGood(ctx context.Context, client *hasura.Client, vars map[string]any) error {
	var m createIssue
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = client.Mutate(ctx, &m, vars)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
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

func queryGood(ctx context.Context, client *hasura.Client, c2 *graphql.Client) error {
	var q viewer
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Query(ctx, &q, nil); err == nil {
			if err = c2.Query(ctx, &q, nil); err == nil {
				return nil
			}
		}
	}
	return err
}

type updateIssue struct {
	UpdateIssue struct {
		Success bool
	} `graphql:"updateIssue(input: $input)"`
}

type resolveThread struct {
	ResolveReviewThread struct {
		Success bool
	} `graphql:"resolveReviewThread(input: $input)"`
}

// A mutation that sets a state repeats harmlessly, and one whose name says
// neither a create nor a set is not guessed at (github-mcp-server's
// updateIssue and resolveReviewThread): silent.
func updatesGood(ctx context.Context, client *hasura.Client, c2 *graphql.Client, vars map[string]any) error {
	var u updateIssue
	var r resolveThread
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Mutate(ctx, &u, vars); err == nil {
			return nil
		}
		if err = c2.Mutate(ctx, &r, vars); err == nil {
			return nil
		}
	}
	return err
}
