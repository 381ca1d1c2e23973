// Package client is a test stub of go.temporal.io/sdk@v1.51.0; signatures match the real module.
// Client is a subset of the real interface.
package client

import "go.temporal.io/sdk/internal"

type (
	// Options are optional parameters for Client creation.
	Options = internal.ClientOptions

	// Client is the client for starting and getting information about a workflow executions as well as
	// completing activities asynchronously.
	Client interface {
		Close()
	}
)

// Dial creates an instance of a workflow client.
func Dial(options Options) (Client, error) { return nil, nil }
