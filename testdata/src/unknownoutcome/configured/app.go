// Package configured retries the calls of a client that the .idemvet.yml
// beside it classifies with its writes key.
package configured

import (
	"context"
	"time"

	"writescfg/ledger"
)

func charge(ctx context.Context, account string, amount int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = ledger.Append(ctx, ledger.Entry{Account: account, Amount: amount}) // want `unkeyed write ledger.Append is retried on every error by the retry loop at app.go:14`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
