package catalog

// At-least-once systems: one record per system that may run a function
// again for the same intent.

// A System hands functions to a runtime that may run them again.
type System struct {
	Kind  ContextKind
	Short string // how messages name the context: "Temporal activity"
	// Attempts is the default bound on runs: 0 unknown, Unbounded, or a count.
	Attempts int
	// Registrations are the calls whose handler argument runs in the
	// context, by full name, to the index of the handler argument (-1: the
	// last).
	Registrations map[string]int
	// MarkerPackage is a package whose functions only work inside the
	// context: a function that calls them runs in it ("" none).
	MarkerPackage string
	// MarkerErrors are calls, by full name, that make an error for the
	// system's retry policy: a function whose first parameter is a
	// context.Context and that makes one runs in the context.
	MarkerErrors map[string]bool
	// MarkerParam is the type of that first parameter.
	MarkerParam string
	// RegistersMethods says that registering a struct registers every
	// exported method of it: when one method runs in the context, the
	// others do too.
	RegistersMethods bool
	// ErrorPackage is where the errors that stop the system's retries are
	// made; Stoppers are those calls, by full name, to how messages name them.
	ErrorPackage string
	Stoppers     map[string]string
	// AttemptCounters are fields whose value changes on every run, by full
	// name, to how messages name them.
	AttemptCounters map[string]string
	// OwnModule is a module whose retrying is this record's: facts computed
	// from its source are not used (see SDK.KnownRetries).
	OwnModule string
	// HandlerMethod and HandlerResults describe handlers found by their
	// shape rather than a registration: a method called HandlerMethod whose
	// results are a value of one of HandlerResults (by full type name) and
	// an error implements the system's handler interface.
	HandlerMethod  string
	HandlerResults []string
	// Request is the type, by full name, of the handler parameter (or the
	// message variable of a Loop) that names what the run is about;
	// RequestKey the selector path after that parameter that makes a string
	// stable across the runs for it, from which a fix derives an
	// idempotency key ("" none). With KeyFunc, RequestKey lists the
	// selector paths, separated by ", ", of the arguments the key is made
	// from.
	Request, RequestKey string
	// KeyFunc is the function, by full name, that makes the key from
	// RequestKey's fields, after KeyFormat when that is set (fmt.Sprintf
	// with a format); "" when RequestKey is a string itself.
	KeyFunc, KeyFormat string
	// RequestName is the selector path after that parameter to the name of
	// the object the run is about, from which a fix derives the name of an
	// object the run creates ("" none).
	RequestName string
	// Settles are the calls, by full name, that tell the system a run is
	// done for good (a message's Ack): a handler that makes one before
	// anything else is not run again for its intent.
	Settles map[string]bool
	// Requeue says the system's runs again are requeues paced by a rate
	// limiter that the system owns, the way it is meant to be driven: a
	// client retrying inside one run is not a layer nested in it, and
	// nestedretry does not count the requeue as an outer layer.
	Requeue bool
	// Loop describes handlers found as the body of a loop over received
	// messages, rather than a function registered with the system (nil:
	// none).
	Loop *MessageLoop
}

// A MessageLoop is the shape of a consumer whose handler is the body of a
// range loop over the messages it received: the loop ranges over the
// result of a call of Messages, or over the field BatchField of a value of
// the type Batch (both by full name), and the body settles each message
// (Settles, SettleInputs) after the work; a message it does not settle is
// delivered again.
//
// Fetch, instead, names a method, by full name, whose first result is one
// message: in a loop, the statements after the one that fetches it are
// the handler.
type MessageLoop struct {
	Messages          string
	Batch, BatchField string
	Fetch             string
	// SettleInputs are the types, by full name, of an argument of a call
	// that settles a message (a DeleteMessageInput, given to the SDK's
	// client or to an interface of the program's own); SettleAfter those
	// that may come after the loop, settling the batch at once.
	SettleInputs map[string]bool
	SettleAfter  map[string]bool
	// Commits are the calls, by full name, that make the settles before
	// them take effect at once: a body that settles its message and
	// commits before anything else does not run again for it. Without
	// Commits, a settle first is enough.
	Commits map[string]bool
}

// Systems are the at-least-once systems the catalog knows, in this order;
// each record is in the file of its family (mcp.go, temporal.go,
// kubernetes.go, consumers.go).
var Systems = []System{
	mcpSystem,
	temporalSystem,
	reconcileSystem,
	workqueueSystem,
	pubsubSystem,
	jetstreamSystem,
	saramaSystem,
	sqsSystem,
	kafkaGoSystem,
}

// An AtLeastOnce registration hands a function to a system that may run it
// again for the same intent.
type AtLeastOnce struct {
	Handler  int    // index of the handler argument; -1: the last
	Short    string // how messages name the context
	Kind     ContextKind
	Attempts int // the system's default bound on runs
}
