// Package slack retries slack-go posts, which carry no key: a blind retry
// (reported), a retry that stops on an ambiguous error, and an edit of a
// posted message, which repeats harmlessly (silent).
package slack

import (
	"context"
	"errors"
	"time"

	"github.com/slack-go/slack"
)

func notifyBad(ctx context.Context, api *slack.Client, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = api.PostMessageContext(ctx, channel, slack.MsgOptionText(text, false)) // want `unkeyed write Client.PostMessageContext is retried on every error by the retry loop at slack.go:16: a timeout here may have posted the message; the loop posts it again`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func notifyGood(ctx context.Context, api *slack.Client, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = api.PostMessageContext(ctx, channel, slack.MsgOptionText(text, false))
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func editGood(ctx context.Context, api *slack.Client, channel, ts, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, _, err = api.UpdateMessageContext(ctx, channel, ts, slack.MsgOptionText(text, false))
		if err == nil {
			return nil
		}
	}
	return err
}
