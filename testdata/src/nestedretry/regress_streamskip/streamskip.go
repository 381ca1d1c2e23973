// Package regress_streamskip reduces eino's stream reader (schema/stream.go
// recv): a loop that reads the next item and goes round when the item is
// filtered out. Each time round it converts a new item, so it is no retry
// layer, and a retry loop around a function that drains such a stream is
// no nesting (found on cloudwego/eino adk/retry_chatmodel.go).
package regress_streamskip

import (
	"errors"
	"io"
)

var errNoValue = errors.New("no value")

type source struct{ items []int }

func (s *source) recvAny() (int, error) {
	if len(s.items) == 0 {
		return 0, io.EOF
	}
	v := s.items[0]
	s.items = s.items[1:]
	return v, nil
}

type reader struct {
	sr         *source
	convert    func(int) (string, error)
	errWrapper func(error) error
	onEOF      func() (string, error)
	eofDone    bool
}

// recv skips the items that convert filters out, and the errors that the
// wrapper drops.
func (r *reader) recv() (string, error) {
	for {
		out, err := r.sr.recvAny()

		if err != nil {
			var t string
			if err == io.EOF {
				if r.onEOF != nil && !r.eofDone {
					r.eofDone = true
					val, onEOFErr := r.onEOF()
					if onEOFErr != io.EOF {
						return val, onEOFErr
					}
				}
				return t, io.EOF
			}
			if r.errWrapper != nil {
				err = r.errWrapper(err)
				if err != nil {
					return t, err
				}

				continue
			}

			return t, err
		}

		t, err := r.convert(out)
		if err == nil {
			return t, nil
		}

		if !errors.Is(err, errNoValue) {
			return t, err
		}
	}
}

func drain(r *reader) error {
	for {
		_, err := r.recv()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

type model struct{}

func (model) stream() (*reader, error) { return &reader{sr: &source{}}, nil }

// retryStream retries a model stream; draining it reads items, and retries
// nothing.
func retryStream(m model) (*reader, error) {
	var lastErr error
	for attempt := 0; attempt <= 3; attempt++ {
		r, err := m.stream()
		if err != nil {
			lastErr = err
			continue
		}
		streamErr := drain(r)
		if streamErr == nil {
			return r, nil
		}
		lastErr = streamErr
	}
	return nil, lastErr
}
