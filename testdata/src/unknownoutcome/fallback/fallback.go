// Package fallback sends a write again from its failure branch, outside any
// retry: a chat message posted as plain text after the rich one failed, an
// email sent through a second server after the first one failed. After a
// timeout the first send may have gone through, so the fallback makes a
// second (reported; the fix leaves on a timeout before the fallback). A
// branch that tells an unknown outcome apart first, a branch that only
// logs, a function whose results cannot carry an error, and a fallback that
// sends a new message (a notice of the failure, a message to another
// channel) are silent.
package fallback

import (
	"context"
	"errors"
	"log"
	"net/smtp"

	"github.com/slack-go/slack"
)

func postBad(api *slack.Client, channel, text string) {
	_, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false)) // want `unkeyed write Client.PostMessage is sent again by the fallback at fallback.go:\d+ after any error here: a timeout here may have posted the message, and the fallback posts it again; report the outcome as unknown instead`
	if err != nil {
		log.Printf("post failed: %v; trying plain text", err)
		_, _, fbErr := api.PostMessage(channel, slack.MsgOptionText(text, true))
		if fbErr != nil {
			log.Printf("fallback failed: %v", fbErr)
		}
	}
}

func mailBad(primary, secondary, from string, to []string, msg []byte) error {
	err := smtp.SendMail(primary, nil, from, to, msg) // want `unkeyed write smtp.SendMail is sent again by the fallback at fallback.go:\d+ after any error here: a timeout here may have sent the email, and the fallback sends it again`
	if err != nil {
		err = smtp.SendMail(secondary, nil, from, to, msg)
	}
	return err
}

func postChecked(api *slack.Client, channel, text string) error {
	_, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false))
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		_, _, err = api.PostMessage(channel, slack.MsgOptionText(text, true))
	}
	return err
}

func postThenLog(api *slack.Client, channel, text string) error {
	_, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false))
	if err != nil {
		log.Printf("post failed: %v", err)
	}
	return err
}

func postCount(api *slack.Client, channel, text string) int {
	_, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false))
	if err != nil {
		_, _, err = api.PostMessage(channel, slack.MsgOptionText(text, true))
	}
	if err != nil {
		return 0
	}
	return 1
}

// A notice of the failure, to the same channel, is a new message.
func postNotice(api *slack.Client, channel, text string) {
	_, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false))
	if err != nil {
		api.PostMessage(channel, slack.MsgOptionText("Something went wrong", false))
	}
}

// A message to another channel is another message.
func postElsewhere(api *slack.Client, dm, channel, text string) {
	_, _, err := api.PostMessage(dm, slack.MsgOptionText(text, false))
	if err != nil {
		api.PostMessage(channel, slack.MsgOptionText("Failed to send you a DM", false))
	}
}
