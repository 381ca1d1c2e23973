// Package types is a test stub of k8s.io/apimachinery/pkg/types@v0.35.0;
// signatures match the real module.
package types

// NamespacedName comprises a resource name, with a mandatory namespace,
// rendered as "<namespace>/<name>".
type NamespacedName struct {
	Namespace string
	Name      string
}

// String returns the general purpose string representation.
func (n NamespacedName) String() string { return n.Namespace + "/" + n.Name }
