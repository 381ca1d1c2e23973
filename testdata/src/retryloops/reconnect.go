package retryloops

type eventStream struct{ events []string }

type streamConn struct {
	dial func(after string) (*eventStream, error)
}

// open opens the stream after the event after.
func (c *streamConn) open(after string) (*eventStream, error) { return c.dial(after) }

// consume reads the events of s and returns the last one, and whether
// the result came.
func (c *streamConn) consume(s *eventStream) (last string, done bool) {
	for _, ev := range s.events {
		last = ev
	}
	return last, false
}

// Reconnect opens the stream again when it ends without the result, up to
// three times in a row without a new event: the count is checked before
// the reopen, so it reopens three times.
func (c *streamConn) Reconnect(s *eventStream) {
	var seen string
	stalls := 0
	for { // want `reconnect loop: retries \(\*streamConn\).open, 3 attempts`
		last, done := c.consume(s)
		if done {
			return
		}
		if last != "" && last != seen {
			stalls = 0
			seen = last
		} else {
			stalls++
			if stalls > 3 {
				return
			}
		}
		next, err := c.open(last)
		if err != nil {
			return
		}
		s = next
	}
}

// ReconnectAtLeast counts with >=, and checks after the reopen: it
// reopens three times.
func (c *streamConn) ReconnectAtLeast(s *eventStream) {
	var seen string
	stalls := 0
	for { // want `reconnect loop: retries \(\*streamConn\).open, 3 attempts`
		last, done := c.consume(s)
		if done {
			return
		}
		next, err := c.open(last)
		if err != nil {
			return
		}
		s = next
		if last != "" && last != seen {
			stalls = 0
			seen = last
		} else {
			stalls++
			if stalls >= 3 {
				return
			}
		}
	}
}

// Pages reads a stream after another, up to a number in all: the count
// never starts again, so it is no count of rounds without progress.
func (c *streamConn) Pages(s *eventStream) {
	n := 0
	for {
		last, done := c.consume(s)
		if done {
			return
		}
		n++
		if n > 3 {
			return
		}
		next, err := c.open(last)
		if err != nil {
			return
		}
		s = next
	}
}

// Items reads the items of one stream and opens another for each: what
// it opens is not what it reads next, so nothing is retried.
func (c *streamConn) Items(items chan string) {
	empty := 0
	for {
		it, ok := <-items
		if !ok {
			return
		}
		if it != "" {
			empty = 0
		} else {
			empty++
			if empty > 3 {
				return
			}
		}
		s, err := c.open(it)
		if err != nil {
			return
		}
		c.consume(s)
	}
}

// Transport is an option: MaxStalls 0 means the default, 4.
type Transport struct{ MaxStalls int }

type boundConn struct {
	streamConn
	maxStalls int
}

// Connect falls back to the default count when the option is unset.
func (t *Transport) Connect(c streamConn) *boundConn {
	maxStalls := t.MaxStalls
	if maxStalls == 0 {
		maxStalls = 4
	} else if maxStalls < 0 {
		maxStalls = 0
	}
	return &boundConn{streamConn: c, maxStalls: maxStalls}
}

// ReconnectDefault counts to the field that Connect fills: 4 unless the
// option says otherwise.
func (c *boundConn) ReconnectDefault(s *eventStream) {
	var seen string
	stalls := 0
	for { // want `reconnect loop: retries \(\*streamConn\).open, 4 attempts`
		last, done := c.consume(s)
		if done {
			return
		}
		if last != "" && last != seen {
			stalls = 0
			seen = last
		} else {
			stalls++
			if stalls > c.maxStalls {
				return
			}
		}
		next, err := c.open(last)
		if err != nil {
			return
		}
		s = next
	}
}

// ConnectAsSet takes the option as it is, with no default to read.
func (t *Transport) ConnectAsSet(c streamConn) *setConn {
	return &setConn{streamConn: c, maxStalls: t.MaxStalls}
}

type setConn struct {
	streamConn
	maxStalls int
}

// ReconnectAsSet counts to a field with no default: its bound is unknown.
func (c *setConn) ReconnectAsSet(s *eventStream) {
	var seen string
	stalls := 0
	for { // want `reconnect loop: retries \(\*streamConn\).open, unknown attempts`
		last, done := c.consume(s)
		if done {
			return
		}
		if last != "" && last != seen {
			stalls = 0
			seen = last
		} else {
			stalls++
			if stalls > c.maxStalls {
				return
			}
		}
		next, err := c.open(last)
		if err != nil {
			return
		}
		s = next
	}
}
