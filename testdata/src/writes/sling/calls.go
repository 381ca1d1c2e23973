// Package sling sends requests built by sling's chains: each send is
// classified by the method that the chain's setter nearest to it stores,
// read from sling's own code (chain and sender facts), and a helper that
// sends the builder it is given is classified at each call by the chain
// its caller passes.
package sling

import "github.com/dghubble/sling"

type API struct{ sling *sling.Sling }

type Alarm struct{ ID int64 }

func (api *API) createAlarm(a Alarm) error {
	var out Alarm
	_, err := api.sling.New().Post("/api/alarms").BodyJSON(a).Receive(&out, nil) // want `unkeyed`
	return err
}

func (api *API) readAlarm(id string) error {
	var out Alarm
	_, err := api.sling.New().Get("/api/alarms/" + id).ReceiveSuccess(&out) // want `read`
	return err
}

func (api *API) updateAlarm(id string, a Alarm) error {
	_, err := api.sling.New().Put("/api/alarms/"+id).BodyJSON(a).Receive(nil, nil) // want `idempotent`
	return err
}

// A POST to a search endpoint reads.
func (api *API) search(q map[string]string) error {
	_, err := api.sling.New().Post("/api/search").BodyJSON(q).Receive(nil, nil) // want `read`
	return err
}

// The builder the code holds in a field: nothing set its method here.
func (api *API) again() error {
	_, err := api.sling.Receive(nil, nil)
	return err
}

// call sends the builder it is given: its callers decide what it is.
func (api *API) call(s *sling.Sling, out any) error {
	_, err := s.Receive(out, nil)
	return err
}

func (api *API) createViaHelper(a Alarm) error {
	var out Alarm
	return api.call(api.sling.New().Post("/api/alarms").BodyJSON(a), &out) // want `unkeyed`
}

func (api *API) deleteViaHelper(id string) error {
	return api.call(api.sling.New().Delete("/api/alarms/"+id), nil) // want `idempotent`
}

func (api *API) readViaHelper(id string) error {
	var out Alarm
	return api.call(api.sling.New().Get("/api/alarms/"+id), &out) // want `read`
}
