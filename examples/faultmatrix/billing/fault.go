package billing

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
)

// A Fault is what goes wrong with the first charge request of a run.
type Fault int

const (
	// None delivers every request once and returns its response.
	None Fault = iota
	// LostAck delivers the request, so the charge is committed, and drops
	// the response: the client sees a timeout.
	LostAck
	// LateCommit holds the request and tells the client it timed out; the
	// request lands after the client's next request has been answered (or
	// when the run settles), as a request stuck in a queue or a slow proxy
	// does after the client gave up on it.
	LateCommit
	// Redelivery delivers the request twice, as a proxy or a load balancer
	// that retries upstream does, and returns the second response.
	Redelivery
)

// Faults are the faults of the matrix, the control first.
var Faults = []Fault{None, LostAck, LateCommit, Redelivery}

func (f Fault) String() string {
	switch f {
	case None:
		return "none"
	case LostAck:
		return "lost ack"
	case LateCommit:
		return "late commit"
	case Redelivery:
		return "redelivery"
	}
	return fmt.Sprintf("Fault(%d)", int(f))
}

// ErrTimeout is what the client gets instead of a response under LostAck
// and LateCommit: it wraps context.DeadlineExceeded, as a request whose
// deadline passed does.
var ErrTimeout = fmt.Errorf("billing: no response before the deadline: %w", context.DeadlineExceeded)

// Injector is an http.RoundTripper that serves requests with a handler
// in-process and injects its fault into the first POST. No request waits on
// a clock: a late request is held and delivered at a defined point, so a
// run is deterministic.
type Injector struct {
	Handler http.Handler
	Fault   Fault

	mu    sync.Mutex
	fired bool
	held  *http.Request // a LateCommit request not delivered yet
}

// NewInjector returns an injector that applies fault to the first POST it
// sends to h.
func NewInjector(h http.Handler, fault Fault) *Injector {
	return &Injector{Handler: h, Fault: fault}
}

// Client returns an *http.Client that sends through the injector.
func (in *Injector) Client() *http.Client {
	return &http.Client{Transport: in}
}

// RoundTrip implements http.RoundTripper.
func (in *Injector) RoundTrip(req *http.Request) (*http.Response, error) {
	body, err := readBody(req)
	if err != nil {
		return nil, err
	}
	in.mu.Lock()
	held := in.held
	in.held = nil
	fault := None
	if req.Method == http.MethodPost && !in.fired {
		in.fired, fault = true, in.Fault
	}
	if fault == LateCommit {
		in.held = copyRequest(req, body)
	}
	in.mu.Unlock()
	// A held request lands once this one has been answered.
	if held != nil {
		defer in.deliver(held, nil)
	}

	switch fault {
	case LostAck:
		in.deliver(req, body)
		return nil, ErrTimeout
	case LateCommit:
		return nil, ErrTimeout
	case Redelivery:
		in.deliver(req, body)
	}
	resp := in.deliver(req, body)
	resp.Request = req
	return resp, nil
}

// Settle delivers a request still held by LateCommit: the end of a run, when
// everything in flight has landed.
func (in *Injector) Settle() {
	in.mu.Lock()
	held := in.held
	in.held = nil
	in.mu.Unlock()
	if held != nil {
		in.deliver(held, nil)
	}
}

// deliver serves req (with body, or its own body if nil) and returns the
// response.
func (in *Injector) deliver(req *http.Request, body []byte) *http.Response {
	if body != nil {
		req = copyRequest(req, body)
	}
	rec := httptest.NewRecorder()
	in.Handler.ServeHTTP(rec, req)
	return rec.Result()
}

func readBody(req *http.Request) ([]byte, error) {
	if req.Body == nil {
		return []byte{}, nil
	}
	defer req.Body.Close()
	return io.ReadAll(req.Body)
}

// copyRequest returns a copy of req with its own reader of body, detached
// from the client's context: a request on the wire does not stop when the
// client gives up.
func copyRequest(req *http.Request, body []byte) *http.Request {
	r := req.Clone(context.Background())
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.ContentLength = int64(len(body))
	r.RequestURI = req.URL.RequestURI()
	return r
}
