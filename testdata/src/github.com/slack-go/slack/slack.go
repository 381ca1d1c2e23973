// Package slack is a stub of github.com/slack-go/slack@v0.36.0 with the
// signatures of chat.go and slack.go that idemvet's tests use.
package slack

import "context"

type Client struct{}

type Option func(*Client)

type sendConfig struct{}

type MsgOption func(*sendConfig) error

func New(token string, options ...Option) *Client { return &Client{} }

func MsgOptionText(text string, escape bool) MsgOption { return nil }

func (api *Client) PostMessage(channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) PostMessageContext(ctx context.Context, channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) UpdateMessageContext(ctx context.Context, channelID, timestamp string, options ...MsgOption) (string, string, string, error) {
	return "", "", "", nil
}
