package sdks

// Kubernetes: client-go's record, whose creates name their object.

// An ObjectCreate is an API whose create names the new object by a field
// of its metadata: a create that sets the name is naturally idempotent (a
// second one gets AlreadyExists), while one that sets only a prefix for the
// server to complete makes a new object on every call. The name is the
// create's key slot.
type ObjectCreate struct {
	ID SDKID
	// Method is the name of the create methods, and Options the types, by
	// full name, of the parameter (or variadic parameter) that marks them
	// as this API's; Object is the index of the object argument.
	Method  string
	Options []string
	Object  int
	// MetaPackage is the package of the typed objects' embedded metadata,
	// whose fields NameField and PrefixField hold the name and the prefix.
	MetaPackage            string
	NameField, PrefixField string
	// Unstructured is the map-backed object type by full name, with its
	// field holding the map (ObjectField), the metadata key in that map and
	// the name and prefix keys in the metadata map; SetName and SetPrefix
	// are its setters, by full name.
	Unstructured, ObjectField       string
	MetadataKey, NameKey, PrefixKey string
	SetName, SetPrefix              string
}

// kubernetesCreate is client-go's create, checked against
// k8s.io/client-go@v0.37.2 and k8s.io/apimachinery@v0.37.2:
//   - typed clients: kubernetes/typed/core/v1/pod.go:41 PodInterface.Create(ctx,
//     *corev1.Pod, metav1.CreateOptions), and alike for every resource
//     (gentype/type.go:205 (*Client[T]).Create(ctx, T, metav1.CreateOptions));
//   - the dynamic client: dynamic/interface.go:34 ResourceInterface.Create(ctx,
//     *unstructured.Unstructured, metav1.CreateOptions, ...string);
//   - pkg/apis/meta/v1/types.go:131-154 ObjectMeta.Name ("primarily intended
//     for creation idempotence") and GenerateName ("used by the server, to
//     generate a unique name ONLY IF the Name field has not been provided");
//   - pkg/apis/meta/v1/unstructured/unstructured.go:41 Unstructured{Object},
//     SetName (:254, metadata.name) and SetGenerateName (:266,
//     metadata.generateName).
//
// client-go resends a POST only on a 429 or 5xx carrying Retry-After
// (rest/with_retry.go:309), so a duplicate comes from a retry around it.
var kubernetesCreate = ObjectCreate{
	ID:           SDKKubernetes,
	Method:       "Create",
	Options:      []string{"k8s.io/apimachinery/pkg/apis/meta/v1.CreateOptions", "sigs.k8s.io/controller-runtime/pkg/client.CreateOption"},
	Object:       1,
	MetaPackage:  "k8s.io/apimachinery/pkg/apis/meta/v1",
	NameField:    "Name",
	PrefixField:  "GenerateName",
	Unstructured: "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured",
	ObjectField:  "Object",
	MetadataKey:  "metadata",
	NameKey:      "name",
	PrefixKey:    "generateName",
	SetName:      "(*k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured).SetName",
	SetPrefix:    "(*k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured).SetGenerateName",
}

// k8s.io/client-go@v0.37.2: a create names its object by the name in
// its metadata, or has the server make one up from a prefix; which it
// is depends on the object, so creates are described by ObjectCreate
// (kubernetes.go) rather than Writes.
var kubernetesRecord = SDK{
	ID:      SDKKubernetes,
	Name:    "client-go",
	Module:  "k8s.io/client-go",
	Creates: &kubernetesCreate,
}
