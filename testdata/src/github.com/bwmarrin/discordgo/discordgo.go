// Package discordgo is a stub of github.com/bwmarrin/discordgo@v0.29.0 with
// the signatures of discord.go and restapi.go that idemvet's tests use, and
// the request path of a message send: ChannelMessageSend,
// ChannelMessageSendComplex, RequestWithBucketID, RequestRaw and
// RequestWithLockedBucket, which calls itself again on a 502 while
// sequence < cfg.MaxRestRetries (restapi.go:270-275), as the module does.
package discordgo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Session represents a connection to the Discord API.
type Session struct {
	ShouldRetryOnRateLimit bool
	MaxRestRetries         int
	Client                 *http.Client
	Ratelimiter            *RateLimiter
}

// RateLimiter holds the buckets of the REST API's rate limits.
type RateLimiter struct{}

// Bucket represents a ratelimit bucket.
type Bucket struct{}

// LockBucket locks until a request can be made.
func (r *RateLimiter) LockBucket(bucketID string) *Bucket { return &Bucket{} }

// LockBucketObject locks an already resolved bucket until a request can be made.
func (r *RateLimiter) LockBucketObject(b *Bucket) *Bucket { return b }

// Release unlocks the bucket and reads the headers to update the buckets ratelimit info.
func (b *Bucket) Release(headers http.Header) error { return nil }

// RequestConfig is an HTTP request configuration.
type RequestConfig struct {
	Request                *http.Request
	ShouldRetryOnRateLimit bool
	MaxRestRetries         int
	Client                 *http.Client
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
	return s.ChannelMessageSendComplex(channelID, &MessageSend{
		Content: content,
	}, options...)
}

// ChannelMessageSendComplex sends a message to the given channel.
func (s *Session) ChannelMessageSendComplex(channelID string, data *MessageSend, options ...RequestOption) (st *Message, err error) {
	endpoint := "https://discord.com/api/v9/channels/" + channelID + "/messages"
	response, err := s.RequestWithBucketID("POST", endpoint, data, endpoint, options...)
	if err != nil {
		return
	}
	err = json.Unmarshal(response, &st)
	return
}

// RequestWithBucketID makes a (GET/POST/...) Requests to Discord REST API with JSON data.
func (s *Session) RequestWithBucketID(method, urlStr string, data interface{}, bucketID string, options ...RequestOption) (response []byte, err error) {
	var body []byte
	if data != nil {
		body, err = json.Marshal(data)
		if err != nil {
			return
		}
	}
	return s.RequestRaw(method, urlStr, "application/json", body, bucketID, 0, options...)
}

// RequestRaw makes a (GET/POST/...) Requests to Discord REST API.
// Sequence is the sequence number, if it fails with a 502 it will
// retry with sequence+1 until it either succeeds or sequence >= session.MaxRestRetries
func (s *Session) RequestRaw(method, urlStr, contentType string, b []byte, bucketID string, sequence int, options ...RequestOption) (response []byte, err error) {
	if bucketID == "" {
		bucketID = strings.SplitN(urlStr, "?", 2)[0]
	}
	return s.RequestWithLockedBucket(method, urlStr, contentType, b, s.Ratelimiter.LockBucket(bucketID), sequence, options...)
}

// RequestWithLockedBucket makes a request using a bucket that's already been locked
func (s *Session) RequestWithLockedBucket(method, urlStr, contentType string, b []byte, bucket *Bucket, sequence int, options ...RequestOption) (response []byte, err error) {
	req, err := http.NewRequest(method, urlStr, bytes.NewBuffer(b))
	if err != nil {
		bucket.Release(nil)
		return
	}
	cfg := &RequestConfig{ShouldRetryOnRateLimit: s.ShouldRetryOnRateLimit, MaxRestRetries: s.MaxRestRetries, Client: s.Client, Request: req}
	for _, opt := range options {
		opt(cfg)
	}
	req = cfg.Request

	resp, err := cfg.Client.Do(req)
	if err != nil {
		bucket.Release(nil)
		return
	}
	defer resp.Body.Close()

	err = bucket.Release(resp.Header)
	if err != nil {
		return
	}
	response, err = io.ReadAll(resp.Body)
	if err != nil {
		return
	}

	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusCreated:
	case http.StatusNoContent:
	case http.StatusBadGateway:
		// Retry sending request if possible
		if sequence < cfg.MaxRestRetries {
			response, err = s.RequestWithLockedBucket(method, urlStr, contentType, b, s.Ratelimiter.LockBucketObject(bucket), sequence+1, options...)
		} else {
			err = fmt.Errorf("Exceeded Max retries HTTP %s, %s", resp.Status, response)
		}
	case http.StatusTooManyRequests:
		if cfg.ShouldRetryOnRateLimit {
			response, err = s.RequestWithLockedBucket(method, urlStr, contentType, b, s.Ratelimiter.LockBucketObject(bucket), sequence, options...)
		} else {
			err = fmt.Errorf("rate limited")
		}
	default: // Error condition
		err = fmt.Errorf("HTTP %s, %s", resp.Status, response)
	}
	return
}

// ChannelMessageEdit edits an existing message, replacing it entirely with the given content.
func (s *Session) ChannelMessageEdit(channelID, messageID, content string, options ...RequestOption) (*Message, error) {
	return &Message{}, nil
}
