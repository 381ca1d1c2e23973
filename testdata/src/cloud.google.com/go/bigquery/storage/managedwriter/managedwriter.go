// Package managedwriter is a stub of
// cloud.google.com/go/bigquery/storage/managedwriter@v1.86.2 with the
// signatures the tests call (client.go, managed_stream.go, options.go,
// appendresult.go).
package managedwriter

import "context"

type StreamType string

var (
	DefaultStream   StreamType = "DEFAULT"
	CommittedStream StreamType = "COMMITTED"
	BufferedStream  StreamType = "BUFFERED"
	PendingStream   StreamType = "PENDING"
)

const NoStreamOffset int64 = -1

type Client struct{}

func NewClient(ctx context.Context, projectID string) (*Client, error) { return &Client{}, nil }

func (c *Client) NewManagedStream(ctx context.Context, opts ...WriterOption) (*ManagedStream, error) {
	return &ManagedStream{}, nil
}

func (c *Client) Close() error { return nil }

type ManagedStream struct{}

type pendingWrite struct{}

type WriterOption func(*ManagedStream)

type AppendOption func(*pendingWrite)

func WithType(st StreamType) WriterOption                { return nil }
func WithStreamName(name string) WriterOption            { return nil }
func WithDestinationTable(destTable string) WriterOption { return nil }
func EnableWriteRetries(enable bool) WriterOption        { return nil }
func WithOffset(offset int64) AppendOption               { return nil }

func (ms *ManagedStream) AppendRows(ctx context.Context, data [][]byte, opts ...AppendOption) (*AppendResult, error) {
	return &AppendResult{}, nil
}

func (ms *ManagedStream) StreamName() string { return "" }

func (ms *ManagedStream) Finalize(ctx context.Context) (int64, error) { return 0, nil }

func (ms *ManagedStream) Close() error { return nil }

type AppendResult struct{}

func (ar *AppendResult) GetResult(ctx context.Context) (int64, error) { return 0, nil }
