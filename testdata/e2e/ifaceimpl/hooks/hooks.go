// Package hooks declares the interfaces a program calls its outbound hooks
// through, with their implementations: a pager whose one implementation
// posts to a chat API not known to take a key, and a document store with
// two, one of which is a PUT.
package hooks

import (
	"bytes"
	"context"
	"net/http"
)

// Pager is implemented by ChatPager alone in the program.
type Pager interface {
	PageOnCall(ctx context.Context, text string) error
}

// ChatPager pages through a chat API.
type ChatPager struct {
	HTTP *http.Client
}

// PageOnCall posts a page to the on-call channel: a raw POST with no key.
func (p *ChatPager) PageOnCall(ctx context.Context, text string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example.com/api/chat.postMessage", bytes.NewReader([]byte("#oncall: "+text)))
	if err != nil {
		return err
	}
	resp, err := p.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// DocStore has two implementations, one of which is naturally idempotent:
// which one runs cannot be told.
type DocStore interface {
	StoreDoc(ctx context.Context, doc []byte) error
}

// PostStore posts each document as a new one.
type PostStore struct {
	HTTP *http.Client
	Base string
}

// StoreDoc posts the document.
func (s *PostStore) StoreDoc(ctx context.Context, doc []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.Base+"/docs", bytes.NewReader(doc))
	if err != nil {
		return err
	}
	resp, err := s.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PutStore puts the document at a fixed path.
type PutStore struct {
	HTTP *http.Client
	Base string
}

// StoreDoc puts the document.
func (s PutStore) StoreDoc(ctx context.Context, doc []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, s.Base+"/mirror", bytes.NewReader(doc))
	if err != nil {
		return err
	}
	resp, err := s.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
