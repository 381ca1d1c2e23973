// Package fallbacks posts with the real slack-go and sends with net/smtp,
// sending a write again from its failure branch: a Block Kit message posted
// again as plain text, an email sent through a second server. After a
// timeout the first may have gone through. The twins tell an unknown
// outcome apart first, only log, or send a new message (discordgo: a
// notice of the failure, a message to another channel).
package fallbacks

import (
	"context"
	"errors"
	"log"
	"net/smtp"

	"github.com/bwmarrin/discordgo"
	"github.com/slack-go/slack"
)

// Post posts blocks, and plain text when that fails.
func Post(api *slack.Client, channel, text string, blocks ...slack.Block) {
	_, _, err := api.PostMessage(channel, slack.MsgOptionBlocks(blocks...)) // want: unknownoutcome "unkeyed write Client.PostMessage is sent again by the fallback at fallbacks.go:\d+ after any error here: a timeout here may have posted the message, and the fallback posts it again"
	if err != nil {
		log.Printf("blocks failed: %v", err)
		if _, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false)); err != nil {
			log.Printf("plain text failed: %v", err)
		}
	}
}

// Mail sends through the primary server, then the secondary.
func Mail(primary, secondary, from string, to []string, msg []byte) error {
	err := smtp.SendMail(primary, nil, from, to, msg) // want: unknownoutcome "unkeyed write smtp.SendMail is sent again by the fallback at fallbacks.go:\d+ after any error here: a timeout here may have sent the email, and the fallback sends it again"
	if err != nil {
		err = smtp.SendMail(secondary, nil, from, to, msg)
	}
	return err
}

// PostChecked falls back only on a definite failure.
func PostChecked(ctx context.Context, api *slack.Client, channel, text string, blocks ...slack.Block) error {
	_, _, err := api.PostMessageContext(ctx, channel, slack.MsgOptionBlocks(blocks...))
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		_, _, err = api.PostMessageContext(ctx, channel, slack.MsgOptionText(text, false))
	}
	return err
}

// PostLogged only logs a failure.
func PostLogged(api *slack.Client, channel, text string) error {
	_, _, err := api.PostMessage(channel, slack.MsgOptionText(text, false))
	if err != nil {
		log.Printf("post failed: %v", err)
	}
	return err
}

// Followup creates a followup message and, when that fails, a notice of
// the failure: a new message, not the same one again.
func Followup(s *discordgo.Session, i *discordgo.InteractionCreate, text string) {
	if _, err := s.FollowupMessageCreate(i.Interaction, true, &discordgo.WebhookParams{Content: text}); err != nil {
		log.Printf("followup failed: %v", err)
	}
	_, err := s.FollowupMessageCreate(i.Interaction, true, &discordgo.WebhookParams{Content: text})
	if err != nil {
		s.FollowupMessageCreate(i.Interaction, true, &discordgo.WebhookParams{Content: "Something went wrong"})
	}
}

// DM sends a direct message and, when that fails, tells the channel.
func DM(s *discordgo.Session, dm, channel, text string) {
	_, err := s.ChannelMessageSend(dm, text)
	if err != nil {
		s.ChannelMessageSend(channel, "Failed to send you a DM.")
	}
}
