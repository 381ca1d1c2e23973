// Package bqwriter appends to BigQuery through writers that retry failed
// appends themselves (EnableWriteRetries(true): 4 attempts) inside retry
// layers of its own.
package bqwriter

import (
	"context"
	"time"

	"cloud.google.com/go/bigquery/storage/managedwriter"
)

// The writer serves the loop alone: its retries are turned off.
func loopOwnWriter(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.EnableWriteRetries(true))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		res, err := ms.AppendRows(ctx, rows) // want `ms.AppendRows retries failed appends itself \(bigquery storage write: the writer is made with EnableWriteRetries\(true\)\) inside the retry loop at bqwriter.go:\d+ with no shared budget: up to 3 × 4 = 12 calls for one failing operation`
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if _, err = res.GetResult(ctx); err == nil {
			return nil
		}
	}
	return nil
}

// A writer closed outside the loop still serves the loop alone.
func loopClosedWriter(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream), managedwriter.EnableWriteRetries(true))
	if err != nil {
		return err
	}
	defer ms.Close()
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows, managedwriter.WithOffset(0)); err == nil { // want `ms.AppendRows retries failed appends itself .* up to 3 × 4 = 12 calls`
			return nil
		}
	}
	return err
}

// Correct: the writer's retries are off (the default); the loop is the
// only layer.
func loopNoWriterRetries(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.EnableWriteRetries(false))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	return err
}

// Correct: the writer retries, and nothing retries around it.
func once(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.EnableWriteRetries(true))
	if err != nil {
		return err
	}
	res, err := ms.AppendRows(ctx, rows)
	if err != nil {
		return err
	}
	_, err = res.GetResult(ctx)
	return err
}
