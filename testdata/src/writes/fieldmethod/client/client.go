// Package client is a request object that holds its HTTP method in a
// field filled from its constructor's parameter, and sends it in a method.
package client

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

const base = "https://api.example.com/v5"

type Request struct {
	Method  string
	URL     string
	Payload any
	Headers map[string]string
	parsed  *url.URL
}

type Option func(*Request)

func WithPayload(p any) Option { return func(r *Request) { r.Payload = p } }

// New makes a request: the method and the path are its parameters.
func New(method, path string, opts ...Option) *Request { // want New:"constructor: Method from parameter 0, URL from parameter 1"
	path = base + path
	parsed, err := url.Parse(path)
	if err != nil {
		panic(err)
	}
	r := &Request{Method: method, URL: parsed.String(), parsed: parsed}
	for _, o := range opts {
		o(r)
	}
	return r
}

// Do sends the request with the method its constructor was given.
func (r *Request) Do() (*http.Response, error) { // want Do:"request with the method of its receiver's field Method via Client.Do at client/client.go:51"
	body, _ := json.Marshal(r.Payload)
	req, err := http.NewRequest(r.Method, r.URL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	for k, v := range r.Headers {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{}).Do(req)
	if err != nil {
		return nil, fmt.Errorf("network: %w", err)
	}
	return resp, nil
}

// Handle sends the request and decodes the response into out.
func (r *Request) Handle(out any) error { // want Handle:"request with the method of its receiver's field Method via Do → Client.Do at client/client.go:51"
	resp, err := r.Do()
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
}

// Switchable's method is set after construction as well: no constructor
// says what it sends.
type Switchable struct {
	Method string
	URL    string
}

func NewSwitchable(method, u string) *Switchable { return &Switchable{Method: method, URL: u} } // want NewSwitchable:"constructor: URL from parameter 1"

func (s *Switchable) AsGet() *Switchable { s.Method = "GET"; return s } // want AsGet:`returns its receiver with Method = "GET"`

func (s *Switchable) Do() error { // want Do:"request with the method of its receiver's field Method via Client.Do at client/client.go:84"
	req, err := http.NewRequest(s.Method, s.URL, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}
