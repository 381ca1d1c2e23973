// Package discordbot posts to Discord through discordgo, whose messages
// carry no nonce.
package discordbot

import "github.com/bwmarrin/discordgo"

// Announce retries a post on every error: a timeout may have posted it.
func Announce(s *discordgo.Session, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageSend(channel, text); err == nil { // want: unknownoutcome "unkeyed write Session.ChannelMessageSend is retried on every error by the retry loop at discordbot.go:\d+: a timeout here may have sent the channel message; the loop sends it again"
			return nil
		}
	}
	return err
}

// Correct retries an edit of a posted message, which repeats harmlessly.
func Correct(s *discordgo.Session, channel, id, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageEdit(channel, id, text); err == nil {
			return nil
		}
	}
	return err
}
