// Package alloydbpb is a test stub of cloud.google.com/go/alloydb@v1.33.1 (apiv1/alloydbpb); field names and types match the real module.
package alloydbpb

// Instance is an AlloyDB instance.
type Instance struct {
	Name         string
	DisplayName  string
	InstanceType int32
}

// Cluster is an AlloyDB cluster.
type Cluster struct {
	Name        string
	DisplayName string
}

// CreateInstanceRequest is the message for creating an Instance.
type CreateInstanceRequest struct {
	Parent       string
	InstanceId   string
	Instance     *Instance
	RequestId    string
	ValidateOnly bool
}

// CreateClusterRequest is the message for creating a Cluster.
type CreateClusterRequest struct {
	Parent       string
	ClusterId    string
	Cluster      *Cluster
	RequestId    string
	ValidateOnly bool
}

// GetInstanceRequest is the message for getting an Instance.
type GetInstanceRequest struct {
	Name string
}

// DeleteInstanceRequest is the message for deleting an Instance.
type DeleteInstanceRequest struct {
	Name      string
	RequestId string
	Etag      string
}
