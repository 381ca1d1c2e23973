// Package discordgo retries discordgo channel messages, which carry no
// nonce: blind retries (reported), a retry that stops on an ambiguous
// error, and an edit of a sent message, which repeats harmlessly (silent).
package discordgo

import (
	"context"
	"errors"

	"github.com/bwmarrin/discordgo"
)

func announceBad(s *discordgo.Session, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageSend(channel, text); err == nil { // want `unkeyed write Session.ChannelMessageSend is retried on every error by the retry loop at discordgo.go:15: a timeout here may have sent the channel message; the loop sends it again`
			return nil
		}
	}
	return err
}

func announceComplexBad(s *discordgo.Session, channel string, data *discordgo.MessageSend) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageSendComplex(channel, data); err == nil { // want `unkeyed write Session.ChannelMessageSendComplex is retried on every error by the retry loop at discordgo.go:25: a timeout here may have sent the channel message; the loop sends it again`
			return nil
		}
	}
	return err
}

func announceGood(s *discordgo.Session, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = s.ChannelMessageSend(channel, text)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

func editGood(s *discordgo.Session, channel, id, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageEdit(channel, id, text); err == nil {
			return nil
		}
	}
	return err
}
