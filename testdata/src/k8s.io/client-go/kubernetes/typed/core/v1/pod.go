// Package v1 is a test stub of k8s.io/client-go/kubernetes/typed/core/v1@v0.37.2;
// signatures match the real module (core_client.go, pod.go).
package v1

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// CoreV1Interface has methods to work with core v1 resources.
type CoreV1Interface interface {
	Pods(namespace string) PodInterface
}

// PodInterface has methods to work with Pod resources.
type PodInterface interface {
	Create(ctx context.Context, pod *corev1.Pod, opts metav1.CreateOptions) (*corev1.Pod, error)
	Update(ctx context.Context, pod *corev1.Pod, opts metav1.UpdateOptions) (*corev1.Pod, error)
}
