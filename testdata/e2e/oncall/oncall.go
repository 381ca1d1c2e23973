// Package oncall pages through go-pagerduty's Events API v2, whose
// V2Event.DedupKey is a plain string: a trigger without one opens a new
// alert on each send.
package oncall

import (
	"context"

	"github.com/PagerDuty/go-pagerduty"
)

// Page retries a trigger without a dedup key.
func Page(ctx context.Context, routingKey, summary string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = pagerduty.ManageEventWithContext(ctx, pagerduty.V2Event{ // want: unkeyedwrite "pagerduty.ManageEventWithContext is sent without an idempotency key inside the retry loop at oncall.go:\d+"
			RoutingKey: routingKey,
			Action:     "trigger",
			Payload:    &pagerduty.V2Payload{Summary: summary, Source: "billing", Severity: "error"},
		})
		if err == nil {
			return nil
		}
	}
	return err
}

// PageOnce retries a trigger under one dedup key: a second send joins the
// open alert.
func PageOnce(ctx context.Context, c *pagerduty.Client, routingKey, incident string) error {
	ev := &pagerduty.V2Event{RoutingKey: routingKey, Action: "trigger", DedupKey: incident}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.ManageEventWithContext(ctx, ev); err == nil {
			return nil
		}
	}
	return err
}
