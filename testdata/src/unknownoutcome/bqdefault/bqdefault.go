// Package bqdefault retries appends to BigQuery's default stream, which
// takes no offset: an append retried after a timeout may write its rows
// twice (reported); an append with an offset to a stream that takes one is
// not this rule's, and neither is an append outside any retry or a retry
// that stops on an ambiguous error.
package bqdefault

import (
	"context"
	"errors"
	"fmt"
	"time"

	"cloud.google.com/go/bigquery/storage/apiv1/storagepb"
	"cloud.google.com/go/bigquery/storage/managedwriter"
)

func appendDefaultBad(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.DefaultStream))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		res, err := ms.AppendRows(ctx, rows) // want `unkeyed write ManagedStream.AppendRows is retried on every error by the retry loop at bqdefault.go:23: a timeout here may have appended the rows; the loop appends it again`
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if _, err := res.GetResult(ctx); err == nil {
			return nil
		}
	}
	return errors.New("append failed")
}

// A writer made without a type appends to the default stream.
func appendUntypedBad(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows); err == nil { // want `unkeyed write ManagedStream.AppendRows is retried on every error by the retry loop at bqdefault.go:\d+`
			return nil
		}
	}
	return err
}

// The raw client's send to the default stream, named by its suffix.
func sendDefaultBad(ctx context.Context, stream storagepb.BigQueryWrite_AppendRowsClient, table string) error {
	req := &storagepb.AppendRowsRequest{WriteStream: fmt.Sprintf("%s/streams/_default", table)}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = stream.Send(req); err == nil { // want `unkeyed write BigQueryWrite_AppendRowsClient.Send is retried on every error by the retry loop at bqdefault.go:\d+`
			return nil
		}
	}
	return err
}

// Correct: a timeout stops the retry and reports the outcome as unknown.
func appendDefaultGood(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		_, err = ms.AppendRows(ctx, rows)
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("outcome unknown (the rows may have been appended): %w", err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the default stream appended to once, outside any retry.
func appendDefaultOnce(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
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

// A committed stream appended to with its offset: a retry gets
// ALREADY_EXISTS, not this rule's.
func appendCommittedOffset(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte, offset int64) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows, managedwriter.WithOffset(offset)); err == nil {
			return nil
		}
	}
	return err
}

// A raw send to a stream whose type is decided where it was created: not
// classified.
func sendNamed(ctx context.Context, stream storagepb.BigQueryWrite_AppendRowsClient, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = stream.Send(&storagepb.AppendRowsRequest{WriteStream: name}); err == nil {
			return nil
		}
	}
	return err
}

// A writer kept in a field, made with its error (w.ms, err = ...).
type writer struct{ ms *managedwriter.ManagedStream }

func (w *writer) open(ctx context.Context, c *managedwriter.Client, table string) error {
	var err error
	w.ms, err = c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	return err
}

func (w *writer) write(ctx context.Context, rows [][]byte) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if _, err = w.ms.AppendRows(ctx, rows); err == nil { // want `unkeyed write ManagedStream.AppendRows is retried on every error by the retry loop at bqdefault.go:\d+`
			return nil
		}
	}
	return err
}
