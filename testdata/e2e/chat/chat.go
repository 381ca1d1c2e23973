// Package chat posts to Slack through slack-go, whose chat.postMessage
// takes no idempotency key.
package chat

import (
	"context"
	"errors"

	"github.com/slack-go/slack"
)

// Announce retries a post on every error: a timeout may have posted it.
func Announce(ctx context.Context, api *slack.Client, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = api.PostMessageContext(ctx, channel, slack.MsgOptionText(text, false)) // want: unknownoutcome "unkeyed write Client.PostMessageContext is retried on every error by the retry loop at chat.go:\d+: a timeout here may have posted the message; the loop posts it again"
		if err == nil {
			return nil
		}
	}
	return err
}

// Edit retries an edit of a posted message, which repeats harmlessly.
func Edit(ctx context.Context, api *slack.Client, channel, ts, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, _, err = api.UpdateMessageContext(ctx, channel, ts, slack.MsgOptionText(text, false)); err == nil {
			return nil
		}
	}
	return errors.Join(errors.New("edit failed"), err)
}
