// Package helperretry sends every request of its API through one helper
// that calls itself again when the response's status asks for another
// attempt (terraform-provider-cloudamqp's callWithRetry), whatever the
// method. A create whose response names what it made is reported at the
// call; a POST that reads no identifier back, a GET and a PUT are not.
package helperretry

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/dghubble/sling"
)

type API struct{ sling *sling.Sling }

type request struct {
	attempt int
	sleep   time.Duration
	data    any
}

type statusDecision struct {
	shouldRetry bool
	err         error
}

func (api *API) callWithRetry(ctx context.Context, s *sling.Sling, req request) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	response, err := s.Receive(req.data, nil)
	if err != nil {
		return err
	}
	decision := handleStatus(response.StatusCode)
	if decision.err != nil {
		return decision.err
	}
	if !decision.shouldRetry {
		return nil
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(req.sleep):
		req.attempt++
		return api.callWithRetry(ctx, s, req)
	}
}

func handleStatus(status int) statusDecision {
	switch status {
	case 200, 201, 204:
		return statusDecision{}
	case 429, 503:
		return statusDecision{shouldRetry: true}
	}
	return statusDecision{err: fmt.Errorf("unexpected status code: %d", status)}
}

type Alarm struct {
	ID   int64
	Name string
}

// CreateAlarm reads the new alarm's ID from the response.
func (api *API) CreateAlarm(ctx context.Context, a Alarm) (int64, error) {
	var data Alarm
	err := api.callWithRetry(ctx, api.sling.New().Post("/api/alarms").BodyJSON(a), request{attempt: 1, sleep: time.Second, data: &data}) // want `unkeyed write API.callWithRetry \(POST\) is sent again by the recursive retry at api.go:50, inside callWithRetry, on a failure that may hide a success: a timeout or 5xx here may have created the alarm \(the response's identifier is read at api.go:76\), and callWithRetry creates it again`
	if err != nil {
		return 0, err
	}
	return data.ID, nil
}

// CreateVPC reads the identifier from a map.
func (api *API) CreateVPC(ctx context.Context, params map[string]any) (string, error) {
	var data map[string]any
	if err := api.callWithRetry(ctx, api.sling.New().Post("/api/vpcs").BodyJSON(params), request{sleep: time.Second, data: &data}); err != nil { // want `unkeyed write API.callWithRetry \(POST\) is sent again by the recursive retry at api.go:50, inside callWithRetry, on a failure that may hide a success: a timeout or 5xx here may have created the vpc \(the response's identifier is read at api.go:85\)`
		return "", err
	}
	return fmt.Sprint(data["id"]), nil
}

type Recipient struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

type Job struct {
	ID *string `json:"job_id"`
}

// CreateRecipient returns the new recipient, which the response names.
func (api *API) CreateRecipient(ctx context.Context, name string) (*Recipient, error) {
	var data *Recipient
	err := api.callWithRetry(ctx, api.sling.New().Post("/api/recipients").BodyJSON(name), request{sleep: time.Second, data: &data}) // want `may have created the recipient \(the response's identifier is returned at api.go:104\)`
	if err != nil {
		return nil, err
	}
	return data, nil
}

// StartJob returns a job, whose id names no resource the POST made.
func (api *API) StartJob(ctx context.Context, conf string) (Job, error) {
	var data Job
	err := api.callWithRetry(ctx, api.sling.New().Post("/api/config").BodyJSON(conf), request{sleep: time.Second, data: &data})
	return data, err
}

// SetMaintenance posts a setting and reads nothing back: no evidence that
// the POST makes anything new.
func (api *API) SetMaintenance(ctx context.Context, window string) error {
	return api.callWithRetry(ctx, api.sling.New().Post("/api/maintenance/settings").BodyJSON(window), request{sleep: time.Second})
}

// ReadAlarm and UpdateAlarm repeat harmlessly.
func (api *API) ReadAlarm(ctx context.Context, id string) (int64, error) {
	var data Alarm
	err := api.callWithRetry(ctx, api.sling.New().Get("/api/alarms/"+id), request{sleep: time.Second, data: &data})
	return data.ID, err
}

func (api *API) UpdateAlarm(ctx context.Context, id string, a Alarm) (int64, error) {
	var data Alarm
	err := api.callWithRetry(ctx, api.sling.New().Put("/api/alarms/"+id).BodyJSON(a), request{sleep: time.Second, data: &data})
	return data.ID, err
}

// once sends once: no retry, nothing reported.
func (api *API) once(s *sling.Sling, out any) error {
	_, err := s.Receive(out, nil)
	return err
}

func (api *API) CreateOnce(a Alarm) (int64, error) {
	var data Alarm
	err := api.once(api.sling.New().Post("/api/alarms").BodyJSON(a), &data)
	return data.ID, err
}

var _ = http.MethodGet
