// Package bqappend appends rows to BigQuery Storage Write API streams where
// the append can run again: an append without an offset to a committed,
// pending or buffered stream is written again at the end of the stream,
// while one with the offset it expects gets ALREADY_EXISTS the second
// time.
package bqappend

import (
	"context"
	"time"

	"cloud.google.com/go/bigquery/storage/managedwriter"
	"github.com/cenkalti/backoff/v4"
)

// A committed stream appended to without an offset in a retry loop, with
// the stream's offset tracked beside it: the fix passes it.
func Committed(ctx context.Context, c *managedwriter.Client, table string, batches [][][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := ms.AppendRows(ctx, rows) // want `ManagedStream.AppendRows appends to a CommittedStream \(made at bqappend.go:19\) without an offset inside the retry loop at bqappend.go:25: each attempt appends the rows again at the end of the stream, so rows written before a timeout are written twice; the stream's offset is tracked in offset \(bqappend.go:23\)`
			if err == nil {
				if _, err = res.GetResult(ctx); err == nil {
					break
				}
			}
			time.Sleep(time.Second)
		}
		offset += int64(len(rows))
	}
	return nil
}

// A pending stream in backoff.Retry, the offset an int advanced after
// each batch: converted.
func Pending(ctx context.Context, c *managedwriter.Client, table string, batches [][][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.PendingStream))
	if err != nil {
		return err
	}
	nextOffset := 0
	for _, rows := range batches {
		err := backoff.Retry(func() error {
			res, err := ms.AppendRows(ctx, rows) // want `ManagedStream.AppendRows appends to a PendingStream \(made at bqappend.go:\d+\) without an offset inside the backoff.Retry at bqappend.go:\d+: .* tracked in nextOffset`
			if err != nil {
				return err
			}
			_, err = res.GetResult(ctx)
			return err
		}, backoff.NewExponentialBackOff())
		if err != nil {
			return err
		}
		nextOffset += len(rows)
	}
	return nil
}

// A parameter named as an offset says what the caller meant, not where
// the stream this function makes is: nothing is reported.
func OffsetParam(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte, offset int64) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := ms.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	return nil
}

// Correct: the append names its offset; a retry gets ALREADY_EXISTS.
func WithOffset(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte, offset int64) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		res, err := ms.AppendRows(ctx, rows, managedwriter.WithOffset(offset))
		if err == nil {
			if _, err = res.GetResult(ctx); err == nil {
				return nil
			}
		}
		time.Sleep(time.Second)
	}
	return nil
}

// Correct: a pending stream appended to with its offset in a loop over
// batches.
func PendingLoop(ctx context.Context, c *managedwriter.Client, table string, batches [][][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.PendingStream))
	if err != nil {
		return err
	}
	var offset int64
	for attempt := 0; attempt < 3; attempt++ {
		res, err := ms.AppendRows(ctx, batches[0], managedwriter.WithOffset(offset))
		if err != nil {
			continue
		}
		if _, err := res.GetResult(ctx); err == nil {
			break
		}
	}
	return nil
}

// No offset tracked in reach: what the offset should be cannot be told,
// so nothing is reported.
func NoOffset(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := ms.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	return nil
}

// An offset never advanced says nothing of where each batch goes: nothing
// is reported.
func NeverAdvanced(ctx context.Context, c *managedwriter.Client, table string, batches [][][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			if _, err := ms.AppendRows(ctx, rows); err == nil {
				break
			}
		}
	}
	_ = offset
	return nil
}

// The stream is made inside the retry: a new stream on each attempt, where
// an offset does not keep a second copy out; nothing is reported here.
func StreamPerAttempt(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	var offset int64
	for attempt := 0; attempt < 3; attempt++ {
		ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
		if err != nil {
			continue
		}
		if _, err := ms.AppendRows(ctx, rows); err == nil {
			return nil
		}
		offset++
	}
	return nil
}

// The default stream takes no offset: not this rule's.
func Default(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return err
	}
	var offset int64
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := ms.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	_ = offset
	return nil
}

// A stream named by the caller: its type cannot be seen.
func Named(ctx context.Context, c *managedwriter.Client, name string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithStreamName(name))
	if err != nil {
		return err
	}
	var offset int64
	for attempt := 0; attempt < 3; attempt++ {
		if _, err := ms.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	_ = offset
	return nil
}
