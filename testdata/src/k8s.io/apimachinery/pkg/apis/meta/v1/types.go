// Package v1 is a test stub of k8s.io/apimachinery/pkg/apis/meta/v1@v0.37.2;
// signatures match the real module (types.go).
package v1

// TypeMeta describes an individual object in an API response or request.
type TypeMeta struct {
	Kind       string
	APIVersion string
}

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	Name         string
	GenerateName string
	Namespace    string
	Labels       map[string]string
}

// CreateOptions may be provided when creating an API object.
type CreateOptions struct {
	DryRun       []string
	FieldManager string
}

// UpdateOptions may be provided when updating an API object.
type UpdateOptions struct {
	DryRun []string
}

// GetName returns the object's name (meta.go).
func (meta *ObjectMeta) GetName() string { return meta.Name }
