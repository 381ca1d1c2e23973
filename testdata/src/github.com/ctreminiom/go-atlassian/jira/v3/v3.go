// Package v3 is a test stub of github.com/ctreminiom/go-atlassian@v1.6.1
// jira/v3; signatures match the real module.
package v3

import (
	"net/http"

	"github.com/ctreminiom/go-atlassian/jira/internal"
)

// Client is the Jira v3 client.
type Client struct {
	Issue *internal.IssueADFService
}

// New makes a client.
func New(httpClient *http.Client, site string) (*Client, error) { return &Client{}, nil }
