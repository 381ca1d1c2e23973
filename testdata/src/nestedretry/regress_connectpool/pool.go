// Package regress_connectpool is reduced from nats.go's first connect: the
// client tries each server of its pool once, keeping the one it tries in a
// field, and the handshake on a connection that fails reconnects until it
// succeeds. The walk over the pool is a failover of connects, not a retry
// layer around the reconnect.
package regress_connectpool

import (
	"errors"
	"net"
)

type server struct{ url string }

type Conn struct {
	pool    []*server
	current *server
	conn    net.Conn
}

func (nc *Conn) createConn() error {
	c, err := net.Dial("tcp", nc.current.url)
	nc.conn = c
	return err
}

func (nc *Conn) selectNext() (*server, error) {
	if len(nc.pool) == 0 {
		return nil, errors.New("no servers")
	}
	return nc.pool[0], nil
}

// reconnect tries servers until one takes the connection, without limit.
func (nc *Conn) reconnect() error {
	for len(nc.pool) > 0 {
		cur, err := nc.selectNext()
		if err != nil {
			return err
		}
		nc.current = cur
		if err := nc.createConn(); err != nil {
			continue
		}
		return nil
	}
	return errors.New("no servers")
}

func (nc *Conn) handshake() error {
	if _, err := nc.conn.Write([]byte("CONNECT {}\r\n")); err != nil {
		return nc.reconnect()
	}
	return nil
}

// connect walks the pool once.
func (nc *Conn) connect() error {
	var err error
	for i := 0; i < len(nc.pool); i++ {
		nc.current = nc.pool[i]
		if err = nc.createConn(); err == nil {
			err = nc.handshake()
			if err == nil {
				break
			}
		}
	}
	return err
}
