// Package relay retries stage.Deliver, which calls an interface. // want package:`ifaceretry/stage.Courier.Deliver retried by retry loop at relay/relay.go:14, bound 3`
// Deliver is a function of another package: its fact lists the calls.
package relay

import (
	"context"

	"ifaceretry/stage"
)

// Forward tries three times.
func Forward(ctx context.Context, c stage.Courier, msg string) error { // want Forward:`retries: retry loop at relay/relay.go:14`
	var err error
	for i := 0; i < 3; i++ {
		if err = stage.Deliver(ctx, c, msg); err == nil {
			return nil
		}
	}
	return err
}
