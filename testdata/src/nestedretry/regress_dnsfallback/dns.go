// Package regress_dnsfallback is reduced from the standard library's DNS
// client (net/dnsclient_unix.go, Go 1.26): a lookup falls back over
// alternative names, each tried once; the query of one name tries each
// server in turn, cfg.attempts times, and reads packets until one matches.
// The fallback over names is not a retry of one query: it repeats a read,
// which commits nothing, so no layer is nested.
package regress_dnsfallback

import (
	"errors"
	"net"
)

type config struct {
	servers  []string
	attempts int
}

var errNoSuchHost = errors.New("no such host")

func parse(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, errors.New("short")
	}
	return int(b[0]), nil
}

// roundTrip reads packets until one parses: the read's failure leaves.
func roundTrip(c net.Conn) (int, error) {
	b := make([]byte, 512)
	for {
		n, err := c.Read(b)
		if err != nil {
			return 0, err
		}
		id, err := parse(b[:n])
		if err != nil {
			continue
		}
		return id, nil
	}
}

func tryOneName(cfg *config, name string) (int, error) {
	var lastErr error
	for i := 0; i < cfg.attempts; i++ {
		for j := 0; j < len(cfg.servers); j++ {
			server := cfg.servers[j]
			c, err := net.Dial("udp", server)
			if err != nil {
				lastErr = err
				continue
			}
			id, err := roundTrip(c)
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

func lookup(cfg *config, names []string) (int, error) {
	var (
		id  int
		err error
	)
	for _, fqdn := range names {
		id, err = tryOneName(cfg, fqdn)
		if err == nil {
			break
		}
		if errors.Is(err, errNoSuchHost) {
			break
		}
	}
	if err == nil {
		return id, nil
	}
	return 0, err
}

// connect tries each address once: a failover, not a retry.
func connect(addrs []string) (net.Conn, error) {
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

// startup retries the connect: the helper it calls tries each address
// once, which is not a layer of retries of one address.
func startup(addrs []string) (net.Conn, error) {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		var c net.Conn
		c, err = connect(addrs)
		if err == nil {
			return c, nil
		}
	}
	return nil, err
}
