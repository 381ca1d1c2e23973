// Package sink appends rows to BigQuery through an interface of its own
// that holds the *managedwriter.ManagedStream it makes, against the real
// cloud.google.com/go/bigquery module: an append to the default stream
// retried on every error may write its rows twice; one to a committed
// stream without an offset is written again at the end of the stream; an
// interface that may hold another type is not followed.
package sink

import (
	"context"
	"time"

	"cloud.google.com/go/bigquery/storage/managedwriter"
)

// appender is the part of *managedwriter.ManagedStream the sinks use.
type appender interface {
	AppendRows(ctx context.Context, data [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error)
}

// Default appends to a table's default stream.
type Default struct{ stream appender }

// NewDefault opens the default stream of table.
func NewDefault(ctx context.Context, c *managedwriter.Client, table string) (*Default, error) {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.DefaultStream))
	if err != nil {
		return nil, err
	}
	return &Default{stream: ms}, nil
}

// Write retries the append on every error.
func (d *Default) Write(ctx context.Context, rows [][]byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = d.stream.AppendRows(ctx, rows); err == nil { // want: unknownoutcome "unkeyed write appender.AppendRows \(ManagedStream.AppendRows\) is retried on every error by the retry loop at sink.go:\d+: a timeout here may have appended the rows; the loop appends it again"
			return nil
		}
	}
	return err
}

// Committed appends to a committed stream it tracks the offset of.
type Committed struct{ stream appender }

// NewCommitted opens a committed stream on table.
func NewCommitted(ctx context.Context, c *managedwriter.Client, table string) (*Committed, error) {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return nil, err
	}
	return &Committed{stream: ms}, nil
}

// Load retries each batch without its offset.
func (c *Committed) Load(ctx context.Context, batches [][][]byte) error {
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := c.stream.AppendRows(ctx, rows) // want: unkeyedwrite "appender.AppendRows \(ManagedStream.AppendRows\) appends to a CommittedStream \(made at sink.go:\d+\) without an offset inside the retry loop at sink.go:\d+"
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

// LoadOffset retries each batch with its offset: a retry gets
// ALREADY_EXISTS.
func (c *Committed) LoadOffset(ctx context.Context, batches [][][]byte) error {
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := c.stream.AppendRows(ctx, rows, managedwriter.WithOffset(offset))
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

// Memory keeps rows in memory, for runs without BigQuery.
type Memory struct{ Rows [][]byte }

// AppendRows keeps rows.
func (m *Memory) AppendRows(ctx context.Context, data [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error) {
	m.Rows = append(m.Rows, data...)
	return nil, nil
}

// Either appends to the default stream or to memory.
type Either struct{ stream appender }

// NewEither opens the default stream of table, or memory without a table.
func NewEither(ctx context.Context, c *managedwriter.Client, table string) (*Either, error) {
	if table == "" {
		return &Either{stream: &Memory{}}, nil
	}
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return nil, err
	}
	return &Either{stream: ms}, nil
}

// Write retries the append: which one it reaches is not followed.
func (e *Either) Write(ctx context.Context, rows [][]byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = e.stream.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	return err
}
