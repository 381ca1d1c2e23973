package workqueue

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"
)

// JobController's items are object references, as in the sample-controller
// since client-go v0.30.
type JobController struct {
	cs    kubernetes.Interface
	queue workqueue.TypedRateLimitingInterface[cache.ObjectName]
}

func (c *JobController) processNextWorkItem(ctx context.Context) bool {
	objRef, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(objRef)
	if err := c.sync(ctx, objRef); err != nil {
		c.queue.AddRateLimited(objRef)
		return true
	}
	c.queue.Forget(objRef)
	return true
}

func (c *JobController) sync(ctx context.Context, objectRef cache.ObjectName) error {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "job-"}}
	_, err := c.cs.CoreV1().Pods(objectRef.Namespace).Create(ctx, pod, metav1.CreateOptions{}) // want `PodInterface.Create creates its object with a name the server generates \(GenerateName at k8s.go:\d+\) in a client-go workqueue handler \(k8s.go:\d+\), which runs again on retry`
	return err
}

// KeyController's items are "namespace/name" keys, split at the top of
// the handler.
type KeyController struct {
	cs    kubernetes.Interface
	queue workqueue.TypedRateLimitingInterface[string]
}

func (c *KeyController) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(key)
	if err := c.sync(ctx, key); err != nil {
		c.queue.AddRateLimited(key)
	}
	return true
}

func (c *KeyController) sync(ctx context.Context, key string) error {
	namespace, name, err := cache.SplitMetaNamespaceKey(key)
	if err != nil {
		return nil
	}
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "backup-", Labels: map[string]string{"owner": name}}}
	_, err = c.cs.CoreV1().Pods(namespace).Create(ctx, pod, metav1.CreateOptions{}) // want `PodInterface.Create creates its object with a name the server generates`
	return err
}

// NamedController names the pod after the object: a rerun gets
// AlreadyExists.
type NamedController struct {
	cs    kubernetes.Interface
	queue workqueue.TypedRateLimitingInterface[cache.ObjectName]
}

func (c *NamedController) processNextWorkItem(ctx context.Context) bool {
	objRef, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(objRef)
	if err := c.sync(ctx, objRef); err != nil {
		c.queue.AddRateLimited(objRef)
	}
	return true
}

func (c *NamedController) sync(ctx context.Context, objectRef cache.ObjectName) error {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "job-" + objectRef.Name}}
	_, err := c.cs.CoreV1().Pods(objectRef.Namespace).Create(ctx, pod, metav1.CreateOptions{})
	return err
}
