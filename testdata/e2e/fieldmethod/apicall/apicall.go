// Package apicall is a code host's API client: a call holds its HTTP
// method in a field that NewCall fills from its parameter, Do sends it,
// and ToolResult turns the answer into an mcp-go tool result.
package apicall

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
)

const apiBase = "https://code.example.com/api/v5"

type Call struct {
	Method  string
	Url     string
	Payload any
	Headers map[string]string
}

type Option func(*Call)

func WithPayload(p any) Option { return func(c *Call) { c.Payload = p } }

func WithHeaders(h map[string]string) Option { return func(c *Call) { c.Headers = h } }

func NewCall(method, path string, opts ...Option) *Call {
	path = apiBase + path
	u, err := url.Parse(path)
	if err != nil {
		panic(err)
	}
	c := &Call{Method: method, Url: u.String()}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *Call) Do() (*http.Response, error) {
	body, _ := json.Marshal(c.Payload)
	req, err := http.NewRequest(c.Method, c.Url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range c.Headers {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{}).Do(req)
	if err != nil {
		return nil, fmt.Errorf("network error: %w", err)
	}
	return resp, nil
}

func (c *Call) ToolResult(out any) (*mcp.CallToolResult, error) {
	resp, err := c.Do()
	if err != nil {
		return mcp.NewToolResultError("network error: unable to reach the API"), err
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return mcp.NewToolResultError("bad response"), err
	}
	b, _ := json.Marshal(out)
	return mcp.NewToolResultText(string(b)), nil
}
