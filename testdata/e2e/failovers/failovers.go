// Package failovers has loops that try each of several endpoints in turn.
// A failover repeats one intent at another target: it is a retry layer
// where the call it repeats can commit a write, and not where it only
// connects or reads.
package failovers

import (
	"bytes"
	"context"
	"errors"
	"net"
	"net/http"
)

// postEvent posts an event under the caller's idempotency key, retrying by
// hand: 4 attempts.
func postEvent(ctx context.Context, c *http.Client, url, key string, body []byte) error {
	var err error
	for i := 0; i < 4; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
		if rerr != nil {
			return rerr
		}
		req.Header.Set("Idempotency-Key", key)
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// getStatus reads a status by hand, retrying: 4 attempts.
func getStatus(ctx context.Context, c *http.Client, url string) error {
	var err error
	for i := 0; i < 4; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Publish posts an event to each endpoint in turn until one takes it;
// each post is retried 4 times by postEvent.
func Publish(ctx context.Context, c *http.Client, endpoints []string, id string, body []byte) error {
	var err error
	for _, ep := range endpoints {
		err = postEvent(ctx, c, ep+"/events", "event-"+id, body) // want: nestedretry "postEvent retries \(failovers/failovers.go:\d+\) inside the failover loop at failovers.go:\d+ with no shared budget: the attempts multiply \(an unknown number × 4 calls for one failing operation\)"
		if err == nil {
			return nil
		}
	}
	return err
}

// Status reads the status from each endpoint in turn until one answers: a
// failover that only reads repeats nothing that commits.
func Status(ctx context.Context, c *http.Client, endpoints []string) error {
	var err error
	for _, ep := range endpoints {
		err = getStatus(ctx, c, ep+"/status")
		if err == nil {
			return nil
		}
	}
	return err
}

// Connect tries each address once: a failover of connects.
func Connect(addrs []string) (net.Conn, error) {
	var lastErr error
	for _, addr := range addrs {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			return c, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

// Startup retries the connect: the helper it calls tries each address
// once, which is not a layer of retries of one address.
func Startup(addrs []string) (net.Conn, error) {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		var c net.Conn
		c, err = Connect(addrs)
		if err == nil {
			return c, nil
		}
	}
	return nil, err
}

// errNoSuchHost ends a lookup: no other name will do better.
var errNoSuchHost = errors.New("no such host")

// readReply reads packets until one is long enough: the read's failure
// leaves.
func readReply(c net.Conn) (int, error) {
	b := make([]byte, 512)
	for {
		n, err := c.Read(b)
		if err != nil {
			return 0, err
		}
		if n == 0 {
			continue
		}
		return int(b[0]), nil
	}
}

// queryName asks each server in turn, attempts times over: it connects and
// reads.
func queryName(servers []string, attempts int) (int, error) {
	var lastErr error
	for i := 0; i < attempts; i++ {
		for _, server := range servers {
			c, err := net.Dial("udp", server)
			if err != nil {
				lastErr = err
				continue
			}
			id, err := readReply(c)
			c.Close()
			if err != nil {
				lastErr = err
				continue
			}
			return id, nil
		}
	}
	return 0, lastErr
}

// Lookup falls back over alternative names, each queried by queryName: a
// fallback of reads, so no layer is nested.
func Lookup(servers, names []string) (int, error) {
	var (
		id  int
		err error
	)
	for range names {
		id, err = queryName(servers, 2)
		if err == nil || errors.Is(err, errNoSuchHost) {
			break
		}
	}
	return id, err
}
