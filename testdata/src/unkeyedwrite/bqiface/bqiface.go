// Package bqiface appends to a committed BigQuery stream through an
// interface of its own that holds the *managedwriter.ManagedStream it
// makes: an append without an offset in a retry loop is written again at
// the end of the stream (reported); the same append with its offset, and
// an interface that may hold another type, are not.
package bqiface

import (
	"context"
	"time"

	"cloud.google.com/go/bigquery/storage/managedwriter"
)

type appender interface {
	AppendRows(ctx context.Context, rows [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error)
}

type loader struct{ stream appender }

func newLoader(ctx context.Context, c *managedwriter.Client, table string) (*loader, error) {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return nil, err
	}
	return &loader{stream: ms}, nil
}

func (l *loader) loadBad(ctx context.Context, batches [][][]byte) error {
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := l.stream.AppendRows(ctx, rows) // want `appender.AppendRows \(ManagedStream.AppendRows\) appends to a CommittedStream \(made at bqiface.go:22\) without an offset inside the retry loop at bqiface.go:32: each attempt appends the rows again at the end of the stream, so rows written before a timeout are written twice; the stream's offset is tracked in offset \(bqiface.go:30\)`
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

// The same append with its offset: a retry gets ALREADY_EXISTS.
func (l *loader) loadGood(ctx context.Context, batches [][][]byte) error {
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := l.stream.AppendRows(ctx, rows, managedwriter.WithOffset(offset))
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

// A field that a double of this package, made by a second constructor,
// may also hold: silent.
type fake struct{}

func (fake) AppendRows(ctx context.Context, rows [][]byte, opts ...managedwriter.AppendOption) (*managedwriter.AppendResult, error) {
	return &managedwriter.AppendResult{}, nil
}

type otherLoader struct{ stream appender }

func newOtherLoader(ctx context.Context, c *managedwriter.Client, table string) (*otherLoader, error) {
	ms, err := c.NewManagedStream(ctx, managedwriter.WithDestinationTable(table), managedwriter.WithType(managedwriter.CommittedStream))
	if err != nil {
		return nil, err
	}
	return &otherLoader{stream: ms}, nil
}

func newOtherFake() *otherLoader { return &otherLoader{stream: fake{}} }

func (l *otherLoader) load(ctx context.Context, batches [][][]byte) error {
	var offset int64
	for _, rows := range batches {
		for attempt := 0; attempt < 3; attempt++ {
			res, err := l.stream.AppendRows(ctx, rows)
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
