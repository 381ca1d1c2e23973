// Package regress_gostart: a function that starts a retry loop in a
// goroutine and returns does not retry for its callers (discordgo's voice
// connection open starts wsListen, whose reconnect loop retries; a REST
// request that dispatches an event reaching open is no retry layer).
package regress_gostart

import (
	"errors"
	"time"
)

type conn struct{}

func (c *conn) dial() error { return errors.New("refused") }

// reconnect dials again until it succeeds.
func (c *conn) reconnect() {
	for {
		if err := c.dial(); err == nil {
			return
		}
		time.Sleep(time.Second)
	}
}

// open starts the reconnect loop in the background and returns.
func (c *conn) open() error {
	go c.reconnect()
	return nil
}

// Correct: the loop is the only layer that retries open.
func Open(c *conn) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.open(); err == nil {
			return nil
		}
	}
	return err
}
