// Package bqoffset appends to BigQuery streams with offsets computed in a
// retry loop: an offset that moves with the attempt counter names a new
// position on each attempt, so a retry of rows already written is written
// again at the next one; the offset the batch was meant for does not.
package bqoffset

import (
	"context"

	"cloud.google.com/go/bigquery/storage/managedwriter"
)

func counterOffset(ctx context.Context, ms *managedwriter.ManagedStream, rows [][]byte, base int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows, managedwriter.WithOffset(base+int64(attempt))); err == nil { // want `idempotency key for the offset of WithOffset is built from the attempt counter attempt of the retry loop`
			return nil
		}
	}
	return err
}

// Correct: the batch's offset, the same on every attempt.
func stableOffset(ctx context.Context, ms *managedwriter.ManagedStream, rows [][]byte, base int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows, managedwriter.WithOffset(base)); err == nil {
			return nil
		}
	}
	return err
}

// Correct: a loop over batches, each at the offset after the last; no
// retry.
func batches(ctx context.Context, ms *managedwriter.ManagedStream, all [][][]byte) error {
	var offset int64
	for _, rows := range all {
		res, err := ms.AppendRows(ctx, rows, managedwriter.WithOffset(offset))
		if err != nil {
			return err
		}
		if _, err := res.GetResult(ctx); err != nil {
			return err
		}
		offset += int64(len(rows))
	}
	return nil
}
