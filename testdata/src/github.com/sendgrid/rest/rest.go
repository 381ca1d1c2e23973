// Package rest is a stub of github.com/sendgrid/rest@v2.6.9+incompatible
// with the types of rest.go that idemvet's tests use.
package rest

// Method is an HTTP method.
type Method string

// Request holds the request to an API call.
type Request struct {
	Method      Method
	BaseURL     string
	Headers     map[string]string
	QueryParams map[string]string
	Body        []byte
}

// Response holds the response from an API call.
type Response struct {
	StatusCode int
	Body       string
	Headers    map[string][]string
}
