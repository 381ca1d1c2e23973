package exposureall

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
)

var cloneGVR = schema.GroupVersionResource{Group: "clone.kubevirt.io", Version: "v1beta1", Resource: "virtualmachineclones"}

// CloneVM is containers/kubernetes-mcp-server's: the server names the
// clone, so a caller's retry makes a second clone of the VM.
func CloneVM(ctx context.Context, dyn dynamic.Interface, namespace, sourceName, targetName string) (*unstructured.Unstructured, error) {
	clone := &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "clone.kubevirt.io/v1beta1",
		"kind":       "VirtualMachineClone",
		"metadata": map[string]any{
			"namespace":    namespace,
			"generateName": sourceName + "-clone-",
		},
		"spec": map[string]any{
			"source": map[string]any{"kind": "VirtualMachine", "name": sourceName},
			"target": map[string]any{"kind": "VirtualMachine", "name": targetName},
		},
	}}
	return dyn.Resource(cloneGVR).Namespace(namespace).Create(ctx, clone, metav1.CreateOptions{}) // want `ResourceInterface.Create creates its object with a name the server generates \(generateName at k8s.go:\d+\) \(exposure all: every write is checked\): a caller that retries it makes another object`
}

// CloneVMNamed names the clone after its target: a caller's retry gets
// AlreadyExists.
func CloneVMNamed(ctx context.Context, dyn dynamic.Interface, namespace, sourceName, targetName string) (*unstructured.Unstructured, error) {
	clone := &unstructured.Unstructured{Object: map[string]any{
		"metadata": map[string]any{"namespace": namespace, "name": sourceName + "-clone-" + targetName},
	}}
	return dyn.Resource(cloneGVR).Namespace(namespace).Create(ctx, clone, metav1.CreateOptions{})
}
