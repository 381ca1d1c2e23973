// Package keyfields retries writes whose key field is a plain string, not
// a *string: go-pagerduty's V2Event.DedupKey, square-go-sdk's
// IdempotencyKey and Google Cloud's RequestId, which must be a UUID. The
// fixes set the string itself.
package keyfields

import (
	"context"

	alloydb "cloud.google.com/go/alloydb/apiv1"
	"cloud.google.com/go/alloydb/apiv1/alloydbpb"
	"github.com/PagerDuty/go-pagerduty"
	square "github.com/square/square-go-sdk/v3"
	"github.com/square/square-go-sdk/v3/payments"
)

func page(routingKey, summary string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = pagerduty.ManageEvent(pagerduty.V2Event{ // want `pagerduty.ManageEvent is sent without an idempotency key inside the retry loop at keyfields.go:19`
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

func pageClient(ctx context.Context, c *pagerduty.Client, routingKey string) error {
	ev := &pagerduty.V2Event{RoutingKey: routingKey, Action: "trigger"}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.ManageEventWithContext(ctx, ev); err == nil { // want `Client.ManageEventWithContext is sent without an idempotency key inside the retry loop at keyfields.go:35`
			return nil
		}
	}
	return err
}

func charge(ctx context.Context, c *payments.Client, source string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.Create(ctx, &square.CreatePaymentRequest{SourceID: source}); err == nil { // want `Client.Create is sent without an idempotency key inside the retry loop at keyfields.go:45`
			return nil
		}
	}
	return err
}

func createInstance(ctx context.Context, c *alloydb.AlloyDBAdminClient, parent, id string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.CreateInstance(ctx, &alloydbpb.CreateInstanceRequest{Parent: parent, InstanceId: id}); err == nil { // want `AlloyDBAdminClient.CreateInstance is sent without an idempotency key inside the retry loop at keyfields.go:55`
			return nil
		}
	}
	return err
}

// The silent twins: one key, made before the retry.

func pageGood(routingKey, summary, incident string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = pagerduty.ManageEvent(pagerduty.V2Event{RoutingKey: routingKey, Action: "trigger", DedupKey: incident})
		if err == nil {
			return nil
		}
	}
	return err
}

func chargeGood(ctx context.Context, c *payments.Client, source, orderID string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.Create(ctx, &square.CreatePaymentRequest{SourceID: source, IdempotencyKey: orderID}); err == nil {
			return nil
		}
	}
	return err
}

func createInstanceGood(ctx context.Context, c *alloydb.AlloyDBAdminClient, parent, id, requestID string) error {
	req := &alloydbpb.CreateInstanceRequest{Parent: parent, InstanceId: id, RequestId: requestID}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.CreateInstance(ctx, req); err == nil {
			return nil
		}
	}
	return err
}

// Reads and removals need no key.
func getInstance(ctx context.Context, c *alloydb.AlloyDBAdminClient, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.GetInstance(ctx, &alloydbpb.GetInstanceRequest{Name: name}); err == nil {
			return nil
		}
	}
	return err
}
