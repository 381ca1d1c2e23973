// Package bqiface appends to BigQuery's default stream through an
// interface of its own, which the program fills with the
// *managedwriter.ManagedStream it makes: an append retried after a timeout
// may write its rows twice (reported). An interface whose value is also
// another type, or comes from the caller, is not followed (silent).
package bqiface

import (
	"context"

	"cloud.google.com/go/bigquery/storage/managedwriter"
)

// appender is the part of *managedwriter.ManagedStream the sink uses.
type appender interface {
	AppendRows(ctx context.Context, rows [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error)
}

type sink struct{ stream appender }

func newSink(ctx context.Context, c *managedwriter.Client, table string) (*sink, error) {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.DefaultStream))
	if err != nil {
		return nil, err
	}
	return &sink{stream: ms}, nil
}

func (s *sink) writeBad(ctx context.Context, rows [][]byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.stream.AppendRows(ctx, rows); err == nil { // want `unkeyed write appender.AppendRows \(ManagedStream.AppendRows\) is retried on every error by the retry loop at bqiface.go:31: a timeout here may have appended the rows; the loop appends it again`
			return nil
		}
	}
	return err
}

// A local variable of the interface type.
func writeLocalBad(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return err
	}
	var a appender = ms
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = a.AppendRows(ctx, rows); err == nil { // want `unkeyed write appender.AppendRows \(ManagedStream.AppendRows\) is retried on every error by the retry loop at bqiface.go:\d+`
			return nil
		}
	}
	return err
}

// A second implementation of the sink's own interface, which a second
// constructor puts in the same field: which one a call reaches is not
// followed, silent.
type rowAppender interface {
	AppendRows(ctx context.Context, rows [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error)
}

type memAppender struct{ rows [][]byte }

func (m *memAppender) AppendRows(ctx context.Context, rows [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error) {
	m.rows = append(m.rows, rows...)
	return &managedwriter.AppendResult{}, nil
}

type twoSink struct{ stream rowAppender }

func newTwoSink(ctx context.Context, c *managedwriter.Client, table string) (*twoSink, error) {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table))
	if err != nil {
		return nil, err
	}
	return &twoSink{stream: ms}, nil
}

func newMemSink() *twoSink { return &twoSink{stream: &memAppender{}} }

func (s *twoSink) write(ctx context.Context, rows [][]byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.stream.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	return err
}

// The stream is the caller's: what it appends to is not known here.
func writeGiven(ctx context.Context, a appender, rows [][]byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = a.AppendRows(ctx, rows); err == nil {
			return nil
		}
	}
	return err
}

// A committed stream appended to with its offset: keyed, not this rule's.
func writeOffset(ctx context.Context, c *managedwriter.Client, table string, rows [][]byte, offset int64) error {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return err
	}
	var a appender = ms
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = a.AppendRows(ctx, rows, managedwriter.WithOffset(offset)); err == nil {
			return nil
		}
	}
	return err
}
