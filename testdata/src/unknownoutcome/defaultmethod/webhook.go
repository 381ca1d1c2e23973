// Package defaultmethod is a webhook library (mdsohelmia/webhook's shape):
// the HTTP method is a field of the webhook, POST unless its user calls a
// setter, and Dispatch sends through the StandardClient of a
// go-retryablehttp client, which resends on a timeout or a 5xx. The send is
// judged as the POST it is by default; the fix sets the check where the
// client is made. Types whose default is a PUT, whose literal leaves the
// method out (a GET), or whose setter sets a constant of its own are not
// reported.
package defaultmethod

import (
	"bytes"
	"net/http"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

type HttpMethod string

const (
	MethodPost HttpMethod = "POST"
	MethodPut  HttpMethod = "PUT"
	MethodGet  HttpMethod = "GET"
)

type Webhook struct {
	client     *http.Client
	url        string
	payload    *bytes.Buffer
	httpMethod HttpMethod
}

func NewWebhook(url string) *Webhook {
	w := &Webhook{url: url, httpMethod: MethodPost}
	w.client = newClient()
	return w
}

func newClient() *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 10
	return rc.StandardClient()
}

// UseHttpVerb lets the user send with another method.
func (w *Webhook) UseHttpVerb(m HttpMethod) *Webhook {
	w.httpMethod = m
	return w
}

func (w *Webhook) makeRequest() (*http.Request, error) {
	return http.NewRequest(string(w.httpMethod), w.url, w.payload)
}

func (w *Webhook) Dispatch() error {
	req, err := w.makeRequest()
	if err != nil {
		return err
	}
	resp, err := w.client.Do(req) // want `unkeyed write Client.Do \(POST by default\) is resent by the retryablehttp.Client made at webhook.go:40 on a connection error, a timeout or a 5xx, up to 11 attempts: a timeout here may have carried out the write, and the client sends it again`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Store is a PUT by default: repeating it is harmless.
type Store struct {
	client *http.Client
	url    string
	method string
}

func NewStore(url string) *Store {
	rc := retryablehttp.NewClient()
	return &Store{client: rc.StandardClient(), url: url, method: "PUT"}
}

func (s *Store) Save() error {
	req, err := http.NewRequest(s.method, s.url, nil)
	if err != nil {
		return err
	}
	_, err = s.client.Do(req)
	return err
}

// Notifier has a literal that leaves the method out: "" is a GET there.
type Notifier struct {
	client *http.Client
	url    string
	method string
}

func NewNotifier(url string) *Notifier {
	rc := retryablehttp.NewClient()
	return &Notifier{client: rc.StandardClient(), url: url, method: "POST"}
}

func BareNotifier(c *http.Client) *Notifier { return &Notifier{client: c} }

func (n *Notifier) Notify() error {
	req, err := http.NewRequest(n.method, n.url, nil)
	if err != nil {
		return err
	}
	_, err = n.client.Do(req)
	return err
}

// Poster has a setter of its own constant: no one default.
type Poster struct {
	client *http.Client
	url    string
	method string
}

func NewPoster(url string) *Poster {
	rc := retryablehttp.NewClient()
	return &Poster{client: rc.StandardClient(), url: url, method: "POST"}
}

func (p *Poster) AsGet() *Poster { p.method = "GET"; return p }

func (p *Poster) Send() error {
	req, err := http.NewRequest(p.method, p.url, nil)
	if err != nil {
		return err
	}
	_, err = p.client.Do(req)
	return err
}
