// Package apiclient is an API client whose request object holds its HTTP
// method in a field that its constructor fills from a parameter; Do sends
// it, and Result turns the response into an MCP tool result.
package apiclient

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
)

const apiBase = "https://api.example.com/v5"

type Call struct {
	Method  string
	Url     string
	Payload any
	Headers map[string]string
	parsed  *url.URL
}

type Option func(*Call)

func WithPayload(p any) Option { return func(c *Call) { c.Payload = p } }

func WithHeaders(h map[string]string) Option { return func(c *Call) { c.Headers = h } }

// NewCall makes a call of the API: its method and path are parameters.
func NewCall(method, path string, opts ...Option) *Call {
	path = apiBase + path
	parsed, err := url.Parse(path)
	if err != nil {
		panic(err)
	}
	c := &Call{Method: method, Url: parsed.String(), parsed: parsed}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Do sends the call with the method it was made with.
func (c *Call) Do() (*http.Response, error) {
	body, _ := json.Marshal(c.Payload)
	req, err := http.NewRequest(c.Method, c.Url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	for k, v := range c.Headers {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{}).Do(req)
	if err != nil {
		return nil, fmt.Errorf("network error: %w", err)
	}
	return resp, nil
}

// Result sends the call and decodes the answer into out.
func (c *Call) Result(out any) (*mcp.CallToolResult, error) {
	resp, err := c.Do()
	if err != nil {
		return mcp.NewToolResultError("network error"), err
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return mcp.NewToolResultError("bad response"), err
	}
	return mcp.NewToolResultText("ok"), nil
}
