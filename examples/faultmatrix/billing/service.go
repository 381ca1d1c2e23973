// Package billing is a fake payment service and a fault injector for it.
//
// The service keeps a ledger of the charges it has really made and honours
// an Idempotency-Key header as payment APIs do: a request with a key it has
// seen, and the same arguments, gets the first response again without a new
// charge; the same key with other arguments is refused. The injector is an
// http.RoundTripper that hands requests to the service in-process and
// injects the three faults that fool a client into a duplicate.
package billing

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
)

// KeyHeader is the request header that carries an idempotency key.
const KeyHeader = "Idempotency-Key"

// ReplayHeader marks a response replayed for a key the service has seen.
const ReplayHeader = "Idempotent-Replayed"

// ChargeRequest is the body of POST /charges.
type ChargeRequest struct {
	Customer    string `json:"customer"`
	AmountCents int64  `json:"amount_cents"`
	Order       string `json:"order"`
}

// Charge is a charge the service has made.
type Charge struct {
	ID string `json:"id"`
	ChargeRequest
	Key string `json:"-"`
}

// A response the service stored for an idempotency key.
type stored struct {
	req    ChargeRequest
	status int
	body   []byte
}

// Service is the fake billing service: POST /charges makes a charge, GET
// /charges?customer=ID lists a customer's charges.
type Service struct {
	mu      sync.Mutex
	charges []Charge
	keys    map[string]stored
	replays int
	refused int
}

// NewService returns a service with an empty ledger.
func NewService() *Service {
	return &Service{keys: map[string]stored{}}
}

// Charges returns the ledger: every charge really made, in order.
func (s *Service) Charges() []Charge {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Charge(nil), s.charges...)
}

// Replays counts the requests answered from a stored key.
func (s *Service) Replays() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.replays
}

// Refused counts the requests refused for reusing a key with other
// arguments.
func (s *Service) Refused() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refused
}

func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/charges" {
		http.NotFound(w, r)
		return
	}
	switch r.Method {
	case http.MethodPost:
		s.create(w, r)
	case http.MethodGet:
		s.list(w, r)
	default:
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
	}
}

func (s *Service) create(w http.ResponseWriter, r *http.Request) {
	var req ChargeRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Customer == "" || req.AmountCents <= 0 {
		http.Error(w, "bad charge request", http.StatusBadRequest)
		return
	}
	key := r.Header.Get(KeyHeader)
	s.mu.Lock()
	defer s.mu.Unlock()
	if key != "" {
		if st, ok := s.keys[key]; ok {
			if st.req != req {
				s.refused++
				http.Error(w, "idempotency key reused with different arguments", http.StatusUnprocessableEntity)
				return
			}
			s.replays++
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set(ReplayHeader, "true")
			w.WriteHeader(st.status)
			w.Write(st.body)
			return
		}
	}
	c := Charge{ID: fmt.Sprintf("ch_%d", len(s.charges)+1), ChargeRequest: req, Key: key}
	s.charges = append(s.charges, c)
	body, _ := json.Marshal(c)
	if key != "" {
		s.keys[key] = stored{req: req, status: http.StatusCreated, body: body}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	w.Write(body)
}

func (s *Service) list(w http.ResponseWriter, r *http.Request) {
	customer := r.URL.Query().Get("customer")
	s.mu.Lock()
	var out []Charge
	for _, c := range s.charges {
		if c.Customer == customer {
			out = append(out, c)
		}
	}
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
