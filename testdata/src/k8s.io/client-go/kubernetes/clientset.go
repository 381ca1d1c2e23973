// Package kubernetes is a test stub of k8s.io/client-go/kubernetes@v0.37.2;
// signatures match the real module (clientset.go).
package kubernetes

import corev1 "k8s.io/client-go/kubernetes/typed/core/v1"

// Interface is the clientset's interface.
type Interface interface {
	CoreV1() corev1.CoreV1Interface
}

// Clientset contains the clients for groups.
type Clientset struct{ coreV1 corev1.CoreV1Interface }

// CoreV1 retrieves the CoreV1Client.
func (c *Clientset) CoreV1() corev1.CoreV1Interface { return c.coreV1 }
