// Package regress_readvalue is a false finding seen on real code (an MCP
// client's Connect, whose JSON goes through github.com/segmentio/encoding
// v0.5.4 json.go:397): a decoder that parses what it has and, while the
// value is incomplete, reads more input and parses again. Each round reads
// the next bytes: a read loop, not a retry, so a retry around a decode
// nests nothing. The same call in a loop that sends again is reported.
package regress_readvalue

import (
	"context"
	"errors"
	"io"

	"github.com/cenkalti/backoff/v4"
)

var errIncomplete = errors.New("incomplete value")

type decoder struct {
	r      io.Reader
	buffer []byte
	remain []byte
	err    error
}

func parseValue(b []byte) ([]byte, error) {
	if len(b) < 2 {
		return nil, errIncomplete
	}
	return b, nil
}

func (d *decoder) readValue() (v []byte, err error) {
	for {
		if len(d.remain) != 0 {
			v, err = parseValue(d.remain)
			if err == nil {
				return v, nil
			}
		}
		if d.err != nil {
			return nil, d.err
		}
		if cap(d.buffer)-len(d.buffer) < 512 {
			buf := make([]byte, len(d.buffer), 2*cap(d.buffer)+512)
			copy(buf, d.buffer)
			d.buffer = buf
		}
		var n int
		n, err = io.ReadFull(d.r, d.buffer[len(d.buffer):cap(d.buffer)])
		d.buffer = d.buffer[:len(d.buffer)+n]
		d.remain = d.buffer
		d.err = err
	}
}

// readLine parses again after each read into a buffer of its own: the
// parse is the call the loop goes round on, and its input is what was read.
func (d *decoder) readLine() ([]byte, error) {
	buf := make([]byte, 0, 512)
	for {
		v, err := parseValue(d.remain)
		if err == nil {
			return v, nil
		}
		n, rerr := d.r.Read(buf[len(buf):cap(buf)])
		if rerr != nil {
			return nil, rerr
		}
		buf = buf[:len(buf)+n]
		d.remain = buf
	}
}

func decode(ctx context.Context, d *decoder) ([]byte, error) {
	var v []byte
	err := backoff.Retry(func() error {
		var err error
		v, err = d.readValue()
		if err != nil {
			return err
		}
		v, err = d.readLine()
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
	return v, err
}

func send(ctx context.Context, b []byte) error { return nil }

func sendAll(ctx context.Context, b []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = send(ctx, b); err == nil {
			return nil
		}
	}
	return err
}

func deliver(ctx context.Context, b []byte) error {
	return backoff.Retry(func() error {
		return sendAll(ctx, b) // want `sendAll retries \(regress_readvalue/readvalue.go:\d+\) inside the backoff.Retry at readvalue.go:\d+ with no shared budget: up to 4 × 3 = 12 calls for one failing operation`
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}
