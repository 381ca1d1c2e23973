// Package ledger is a project's own ledger client: Append adds an entry
// on each call, and takes no key.
package ledger

import "context"

type Entry struct {
	Account string
	Amount  int64
}

func Append(ctx context.Context, e Entry) error { return post(ctx, e) }

var post = func(ctx context.Context, e Entry) error { return nil }
