// Package k8screate creates Kubernetes objects where the create can run
// again: a create with only a GenerateName makes a new object each time,
// while one with a Name gets AlreadyExists the second time.
package k8screate

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

type WorkerReconciler struct {
	cs kubernetes.Interface
}

// A pod with a generated name, created on every run of Reconcile.
func (r *WorkerReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "worker-", Namespace: req.Namespace}}
	_, err := r.cs.CoreV1().Pods(req.Namespace).Create(ctx, pod, metav1.CreateOptions{}) // want `PodInterface.Create creates its object with a name the server generates \(GenerateName at k8screate.go:\d+\) in a controller-runtime Reconcile \(k8screate.go:\d+\), which runs again on retry: each attempt makes another object`
	return ctrl.Result{}, err
}

type NamedReconciler struct {
	cs kubernetes.Interface
}

// Correct: the pod is named after the reconciled object; a second run gets
// AlreadyExists.
func (r *NamedReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "worker-" + req.Name, Namespace: req.Namespace}}
	_, err := r.cs.CoreV1().Pods(req.Namespace).Create(ctx, pod, metav1.CreateOptions{})
	return ctrl.Result{}, err
}

type AssignReconciler struct {
	cs kubernetes.Interface
}

// The prefix assigned to the object's field.
func (r *AssignReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	pod := &corev1.Pod{}
	pod.GenerateName = "job-"
	_, err := r.cs.CoreV1().Pods(req.Namespace).Create(ctx, pod, metav1.CreateOptions{}) // want `PodInterface.Create creates its object with a name the server generates \(GenerateName at k8screate.go:\d+\)`
	return ctrl.Result{}, err
}

var cloneGVR = schema.GroupVersionResource{Group: "clone.kubevirt.io", Version: "v1beta1", Resource: "virtualmachineclones"}

// A dynamic create with generateName in the metadata map, retried on every
// error: the clone is named from the target, the intent of the call.
func Clone(ctx context.Context, dyn dynamic.Interface, namespace, sourceName, targetName string) error {
	clone := &unstructured.Unstructured{Object: map[string]any{
		"metadata": map[string]any{
			"namespace":    namespace,
			"generateName": sourceName + "-clone-",
		},
		"spec": map[string]any{"source": map[string]any{"name": sourceName}},
	}}
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		_, err := dyn.Resource(cloneGVR).Namespace(namespace).Create(ctx, clone, metav1.CreateOptions{}) // want `ResourceInterface.Create creates its object with a name the server generates \(generateName at k8screate.go:\d+\) inside the retry.OnError`
		return err
	})
}

// The setter on an unstructured object, in a retry loop.
func Snapshot(ctx context.Context, dyn dynamic.Interface, volumeID string) error {
	snap := &unstructured.Unstructured{Object: map[string]any{}}
	snap.SetGenerateName("snap-")
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = dyn.Resource(cloneGVR).Create(ctx, snap, metav1.CreateOptions{}); err == nil { // want `ResourceInterface.Create creates its object with a name the server generates \(SetGenerateName at k8screate.go:\d+\) inside the retry loop`
			return nil
		}
	}
	return err
}

// Correct: a name set with the setter.
func SnapshotNamed(ctx context.Context, dyn dynamic.Interface, volumeID string) error {
	snap := &unstructured.Unstructured{Object: map[string]any{}}
	snap.SetName("snap-" + volumeID)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = dyn.Resource(cloneGVR).Create(ctx, snap, metav1.CreateOptions{}); err == nil {
			return nil
		}
	}
	return err
}

// Left alone: nothing of the function names what the object is for, so no
// name can be derived.
func Event(ctx context.Context, cs kubernetes.Interface, namespace string) error {
	return retry.OnError(retry.DefaultRetry, func(error) bool { return true }, func() error {
		_, err := cs.CoreV1().Pods(namespace).Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "event-"}}, metav1.CreateOptions{})
		return err
	})
}

// Left alone: a generated name created once, outside any retry.
func Once(ctx context.Context, cs kubernetes.Interface, podName string) error {
	_, err := cs.CoreV1().Pods("default").Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: "once-"}}, metav1.CreateOptions{})
	return err
}

type JobReconciler struct {
	client.Client
}

// controller-runtime's client: a job with a generated name, created on
// every run.
func (r *JobReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	job := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: req.Name + "-job-", Namespace: req.Namespace}}
	if err := r.Create(ctx, job); err != nil { // want `Writer.Create creates its object with a name the server generates \(GenerateName at k8screate.go:\d+\) in a controller-runtime Reconcile`
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

type NamedJobReconciler struct {
	client.Client
}

// Correct: the job is named after the reconciled object.
func (r *NamedJobReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	job := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: req.Name + "-job", Namespace: req.Namespace}}
	return ctrl.Result{}, r.Create(ctx, job)
}
