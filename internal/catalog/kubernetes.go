package catalog

// Kubernetes: the workqueue and the Reconcile loop that run a
// controller's handler again (client-go's record, whose creates name their
// object, is in sdks/kubernetes.go).

// A WorkQueue is a queue a controller's workers take items from, handing
// each to a handler that runs again when the worker requeues the item.
type WorkQueue struct {
	Package string // the queue types' package
	// Get takes an item; Requeue are the methods that put a failed item back
	// with backoff.
	Get     string
	Requeue []string
	// Count returns how many times an item has been requeued since it was
	// last forgotten: a worker that requeues only below a bound on it runs
	// its handler a bounded number of times for one item.
	Count string
	// Items are the struct types of work items, by full name, to the
	// selectors after an item that give its stable key and the name of
	// its object; a string item is the key itself, and Split, by full
	// name, splits it into namespace and name (its result NameResult).
	Items      map[string]WorkItem
	Split      string
	NameResult int
}

// A WorkItem says how to read a struct work item: Key is the selector
// path to a string that is the same on every run for the item, Name the
// path to its object's name.
type WorkItem struct {
	Key, Name string
}

// ClientGoWorkQueue is k8s.io/client-go/util/workqueue@v0.37.2: queue.go:33
// TypedInterface[T].Get() (item T, shutdown bool) and :34 Done(item T);
// rate_limiting_queue.go:27-39 TypedRateLimitingInterface[T] with
// AddRateLimited(item T) and Forget(item T), and RateLimitingInterface,
// the untyped TypedRateLimitingInterface[any] (:24); delaying_queue.go
// AddAfter. The sample-controller worker: Get, call the handler with the
// item, AddRateLimited(item) when it fails (controller.go
// processNextWorkItem).
var ClientGoWorkQueue = WorkQueue{
	Package: "k8s.io/client-go/util/workqueue",
	Get:     "Get",
	Requeue: []string{"AddRateLimited", "AddAfter"},
	// rate_limiting_queue.go:38-39 NumRequeues(item T) int, the rate
	// limiter's count of the item's failures, reset by Forget (:36).
	Count: "NumRequeues",
	// tools/cache/object-names.go:24 ObjectName{Namespace, Name} with
	// String() "namespace/name" (:42), the sample-controller's item since
	// v0.30; store.go:188 SplitMetaNamespaceKey(key) (namespace, name
	// string, err error).
	Items: map[string]WorkItem{
		"k8s.io/client-go/tools/cache.ObjectName": {Key: "String()", Name: "Name"},
	},
	Split:      "k8s.io/client-go/tools/cache.SplitMetaNamespaceKey",
	NameResult: 1,
}

// The client-go workqueue: a handler whose error makes the worker requeue
// the item runs again for that item, with the queue's rate limiter
// (DefaultTypedControllerRateLimiter, default_rate_limiters.go: per item
// exponential 5ms to 1000s, no limit on requeues). The item (the object's
// "namespace/name" key in the sample-controller) is the same on every run.
var workqueueSystem = System{
	Kind:     WorkqueueHandler,
	Short:    "client-go workqueue handler",
	Attempts: Unbounded,
	Requeue:  true,
}

// Kubernetes controllers: a Reconcile that returns an error is requeued
// with the workqueue's rate limiter (exponential backoff, no limit on
// requeues), and every object is reconciled again on each resync. Checked
// against sigs.k8s.io/controller-runtime@v0.25.2: pkg/reconcile/reconcile.go
// TypedReconciler[request].Reconcile(context.Context, request) (Result,
// error) (:126), ObjectReconciler[object].Reconcile(context.Context, object)
// (Result, error) (:146); Request{types.NamespacedName} (:65); the ctrl
// alias Result = reconcile.Result (alias.go). A method of that shape is the
// handler, whether registered through builder Complete(r) (builder/
// controller.go:260) or elsewhere.
var reconcileSystem = System{
	Kind:           ReconcileLoop,
	Short:          "controller-runtime Reconcile",
	Attempts:       Unbounded,
	OwnModule:      "sigs.k8s.io/controller-runtime",
	HandlerMethod:  "Reconcile",
	HandlerResults: []string{"sigs.k8s.io/controller-runtime/pkg/reconcile.Result"},
	Request:        "sigs.k8s.io/controller-runtime/pkg/reconcile.Request",
	RequestKey:     "NamespacedName.String()",
	RequestName:    "Name",
	// pkg/internal/controller/controller.go reconcileHandler: on error,
	// Queue.AddRateLimited (the default controller rate limiter: per item
	// exponential 5ms to 1000s, with an overall token bucket).
	Requeue: true,
}
