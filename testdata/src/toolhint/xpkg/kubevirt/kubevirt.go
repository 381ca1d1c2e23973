// Package kubevirt creates VirtualMachineClone objects through the dynamic
// client, as containers/kubernetes-mcp-server's vm_clone tool does.
package kubevirt

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
)

var cloneGVR = schema.GroupVersionResource{Group: "clone.kubevirt.io", Version: "v1beta1", Resource: "virtualmachineclones"}

// CloneVM has the server name the clone: each call makes a new one.
func CloneVM(ctx context.Context, dyn dynamic.Interface, namespace, sourceName, targetName string) (*unstructured.Unstructured, error) {
	clone := &unstructured.Unstructured{Object: map[string]any{
		"metadata": map[string]any{"namespace": namespace, "generateName": sourceName + "-clone-"},
	}}
	return dyn.Resource(cloneGVR).Namespace(namespace).Create(ctx, clone, metav1.CreateOptions{})
}

// CloneVMNamed names the clone after its target: a second call gets
// AlreadyExists.
func CloneVMNamed(ctx context.Context, dyn dynamic.Interface, namespace, sourceName, targetName string) (*unstructured.Unstructured, error) {
	clone := &unstructured.Unstructured{Object: map[string]any{
		"metadata": map[string]any{"namespace": namespace, "name": sourceName + "-clone-" + targetName},
	}}
	return dyn.Resource(cloneGVR).Namespace(namespace).Create(ctx, clone, metav1.CreateOptions{})
}
