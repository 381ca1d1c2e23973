// Package unstructured is a test stub of
// k8s.io/apimachinery/pkg/apis/meta/v1/unstructured@v0.37.2; signatures
// match the real module (unstructured.go).
package unstructured

// Unstructured allows objects that do not have Golang structs registered
// to be manipulated generically.
type Unstructured struct {
	Object map[string]interface{}
}

func (u *Unstructured) SetNamespace(namespace string)       {}
func (u *Unstructured) SetName(name string)                 {}
func (u *Unstructured) SetGenerateName(generateName string) {}
func (u *Unstructured) GetName() string                     { return "" }
