// Package schema is a test stub of
// k8s.io/apimachinery/pkg/runtime/schema@v0.37.2; signatures match the real
// module (group_version.go).
package schema

// GroupVersionResource unambiguously identifies a resource.
type GroupVersionResource struct {
	Group    string
	Version  string
	Resource string
}
