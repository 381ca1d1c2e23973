// Package discordbot posts to Discord through discordgo, whose messages
// carry no nonce.
package discordbot

import "github.com/bwmarrin/discordgo"

// Announce retries a post on every error: a timeout may have posted it.
func Announce(s *discordgo.Session, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageSend(channel, text); err == nil { // want: unknownoutcome "unkeyed write Session.ChannelMessageSend is retried on every error by the retry loop at discordbot.go:\d+: a timeout here may have sent the channel message; the loop sends it again" nestedretry "ChannelMessageSend → ChannelMessageSendComplex → RequestRaw → RequestWithLockedBucket retries \(discordgo@v0.29.0/restapi.go:\d+\) inside the retry loop at discordbot.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
			return nil
		}
	}
	return err
}

// Correct retries an edit of a posted message, which repeats harmlessly,
// but discordgo already sends it again on a 502: the layers multiply.
func Correct(s *discordgo.Session, channel, id, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageEdit(channel, id, text); err == nil { // want: nestedretry "ChannelMessageEdit → ChannelMessageEditComplex → RequestRaw → RequestWithLockedBucket retries \(discordgo@v0.29.0/restapi.go:\d+\) inside the retry loop at discordbot.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
			return nil
		}
	}
	return err
}
