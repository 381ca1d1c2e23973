// Package v1 is a test stub of k8s.io/api/core/v1@v0.36.3; signatures match
// the real module (types.go).
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Pod is a collection of containers that can run on a host.
type Pod struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec PodSpec
}

// PodSpec is a description of a pod.
type PodSpec struct {
	RestartPolicy string
}
