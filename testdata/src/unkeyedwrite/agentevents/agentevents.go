// Package agentevents sends input to an openai-go agent session in a
// retry. The operation takes an Idempotency-Key through
// params.IdempotencyKey, so an event sent without one is reported, and the
// fix sets a key made once, before the loop, with openai.String; an event
// with a key (silent), a create that takes no key (not this analyzer's)
// and a model call (a read) are silent.
package agentevents

import (
	"context"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

func sendBad(ctx context.Context, client openai.Client, session, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = client.Beta.Agents.Sessions.Events.New(ctx, session, openai.BetaAgentSessionEventNewParams{Events: []openai.AgentSessionInputParamUnion{{Text: text}}}) // want `BetaAgentSessionEventService.New is sent without an idempotency key inside the retry loop at agentevents.go:\d+: each attempt reaches the server as a new request, so a write that committed before a timeout is made again`
		if err == nil {
			return nil
		}
	}
	return err
}

func sendBadVar(ctx context.Context, client openai.Client, session, text string) error {
	params := openai.BetaAgentSessionEventNewParams{Events: []openai.AgentSessionInputParamUnion{{Text: text}}}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Beta.Agents.Sessions.Events.New(ctx, session, params); err == nil { // want `BetaAgentSessionEventService.New is sent without an idempotency key inside the retry loop at agentevents.go:\d+`
			return nil
		}
	}
	return err
}

func sendKeyed(ctx context.Context, client openai.Client, session, text, key string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = client.Beta.Agents.Sessions.Events.New(ctx, session, openai.BetaAgentSessionEventNewParams{Events: []openai.AgentSessionInputParamUnion{{Text: text}}, IdempotencyKey: openai.String(key)})
		if err == nil {
			return nil
		}
	}
	return err
}

func uploadTwin(ctx context.Context, client openai.Client, data string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Files.New(ctx, openai.FileNewParams{File: strings.NewReader(data), Purpose: openai.FilePurposeBatch}); err == nil {
			return nil
		}
	}
	return err
}

// The SDK's service behind an interface of the program.
type eventsAPI interface {
	New(ctx context.Context, sessionID string, params openai.BetaAgentSessionEventNewParams, opts ...option.RequestOption) error
}

type steerer struct{ events eventsAPI }

func (s *steerer) steer(ctx context.Context, session, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = s.events.New(ctx, session, openai.BetaAgentSessionEventNewParams{Events: []openai.AgentSessionInputParamUnion{{Text: text}}}); err == nil { // want `eventsAPI.New \(via its only implementation BetaAgentSessionEventService.New\) is sent without an idempotency key inside the retry loop at agentevents.go:\d+`
			return nil
		}
	}
	return err
}
