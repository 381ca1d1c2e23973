// Package utils is a stub of
// github.com/alibabacloud-go/darabonba-openapi/v2/utils (v2.1.11).
package utils

import "github.com/alibabacloud-go/darabonba-openapi/v2/models"

// Config configures a client.
type Config = models.Config

// Params name the API a call reaches.
type Params struct {
	Action   *string
	Version  *string
	Method   *string
	Pathname *string
	Style    *string
}

// OpenApiRequest is what a call sends.
type OpenApiRequest struct {
	Headers map[string]*string
	Body    interface{}
}
