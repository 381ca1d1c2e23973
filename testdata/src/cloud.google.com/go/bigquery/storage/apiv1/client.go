// Package storage is a stub of
// cloud.google.com/go/bigquery/storage/apiv1@v1.86.2
// (big_query_write_client.go).
package storage

import (
	"context"

	"cloud.google.com/go/bigquery/storage/apiv1/storagepb"
)

type BigQueryWriteClient struct{}

func NewBigQueryWriteClient(ctx context.Context) (*BigQueryWriteClient, error) {
	return &BigQueryWriteClient{}, nil
}

func (c *BigQueryWriteClient) AppendRows(ctx context.Context) (storagepb.BigQueryWrite_AppendRowsClient, error) {
	return nil, nil
}
