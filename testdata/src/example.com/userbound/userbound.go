// Package userbound is an SDK whose retry bound is whatever its user
// gives the constructor: no default to read.
package userbound

import (
	"context"
	"net/http"
)

type Config struct {
	MaxRetries int
	Client     *http.Client
}

type Client struct {
	cfg *Config
}

func NewClient(maxRetries int) *Client {
	return &Client{cfg: &Config{MaxRetries: maxRetries, Client: http.DefaultClient}}
}

func (c *Client) Create(ctx context.Context, url string) error {
	var res *http.Response
	var err error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
		if rerr != nil {
			return rerr
		}
		res, err = c.cfg.Client.Do(req)
		if err == nil && res.StatusCode < 500 {
			break
		}
	}
	if err != nil {
		return err
	}
	return res.Body.Close()
}

// Settings is exported, and its exported field too: the program may set
// MaxRetries anywhere, whatever this package gives it.
type Settings struct {
	MaxRetries int
}

type Sender struct {
	Settings *Settings
}

func NewSender() *Sender {
	return &Sender{Settings: &Settings{MaxRetries: 2}}
}

func (s *Sender) Send(ctx context.Context, url string) error {
	var err error
	for attempt := 0; attempt <= s.Settings.MaxRetries; attempt++ {
		var res *http.Response
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
		if rerr != nil {
			return rerr
		}
		if res, err = http.DefaultClient.Do(req); err == nil {
			return res.Body.Close()
		}
	}
	return err
}
