// Package retrycontexts has Temporal activities executed with and without a
// readable retry policy, and an MCP tool handler: the at-least-once scopes
// carry the bound of their context.
package retrycontexts

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func Charge(ctx context.Context) error { return nil } // want `Temporal activity, 5 attempts, read from the code`
func Email(ctx context.Context) error  { return nil } // want `Temporal activity, no attempt limit, read from the code`
func Refund(ctx context.Context) error { return nil } // want `Temporal activity, no attempt limit, read from the code`
func Notify(ctx context.Context) error { return nil } // want `Temporal activity, no attempt limit, the default`
func Ship(ctx context.Context) error   { return nil } // want `Temporal activity, no attempt limit, the default`

type Activities struct{}

func (a *Activities) Send(ctx context.Context) error  { return nil } // want `Temporal activity, 3 attempts, read from the code`
func (a *Activities) Other(ctx context.Context) error { return nil } // want `Temporal activity, no attempt limit, the default`

func Workflow(ctx workflow.Context, opts workflow.ActivityOptions) error {
	c5 := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	_ = workflow.ExecuteActivity(c5, Charge).Get(c5, nil)
	cd := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	_ = workflow.ExecuteActivity(cd, Email).Get(cd, nil)
	rp := &temporal.RetryPolicy{MaximumAttempts: 0}
	c0 := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{RetryPolicy: rp})
	_ = workflow.ExecuteActivity(c0, Refund).Get(c0, nil)
	cp := workflow.WithActivityOptions(ctx, opts)
	_ = workflow.ExecuteActivity(cp, Notify).Get(cp, nil)
	var a *Activities
	ao := workflow.ActivityOptions{RetryPolicy: &temporal.RetryPolicy{MaximumAttempts: 3}}
	c3 := workflow.WithActivityOptions(ctx, ao)
	return workflow.ExecuteActivity(c3, a.Send).Get(c3, nil)
}

func Register(w worker.Worker) {
	w.RegisterActivity(Ship)
	w.RegisterActivity(Charge)
	w.RegisterActivity(&Activities{})
}

func Tool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `MCP tool handler, no attempt limit, the default`
	return nil, nil
}

func Serve(s *mcp.Server) { s.AddTool(&mcp.Tool{Name: "t"}, Tool) }

// Helper is no context: nothing registers or executes it.
func Helper(ctx context.Context) error { return nil }
