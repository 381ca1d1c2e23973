// Package recursion has retry layers made by functions that call
// themselves again on failure: discordgo's request, which sends a 502
// again while its sequence is below MaxRestRetries, and local ones.
package recursion

import (
	"errors"
	"net/http"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// Announce retries a post that discordgo already retries on a 502: up to
// 3 × 4 calls.
func Announce(s *discordgo.Session, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = s.ChannelMessageSend(channel, text) // want `ChannelMessageSend → ChannelMessageSendComplex → RequestWithBucketID → RequestRaw → RequestWithLockedBucket retries \(discordgo/discordgo.go:\d+\) inside the retry loop at recursion.go:\d+ with no shared budget: up to 3 × 4 = 12 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

type client struct{ hc *http.Client }

// post sends the request again on a 503 while attempt < 2: 3 calls.
func (c *client) post(url, body string, attempt int) (*http.Response, error) {
	resp, err := c.hc.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusServiceUnavailable && attempt < 2 {
		resp.Body.Close()
		return c.post(url, body, attempt+1)
	}
	return resp, nil
}

// Notify loops around a function that retries by calling itself.
func (c *client) Notify(url, body string) error {
	var err error
	for i := 0; i < 4; i++ {
		var resp *http.Response
		resp, err = c.post(url, body, 0) // want `post retries \(recursion/recursion.go:\d+\) inside the retry loop at recursion.go:\d+ with no shared budget: up to 4 × 3 = 12 calls for one failing operation`
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

type queue interface {
	Send(msg string) error
}

// send calls itself on every error, with no limit.
func send(q queue, msg string) error {
	if err := q.Send(msg); err != nil {
		return send(q, msg)
	}
	return nil
}

// Publish loops around the limitless recursion.
func Publish(q queue, msg string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = send(q, msg) // want `send retries \(recursion/recursion.go:\d+\) inside the retry loop at recursion.go:\d+ with no shared budget: an inner layer retries without an attempt limit, on each of the outer layers' 3 attempts`
		if err == nil {
			return nil
		}
	}
	return err
}

type page struct {
	Items   []string
	HasMore bool
	Next    string
}

type lister interface {
	List(cursor string) (*page, error)
}

// listAll calls itself for the next page: no retry.
func listAll(l lister, cursor string, acc []string) ([]string, error) {
	p, err := l.List(cursor)
	if err != nil {
		return nil, err
	}
	acc = append(acc, p.Items...)
	if !p.HasMore {
		return acc, nil
	}
	return listAll(l, p.Next, acc)
}

// Correct: a loop around the pagination is a retry of a function that
// does not retry.
func Sync(l lister) ([]string, error) {
	var err error
	for i := 0; i < 3; i++ {
		var items []string
		if items, err = listAll(l, "", nil); err == nil {
			return items, nil
		}
	}
	return nil, err
}

// walk calls itself for each child, not on a failure.
func walk(q queue, names []string, depth int) error {
	if len(names) == 0 || depth > 3 {
		return nil
	}
	if err := q.Send(names[0]); err != nil {
		return errors.Join(err, walk(q, names[1:], depth+1))
	}
	return walk(q, names[1:], depth+1)
}

// Correct: a loop around a tree walk.
func Walk(q queue, names []string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = walk(q, names, 0); err == nil {
			return nil
		}
	}
	return err
}

// Correct: a loop over the items, which retries nothing.
func AnnounceAll(s *discordgo.Session, channel string, texts []string) error {
	for _, text := range texts {
		if _, err := s.ChannelMessageSend(channel, text); err != nil {
			return err
		}
	}
	return nil
}

// sendCounted calls itself again on an error until attempt+1 reaches 9:
// limited, by a count read in a form the bound is not taken from.
func sendCounted(q queue, msg string, attempt int) error {
	if err := q.Send(msg); err != nil {
		if attempt+1 >= 9 {
			return err
		}
		return sendCounted(q, msg, attempt+1)
	}
	return nil
}

// PublishCounted loops around the limited recursion: not a limitless one.
func PublishCounted(q queue, msg string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = sendCounted(q, msg, 0) // want `sendCounted retries \(recursion/recursion.go:\d+\) inside the retry loop at recursion.go:\d+ with no shared budget: the attempts multiply \(3 × an unknown number calls for one failing operation\)`
		if err == nil {
			return nil
		}
	}
	return err
}

// sendEach calls itself for the next item, carrying the errors so far: an
// index one higher walks the items, it does not retry one.
func sendEach(q queue, msgs []string, i int, failed error) error {
	if i >= len(msgs) {
		return failed
	}
	if err := q.Send(msgs[i]); err != nil {
		return sendEach(q, msgs, i+1, errors.Join(failed, err))
	}
	return sendEach(q, msgs, i+1, failed)
}

// Correct: a loop around a walk of the items.
func PublishEach(q queue, msgs []string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = sendEach(q, msgs, 0, nil); err == nil {
			return nil
		}
	}
	return err
}

// resend calls itself again on a 503, carrying the failure to the next
// attempt, until attempt reaches 2 before a call: 2 calls.
func (c *client) resend(url string, attempt int, previous error) (*http.Response, error) {
	if attempt >= 2 {
		return nil, previous
	}
	resp, err := c.hc.Post(url, "application/json", nil)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusServiceUnavailable {
		resp.Body.Close()
		return c.resend(url, attempt+1, errors.New(resp.Status))
	}
	return resp, nil
}

// Resend loops around a function that retries carrying its last failure.
func (c *client) Resend(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		resp, err = c.resend(url, 0, nil) // want `resend retries \(recursion/recursion.go:\d+\) inside the retry loop at recursion.go:\d+ with no shared budget: up to 3 × 2 = 6 calls for one failing operation`
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}
