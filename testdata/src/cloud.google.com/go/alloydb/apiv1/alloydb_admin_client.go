// Package alloydb is a test stub of cloud.google.com/go/alloydb@v1.33.1 (apiv1); signatures match the real module.
package alloydb

import (
	"context"

	"cloud.google.com/go/alloydb/apiv1/alloydbpb"
	gax "github.com/googleapis/gax-go/v2"
)

// AlloyDBAdminClient is a client for interacting with AlloyDB API.
type AlloyDBAdminClient struct{}

// NewAlloyDBAdminClient creates a new alloydb admin client based on gRPC.
func NewAlloyDBAdminClient(ctx context.Context) (*AlloyDBAdminClient, error) {
	return &AlloyDBAdminClient{}, nil
}

// CreateInstanceOperation manages a long-running operation from CreateInstance.
type CreateInstanceOperation struct{}

// Wait blocks until the long-running operation is completed.
func (op *CreateInstanceOperation) Wait(ctx context.Context, opts ...gax.CallOption) (*alloydbpb.Instance, error) {
	return &alloydbpb.Instance{}, nil
}

// CreateClusterOperation manages a long-running operation from CreateCluster.
type CreateClusterOperation struct{}

// DeleteInstanceOperation manages a long-running operation from DeleteInstance.
type DeleteInstanceOperation struct{}

// CreateCluster creates a new Cluster in a given project and location.
func (c *AlloyDBAdminClient) CreateCluster(ctx context.Context, req *alloydbpb.CreateClusterRequest, opts ...gax.CallOption) (*CreateClusterOperation, error) {
	return &CreateClusterOperation{}, nil
}

// CreateInstance creates a new Instance in a given project and location.
func (c *AlloyDBAdminClient) CreateInstance(ctx context.Context, req *alloydbpb.CreateInstanceRequest, opts ...gax.CallOption) (*CreateInstanceOperation, error) {
	return &CreateInstanceOperation{}, nil
}

// GetInstance gets details of a single Instance.
func (c *AlloyDBAdminClient) GetInstance(ctx context.Context, req *alloydbpb.GetInstanceRequest, opts ...gax.CallOption) (*alloydbpb.Instance, error) {
	return &alloydbpb.Instance{}, nil
}

// DeleteInstance deletes a single Instance.
func (c *AlloyDBAdminClient) DeleteInstance(ctx context.Context, req *alloydbpb.DeleteInstanceRequest, opts ...gax.CallOption) (*DeleteInstanceOperation, error) {
	return &DeleteInstanceOperation{}, nil
}
