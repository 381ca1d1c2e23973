package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"
)

const maxRequeues = 5

// BoundedController is client-go's workqueue example: the worker hands
// the error to handleErr, which requeues the item up to 5 times and then
// drops it, so the handler runs up to 6 times for one item.
type BoundedController struct {
	cs    kubernetes.Interface
	queue workqueue.TypedRateLimitingInterface[cache.ObjectName]
}

func (c *BoundedController) processNextItem(ctx context.Context) bool {
	objRef, quit := c.queue.Get()
	if quit {
		return false
	}
	defer c.queue.Done(objRef)
	err := c.syncHandler(ctx, objRef)
	c.handleErr(err, objRef)
	return true
}

func (c *BoundedController) syncHandler(ctx context.Context, objectRef cache.ObjectName) error {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "job-"}}
	_, err := c.cs.CoreV1().Pods(objectRef.Namespace).Create(ctx, pod, metav1.CreateOptions{}) // want: unkeyedwrite "PodInterface.Create creates its object with a name the server generates \(GenerateName at bounded.go:\d+\) in a client-go workqueue handler \(bounded.go:\d+\), which runs up to 6 times for one item \(NumRequeues < 5 at bounded.go:\d+\)"
	return err
}

func (c *BoundedController) handleErr(err error, objRef cache.ObjectName) {
	if err == nil {
		c.queue.Forget(objRef)
		return
	}
	if c.queue.NumRequeues(objRef) < maxRequeues {
		c.queue.AddRateLimited(objRef)
		return
	}
	c.queue.Forget(objRef)
	fmt.Println("dropping", objRef, err)
}
