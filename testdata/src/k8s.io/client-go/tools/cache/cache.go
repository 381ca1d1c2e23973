// Package cache is a test stub of k8s.io/client-go/tools/cache@v0.37.2;
// signatures match the real module (object-names.go, store.go).
package cache

// ObjectName is a reference to an object of some implicit kind.
type ObjectName struct {
	Namespace string
	Name      string
}

// String returns the standard string encoding.
func (objName ObjectName) String() string { return objName.Namespace + "/" + objName.Name }

// SplitMetaNamespaceKey returns the namespace and name that
// MetaNamespaceKeyFunc encoded into key.
func SplitMetaNamespaceKey(key string) (namespace, name string, err error) {
	return "", key, nil
}
