// Package controller has the shapes of Kubernetes controllers that create
// objects, against the real client-go, apimachinery and controller-runtime.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// BackupReconciler makes a backup pod for each object it reconciles.
type BackupReconciler struct {
	client.Client
}

func (r *BackupReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "backup-", Namespace: req.Namespace}}
	if err := r.Create(ctx, pod); err != nil { // want: unkeyedwrite "Writer.Create creates its object with a name the server generates \(GenerateName at controller.go:\d+\) in a controller-runtime Reconcile"
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// NamedReconciler names its pod after the object: a rerun gets
// AlreadyExists.
type NamedReconciler struct {
	client.Client
}

func (r *NamedReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "backup-" + req.Name, Namespace: req.Namespace}}
	return ctrl.Result{}, r.Create(ctx, pod)
}

// Controller is the sample-controller's worker, requeueing a failed item.
type Controller struct {
	cs    kubernetes.Interface
	queue workqueue.TypedRateLimitingInterface[cache.ObjectName]
}

func (c *Controller) processNextWorkItem(ctx context.Context) bool {
	objRef, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(objRef)
	if err := c.syncHandler(ctx, objRef); err != nil {
		c.queue.AddRateLimited(objRef)
		return true
	}
	c.queue.Forget(objRef)
	return true
}

func (c *Controller) syncHandler(ctx context.Context, objectRef cache.ObjectName) error {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "job-"}}
	_, err := c.cs.CoreV1().Pods(objectRef.Namespace).Create(ctx, pod, metav1.CreateOptions{}) // want: unkeyedwrite "PodInterface.Create creates its object with a name the server generates \(GenerateName at controller.go:\d+\) in a client-go workqueue handler"
	return err
}

// OnceController drops a failed item: its handler runs once per event.
type OnceController struct {
	cs    kubernetes.Interface
	queue workqueue.TypedRateLimitingInterface[cache.ObjectName]
}

func (c *OnceController) processNextWorkItem(ctx context.Context) bool {
	objRef, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(objRef)
	if err := c.syncHandler(ctx, objRef); err != nil {
		fmt.Println("dropping", objRef, err)
	}
	c.queue.Forget(objRef)
	return true
}

func (c *OnceController) syncHandler(ctx context.Context, objectRef cache.ObjectName) error {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "job-"}}
	_, err := c.cs.CoreV1().Pods(objectRef.Namespace).Create(ctx, pod, metav1.CreateOptions{})
	return err
}

var cloneGVR = schema.GroupVersionResource{Group: "clone.kubevirt.io", Version: "v1beta1", Resource: "virtualmachineclones"}

// CloneWithRetry is kubernetes-mcp-server's CloneVM under client-go's
// retry.OnError shape, written as a loop.
func CloneWithRetry(ctx context.Context, dyn dynamic.Interface, namespace, sourceName, targetName string) error {
	clone := &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "clone.kubevirt.io/v1beta1",
		"kind":       "VirtualMachineClone",
		"metadata":   map[string]any{"namespace": namespace, "generateName": sourceName + "-clone-"},
	}}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = dyn.Resource(cloneGVR).Namespace(namespace).Create(ctx, clone, metav1.CreateOptions{}); err == nil { // want: unkeyedwrite "ResourceInterface.Create creates its object with a name the server generates \(generateName at controller.go:\d+\) inside the retry loop"
			return nil
		}
	}
	return err
}
