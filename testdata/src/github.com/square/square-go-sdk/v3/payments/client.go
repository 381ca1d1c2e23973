// Package payments is a test stub of github.com/square/square-go-sdk/v3 at v3.1.0 (payments/client.go); signatures match the real module.
package payments

import (
	"context"

	square "github.com/square/square-go-sdk/v3"
	"github.com/square/square-go-sdk/v3/option"
)

// Client is the payments client.
type Client struct{}

// Create creates a payment using the provided source.
func (c *Client) Create(
	ctx context.Context,
	request *square.CreatePaymentRequest,
	opts ...option.RequestOption,
) (*square.CreatePaymentResponse, error) {
	return &square.CreatePaymentResponse{}, nil
}
