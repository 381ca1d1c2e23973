// Package sling is a test stub of github.com/dghubble/sling@v1.4.2, a
// request builder: its method setters store the HTTP method in a field of
// the builder and return it, Request builds an *http.Request with that
// method, and Receive sends it. Signatures and the shape of the bodies that
// idemvet reads match the real module; decoding is left out.
package sling

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Doer executes http requests.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Sling is an HTTP Request builder and sender.
type Sling struct {
	httpClient Doer
	method     string
	rawURL     string
	header     http.Header
	body       any
}

// New returns a new Sling with an http DefaultClient.
func New() *Sling {
	return &Sling{
		httpClient: http.DefaultClient,
		method:     "GET",
		header:     make(http.Header),
	}
}

// New returns a copy of a Sling for creating a new Sling with properties
// from a parent Sling.
func (s *Sling) New() *Sling {
	headerCopy := make(http.Header)
	for k, v := range s.header {
		headerCopy[k] = v
	}
	return &Sling{
		httpClient: s.httpClient,
		method:     s.method,
		rawURL:     s.rawURL,
		header:     headerCopy,
	}
}

// Client sets the http Client used to do requests.
func (s *Sling) Client(httpClient *http.Client) *Sling { // want Client:`returns its receiver`
	if httpClient == nil {
		return s.Doer(http.DefaultClient)
	}
	return s.Doer(httpClient)
}

// Doer sets the custom Doer implementation used to do requests.
func (s *Sling) Doer(doer Doer) *Sling { // want Doer:`returns its receiver`
	if doer == nil {
		s.httpClient = http.DefaultClient
	} else {
		s.httpClient = doer
	}
	return s
}

// Head sets the Sling method to HEAD and sets the given pathURL.
func (s *Sling) Head(pathURL string) *Sling { // want Head:`returns its receiver with method = "HEAD", rawURL set`
	s.method = "HEAD"
	return s.Path(pathURL)
}

// Get sets the Sling method to GET and sets the given pathURL.
func (s *Sling) Get(pathURL string) *Sling { // want Get:`returns its receiver with method = "GET", rawURL set`
	s.method = "GET"
	return s.Path(pathURL)
}

// Post sets the Sling method to POST and sets the given pathURL.
func (s *Sling) Post(pathURL string) *Sling { // want Post:`returns its receiver with method = "POST", rawURL set`
	s.method = "POST"
	return s.Path(pathURL)
}

// Put sets the Sling method to PUT and sets the given pathURL.
func (s *Sling) Put(pathURL string) *Sling { // want Put:`returns its receiver with method = "PUT", rawURL set`
	s.method = "PUT"
	return s.Path(pathURL)
}

// Patch sets the Sling method to PATCH and sets the given pathURL.
func (s *Sling) Patch(pathURL string) *Sling { // want Patch:`returns its receiver with method = "PATCH", rawURL set`
	s.method = "PATCH"
	return s.Path(pathURL)
}

// Delete sets the Sling method to DELETE and sets the given pathURL.
func (s *Sling) Delete(pathURL string) *Sling { // want Delete:`returns its receiver with method = "DELETE", rawURL set`
	s.method = "DELETE"
	return s.Path(pathURL)
}

// Add adds the key, value pair in Headers.
func (s *Sling) Add(key, value string) *Sling { // want Add:`returns its receiver`
	s.header.Add(key, value)
	return s
}

// Set sets the key, value pair in Headers.
func (s *Sling) Set(key, value string) *Sling { // want Set:`returns its receiver`
	s.header.Set(key, value)
	return s
}

// SetBasicAuth sets the Authorization header to use HTTP Basic
// Authentication.
func (s *Sling) SetBasicAuth(username, password string) *Sling { // want SetBasicAuth:`returns its receiver`
	return s.Set("Authorization", "Basic "+username+":"+password)
}

// Base sets the rawURL.
func (s *Sling) Base(rawURL string) *Sling { // want Base:`returns its receiver with rawURL set`
	s.rawURL = rawURL
	return s
}

// Path extends the rawURL with the given path by resolving the reference
// to an absolute URL.
func (s *Sling) Path(path string) *Sling { // want Path:`returns its receiver with rawURL set`
	baseURL, baseErr := url.Parse(s.rawURL)
	pathURL, pathErr := url.Parse(path)
	if baseErr == nil && pathErr == nil {
		s.rawURL = baseURL.ResolveReference(pathURL).String()
		return s
	}
	return s
}

// BodyJSON sets the Sling's bodyJSON.
func (s *Sling) BodyJSON(bodyJSON any) *Sling { // want BodyJSON:`returns its receiver`
	if bodyJSON == nil {
		return s
	}
	s.body = bodyJSON
	return s.Set("Content-Type", "application/json")
}

// Request returns a new http.Request created with the Sling properties.
func (s *Sling) Request() (*http.Request, error) {
	reqURL, err := url.Parse(s.rawURL)
	if err != nil {
		return nil, err
	}
	var body io.Reader
	if s.body != nil {
		b, err := json.Marshal(s.body)
		if err != nil {
			return nil, err
		}
		body = strings.NewReader(string(b))
	}
	req, err := http.NewRequest(s.method, reqURL.String(), body)
	if err != nil {
		return nil, err
	}
	for key, values := range s.header {
		for _, value := range values {
			req.Header.Add(key, value)
		}
	}
	return req, err
}

// ReceiveSuccess creates a new HTTP request and returns the response.
func (s *Sling) ReceiveSuccess(successV any) (*http.Response, error) { // want ReceiveSuccess:`request with the method of its receiver's field method via Receive → Sling.Do at sling/sling.go:195`
	return s.Receive(successV, nil)
}

// Receive creates a new HTTP request and returns the response.
func (s *Sling) Receive(successV, failureV any) (*http.Response, error) { // want Receive:`request with the method of its receiver's field method via Sling.Do at sling/sling.go:195`
	req, err := s.Request()
	if err != nil {
		return nil, err
	}
	return s.Do(req, successV, failureV)
}

// Do sends an HTTP request and returns the response.
func (s *Sling) Do(req *http.Request, successV, failureV any) (*http.Response, error) { // want Do:`sends the request of parameter 0 via Doer.Do at sling/sling.go:195`
	resp, err := s.httpClient.Do(req)
	if err != nil {
		return resp, err
	}
	defer resp.Body.Close()
	if successV != nil && resp.StatusCode/100 == 2 {
		err = json.NewDecoder(resp.Body).Decode(successV)
	} else if failureV != nil {
		err = json.NewDecoder(resp.Body).Decode(failureV)
	}
	return resp, err
}
