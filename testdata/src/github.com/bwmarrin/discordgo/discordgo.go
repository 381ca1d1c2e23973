// Package discordgo is a stub of github.com/bwmarrin/discordgo@v0.29.0 with
// the signatures of discord.go and restapi.go that idemvet's tests use.
package discordgo

// Session represents a connection to the Discord API.
type Session struct {
	ShouldRetryOnRateLimit bool
	MaxRestRetries         int
}

// RequestConfig is an HTTP request configuration.
type RequestConfig struct {
	MaxRestRetries         int
	ShouldRetryOnRateLimit bool
}

// RequestOption is a function which mutates request configuration.
type RequestOption func(cfg *RequestConfig)

// WithRestRetries changes maximum amount of retries if request fails.
func WithRestRetries(max int) RequestOption {
	return func(cfg *RequestConfig) { cfg.MaxRestRetries = max }
}

// Message stores all data related to a specific Discord message.
type Message struct {
	ID      string
	Content string
}

// MessageSend stores all parameters you can send with ChannelMessageSendComplex.
type MessageSend struct {
	Content string
	TTS     bool
}

// New creates a new Discord session with provided token.
func New(token string) (s *Session, err error) {
	return &Session{ShouldRetryOnRateLimit: true, MaxRestRetries: 3}, nil
}

// ChannelMessages returns an array of Message structures for messages within a given channel.
func (s *Session) ChannelMessages(channelID string, limit int, beforeID, afterID, aroundID string, options ...RequestOption) (st []*Message, err error) {
	return nil, nil
}

// ChannelMessageSend sends a message to the given channel.
func (s *Session) ChannelMessageSend(channelID string, content string, options ...RequestOption) (*Message, error) {
	return &Message{}, nil
}

// ChannelMessageSendComplex sends a message to the given channel.
func (s *Session) ChannelMessageSendComplex(channelID string, data *MessageSend, options ...RequestOption) (st *Message, err error) {
	return &Message{}, nil
}

// ChannelMessageEdit edits an existing message, replacing it entirely with the given content.
func (s *Session) ChannelMessageEdit(channelID, messageID, content string, options ...RequestOption) (*Message, error) {
	return &Message{}, nil
}
