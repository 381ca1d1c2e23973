// Package regress_naturalkey reduces API clients whose creates carry the
// unique name of what they make (a repository, a user, by the name the
// caller chooses), sent by raw POST in a retry loop: the API refuses a
// second create of the same name as already existing, so a retry after a
// timeout cannot make a second one, and is not reported. The twins that
// name nothing unique (an issue by its title, a user by a display name)
// are.
package regress_naturalkey

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Client struct {
	http *http.Client
	base string
}

func (c *Client) post(ctx context.Context, path string, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", c.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateRepository makes the repository named repositoryName.
func (c *Client) CreateRepository(ctx context.Context, repositoryName string) error {
	return c.post(ctx, "/v1/repositories", map[string]string{"name": repositoryName})
}

type CreateUserRequest struct {
	UserName    string `json:"user_name,omitempty"`
	DisplayName string `json:"display_name,omitempty"`
}

// CreateUser makes a user.
func (c *Client) CreateUser(ctx context.Context, req *CreateUserRequest) error {
	return c.post(ctx, "/v1/users", req)
}

// CreateIssue opens an issue with the title.
func (c *Client) CreateIssue(ctx context.Context, title string) error {
	return c.post(ctx, "/v1/issues", map[string]string{"title": title})
}

func ensureRepository(ctx context.Context, c *Client, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.CreateRepository(ctx, name); err == nil {
			return nil
		}
	}
	return err
}

func ensureUser(ctx context.Context, c *Client, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.CreateUser(ctx, &CreateUserRequest{UserName: name}); err == nil {
			return nil
		}
	}
	return err
}

// The true twins.
func openIssue(ctx context.Context, c *Client, title string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.CreateIssue(ctx, title); err == nil { // want `unkeyed write Client.CreateIssue \(via post → Client.Do \(POST\)\) is retried on every error by the retry loop`
			return nil
		}
	}
	return err
}

func addUser(ctx context.Context, c *Client, display string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.CreateUser(ctx, &CreateUserRequest{DisplayName: display}); err == nil { // want `unkeyed write Client.CreateUser \(via post → Client.Do \(POST\)\) is retried on every error by the retry loop`
			return nil
		}
	}
	return err
}
