// Package ignores has //idemvet: directives, well and badly formed.
package ignores

import (
	"context"

	"github.com/google/uuid"
)

type Client struct{}

func (c *Client) Charge(ctx context.Context, amount int64, idempotencyKey string) error { return nil }

func charge(ctx context.Context, c *Client) error {
	var err error
	for i := 0; i < 3; i++ {
		//idemvet:ignore keyinretry the server deduplicates on the amount and the minute
		err = c.Charge(ctx, 1, uuid.NewString())
		if err == nil {
			return nil
		}
		err = c.Charge(ctx, 2, uuid.NewString()) //idemvet:ignore keyinretry same as above
		if err == nil {
			return nil
		}
		err = c.Charge(ctx, 3, uuid.NewString()) //idemvet:ignore keyinretyr typo // want `//idemvet:ignore names unknown analyzer "keyinretyr"`
		if err == nil {
			return nil
		}
		err = c.Charge(ctx, 4, uuid.NewString()) //idemvet:ignore keyinretry // want `gives no reason, so it suppresses nothing`
		if err == nil {
			return nil
		}
		err = c.Charge(ctx, 5, uuid.NewString()) //idemvet:ignore // want `names no analyzer and gives no reason`
		if err == nil {
			return nil
		}
	}
	return err
}

//idemvet:retyr // want `unknown directive //idemvet:retyr`
func helper(op func() error) error { return op() }

func misplaced() {
	//idemvet:retry // want `//idemvet:retry directive is not in a function's doc comment`
	_ = 0
}

func renamed() {
	//idemvet:ignore directive the old name // want `//idemvet:ignore names "directive", the old name of idemvetdirective, so it suppresses nothing`
	_ = 0
	_ = 1 //idemvet:ignore keyinretry,directive both // want `names "directive", the old name of idemvetdirective`
}

func suppressed() {
	//idemvet:ignore idemvetdirective kept for a generator that reads it
	//idemvet:retry
	_ = 0
}
