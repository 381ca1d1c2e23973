// Package storagepb is a stub of
// cloud.google.com/go/bigquery/storage/apiv1/storagepb@v1.86.2
// (storage.pb.go, storage_grpc.pb.go).
package storagepb

import "google.golang.org/protobuf/types/known/wrapperspb"

type AppendRowsRequest struct {
	WriteStream string
	Offset      *wrapperspb.Int64Value
}

type AppendRowsResponse struct{}

type BigQueryWrite_AppendRowsClient interface {
	Send(*AppendRowsRequest) error
	Recv() (*AppendRowsResponse, error)
	CloseSend() error
}
