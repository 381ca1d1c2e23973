package sdks

// The schema of a write: what a call of a real API does to the world and
// where its key goes.

// WriteClass is what a call does to the world.
type WriteClass int

const (
	// WriteUnknown: the catalog does not know the call.
	WriteUnknown WriteClass = iota
	// WriteRead changes nothing: GET, List, Retrieve.
	WriteRead
	// WriteIdempotent: sending it twice leaves the same state as once (PUT,
	// DELETE, set, update).
	WriteIdempotent
	// WriteKeyed changes the world and has a key slot.
	WriteKeyed
	// WriteUnkeyed changes the world and has no key slot.
	WriteUnkeyed
)

func (c WriteClass) String() string {
	switch c {
	case WriteRead:
		return "read"
	case WriteIdempotent:
		return "idempotent"
	case WriteKeyed:
		return "keyed"
	case WriteUnkeyed:
		return "unkeyed"
	}
	return "unknown"
}

// SlotKind says where a keyed write's key goes: the one enum of the
// catalog's records (which use SlotField, SlotHeader and SlotRewrite) and
// of the writes the passes find (passes/writes names the same values
// without the prefix: writes.Field, writes.Header...).
type SlotKind int

const (
	// NoSlot: not a keyed write.
	NoSlot SlotKind = iota
	// SlotField: a field of argument Arg (stripe-go params.IdempotencyKey,
	// aws-sdk-go-v2 input.ClientToken, req.IdempotencyKey of a user struct).
	SlotField
	// SlotHeader: an Idempotency-Key header (KeyHeader) of the request
	// argument Arg.
	SlotHeader
	// SlotParam: argument Arg is the key.
	SlotParam
	// SlotRewrite: the call has no place for a key (http.Post): the request
	// must be built with NewRequest, and sent with Do, to carry one.
	SlotRewrite
	// SlotHidden: the key slot is inside the callee, which exposes none.
	SlotHidden
	// SlotObjectName: the name in the metadata of the object argument Arg
	// (a Kubernetes create), which the server completes from a prefix when
	// it is empty.
	SlotObjectName
	// SlotOption: an option among the call's variadic arguments whose
	// argument is the key (its name in the slot's Field: a stream append's
	// WithOffset); Arg is -1.
	SlotOption
	// SlotBuilder: a method of the request builder that the call executes
	// sets the key (its name in the slot's Field: an OpenAPI Generator
	// client's .IdempotencyKey(key) before .Execute()); Arg is -1.
	SlotBuilder
)

// A WriteAPI is a function of a real API that writes.
type WriteAPI struct {
	Class WriteClass
	Slot  SlotKind
	// Arg is the argument that holds the key slot: the params or input
	// (SlotField), the request (SlotHeader).
	Arg int
	// Field is the key field (SlotField).
	Field string
	// ID is the SDK the function belongs to, filled from its record; its
	// String names the API in messages.
	ID SDKID
	// Autofill: when the slot is empty, the SDK sends a new key on each call
	// (stripe-go, aws-sdk-go-v2 operations with an idempotency token).
	Autofill bool
	// Attempts is how many times the client itself sends the call when it
	// fails (go-retryablehttp), 0 when it does not retry on its own.
	Attempts int
	// Form is the http.Post shape (SlotRewrite): which arguments are the URL,
	// content type and body.
	Form *PostForm
	// Opens: the call only opens the write and returns a writer, and the
	// write commits when that writer is closed (net/smtp's DATA: the message
	// is accepted at the final "."). The call's own error comes before
	// anything is committed, so it is a definite failure; a function that
	// returns the Close error is still a write.
	Opens bool
	// CreateByPath: a read (a GET) whose URL argument (index + 1) ends in a
	// path segment that names a creation (IsCreatingSegment: sendMessage,
	// create) makes something new, as bot APIs called by GET do: an unkeyed
	// write.
	CreateByPath int
	// GraphQLMutation: the call sends the mutation of a struct argument,
	// whose first field names the operation; the call is Class only when
	// that name makes something new (IsGraphQLCreate), else unclassified.
	GraphQLMutation bool
	// FIFO: the key slot exists only when the call goes to a FIFO topic
	// (SNS Publish); Class is that of a call to a standard one.
	FIFO *FIFOWrite
	// Path: the class depends on the path written to (vault/api); Class is
	// that of a path that cannot be read.
	Path *PathWrite
}

// PostForm describes an http.Post-like call for the rewrite to NewRequest.
type PostForm struct {
	URL, ContentType, Body int  // argument indexes; ContentType -1 for PostForm
	Values                 bool // the body argument is url.Values
	Client                 bool // a method of a client: the receiver sends it
	Retryable              bool // go-retryablehttp: NewRequest from that package
}

// A PathWrite is a write whose class depends on the path it is sent to
// (vault/api's Logical().Write): a path that starts with one of Issuing
// makes something new on every call, an unkeyed write; any other path that
// is wholly constant is an overwrite of a value, idempotent.
type PathWrite struct {
	Arg int // the path argument
	// Issuing are path patterns, segments separated by "/", where "*"
	// stands for any one segment (a mount's name).
	Issuing []string
}

// A FIFOWrite is a publish whose key slot exists only on FIFO topics
// (aws-sdk-go-v2 SNS Publish): Field is the deduplication id of the input
// argument Arg ("" when the ids are per entry of a batch, EntryField
// being the id of an entry), and a constant in one of Targets ending in
// Suffix names a FIFO topic.
type FIFOWrite struct {
	Arg        int
	Field      string
	EntryField string
	Targets    []string
	Suffix     string
}
