// Package writer appends rows to BigQuery through the Storage Write API,
// against the real cloud.google.com/go/bigquery module.
package writer

import (
	"context"
	"errors"
	"fmt"
	"time"

	"cloud.google.com/go/bigquery/storage/apiv1/storagepb"
	"cloud.google.com/go/bigquery/storage/managedwriter"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// Committed appends batches to a committed stream, retrying each batch
// without its offset, which the code tracks beside it.
func Committed(ctx context.Context, c *managedwriter.Client, table string, batches [][][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	defer ms.Close()
	var offset int64
	for _, rows := range batches {
		var err error
		for attempt := 0; attempt < 3; attempt++ {
			var res *managedwriter.AppendResult
			res, err = ms.AppendRows(ctx, rows) // want: unkeyedwrite "ManagedStream.AppendRows appends to a CommittedStream \(made at writer.go:\d+\) without an offset inside the retry loop at writer.go:\d+: each attempt appends the rows again"
			if err == nil {
				if _, err = res.GetResult(ctx); err == nil {
					break
				}
			}
			time.Sleep(time.Second)
		}
		if err != nil {
			return err
		}
		offset += int64(len(rows))
	}
	return nil
}

// Default retries appends to the default stream, which takes no offset.
func Default(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return err
	}
	defer ms.Close()
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows); err == nil { // want: unknownoutcome "unkeyed write ManagedStream.AppendRows is retried on every error by the retry loop at writer.go:\d+: a timeout here may have appended the rows"
			return nil
		}
	}
	return err
}

// Raw sends a request to the default stream with the raw client's stream.
func Raw(stream storagepb.BigQueryWrite_AppendRowsClient, table string) error {
	req := &storagepb.AppendRowsRequest{WriteStream: fmt.Sprintf("%s/streams/_default", table)}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = stream.Send(req); err == nil { // want: unknownoutcome "unkeyed write BigQueryWrite_AppendRowsClient.Send is retried on every error"
			return nil
		}
	}
	return err
}

// Correct: each batch is sent with its offset; a retry gets ALREADY_EXISTS.
func Pending(ctx context.Context, c *managedwriter.Client, table string, batches [][][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.PendingStream))
	if err != nil {
		return err
	}
	defer ms.Close()
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := ms.AppendRows(ctx, rows, managedwriter.WithOffset(offset))
			if err != nil {
				continue
			}
			if _, err = res.GetResult(ctx); err == nil {
				break
			}
		}
		offset += int64(len(rows))
	}
	_, err = ms.Finalize(ctx)
	return err
}

// Correct: the raw request carries its offset.
func RawOffset(stream storagepb.BigQueryWrite_AppendRowsClient, name string, offset int64) error {
	req := &storagepb.AppendRowsRequest{WriteStream: name, Offset: wrapperspb.Int64(offset)}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = stream.Send(req); err == nil {
			return nil
		}
	}
	return err
}

// Correct: the default stream appended to once, outside any retry.
func Once(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return err
	}
	defer ms.Close()
	res, err := ms.AppendRows(ctx, rows)
	if err != nil {
		return err
	}
	if _, err := res.GetResult(ctx); err != nil {
		return errors.Join(errors.New("append failed"), err)
	}
	return nil
}

// Retrying appends through a writer that retries failed appends itself,
// inside a retry loop of its own.
func Retrying(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte, offset int64) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream), managedwriter.EnableWriteRetries(true))
	if err != nil {
		return err
	}
	defer ms.Close()
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows, managedwriter.WithOffset(offset)); err == nil { // want: nestedretry "ms.AppendRows retries failed appends itself \(bigquery storage write: the writer is made with EnableWriteRetries\(true\)\) inside the retry loop at writer.go:\d+ with no shared budget: up to 3 × 4 = 12 calls"
			return nil
		}
	}
	return err
}

// Moving appends at an offset that moves with the attempt counter.
func Moving(ctx context.Context, ms *managedwriter.ManagedStream, rows [][]byte, base int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = ms.AppendRows(ctx, rows, managedwriter.WithOffset(base+int64(attempt))); err == nil { // want: keyinretry "idempotency key for the offset of WithOffset is built from the attempt counter attempt of the retry loop"
			return nil
		}
	}
	return err
}
