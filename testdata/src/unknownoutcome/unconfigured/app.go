// Package unconfigured retries the calls of a client that no configuration
// classifies: the pass cannot tell what they do, and reports nothing.
package unconfigured

import (
	"context"
	"time"

	"writescfg/ledger"
)

func charge(ctx context.Context, account string, amount int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = ledger.Append(ctx, ledger.Entry{Account: account, Amount: amount})
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
