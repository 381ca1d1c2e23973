// Package tfe is a test stub of github.com/hashicorp/go-tfe@v1.111.2
// (tfe.go, run.go, workspace.go); signatures match the real module.
package tfe

import (
	"context"
	"net/http"
)

// Config provides configuration details to the API client.
type Config struct {
	Address           string
	Token             string
	Headers           http.Header
	HTTPClient        *http.Client
	RetryServerErrors bool
}

// DefaultConfig returns a default config structure.
func DefaultConfig() *Config { return &Config{Headers: make(http.Header)} }

// Client is the Terraform Enterprise API client.
type Client struct {
	Runs       Runs
	Workspaces Workspaces
}

// NewClient creates a new Terraform Enterprise API client.
func NewClient(cfg *Config) (*Client, error) { return &Client{}, nil }

// RetryServerErrors configures the retry HTTP check to also retry
// unexpected errors or requests that failed with a server error.
func (c *Client) RetryServerErrors(retry bool) {}

// Runs describes all the run related methods.
type Runs interface {
	Create(ctx context.Context, options RunCreateOptions) (*Run, error)
	Read(ctx context.Context, runID string) (*Run, error)
}

// Run represents a Terraform Enterprise run.
type Run struct {
	ID        string
	Message   string
	Workspace *Workspace
}

// RunCreateOptions represents the options for creating a new run.
type RunCreateOptions struct {
	Type      string
	Message   *string
	Workspace *Workspace
}

// Workspaces describes all the workspace related methods.
type Workspaces interface {
	Create(ctx context.Context, organization string, options WorkspaceCreateOptions) (*Workspace, error)
	Read(ctx context.Context, organization string, workspace string) (*Workspace, error)
}

// Workspace represents a Terraform Enterprise workspace.
type Workspace struct {
	ID   string
	Name string
}

// WorkspaceCreateOptions represents the options for creating a new workspace.
type WorkspaceCreateOptions struct {
	Type string
	Name *string
}
