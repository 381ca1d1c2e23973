package lexicon

import (
	"go/types"
	"slices"
	"strings"
	"unicode"
)

// NoDuplicateVerbs are the leading words of operation names (a method, or
// its request type: DeleteListenersArgs, DescribeInstancesRequest) whose
// repetition has no second effect: reads; removals; and writes that set a
// state, naturally idempotent ones (PUT, set, update to an
// absolute value, a switch). A fresh client token on one of them does not
// duplicate anything when the operation is retried. "Open", "Start",
// "Release", "Add", "Increment" and "Adjust" are not here: OpenAccount and
// StartExecution create something new, ReleaseFunds moves money, the others
// add to a value. An update that adds is named so in the APIs seen so far
// (AddCredit, IncrementUsage, AdjustBalance).
var NoDuplicateVerbs = map[string]bool{
	// reads
	"Get": true, "List": true, "Describe": true, "Query": true, "Search": true, "Read": true, "Fetch": true,
	// removals
	"Delete": true, "Destroy": true, "Terminate": true, "Detach": true, "Unbind": true, "UnBind": true, "Disassociate": true,
	// more removals, and a cancel, as Alibaba Cloud names them
	// (RemoveBandwidthPackageIps, UnassociateHaVip, DissociateVpnGateway,
	// RevokeInstanceFromCen, CancelTask): a second one finds nothing to do
	"Remove": true, "Unassociate": true, "Dissociate": true, "Unassign": true, "Revoke": true, "Cancel": true,
	// state setters and switches
	"Update": true, "Modify": true, "Set": true, "Put": true,
	// moves to a named place (MoveResourceGroup, ChangeResourceGroup)
	"Move": true, "Change": true,
	"Enable": true, "Disable": true, "Close": true, "Stop": true,
}

// readVerbs are the NoDuplicateVerbs that only read.
var readVerbs = map[string]bool{"Get": true, "List": true, "Describe": true, "Query": true, "Search": true, "Read": true, "Fetch": true}

// IsReadOp reports whether the operation named name starts with a verb
// that only reads (Get, List, Describe, Query, Search, Read, Fetch).
func IsReadOp(name string) bool {
	return startsWithVerb(name, readVerbs)
}

// IsNoDuplicateOp reports whether the operation named name (a function or
// request type name, any package prefix removed) starts with one of
// NoDuplicateVerbs, after an optional "Batch": BatchDeletePrivateIp; or is
// a switch that turns existing resources on (IsSwitchOn); or links existing
// resources (IsLinkOp).
func IsNoDuplicateOp(name string) bool {
	return startsWithVerb(name, NoDuplicateVerbs) || IsSwitchOn(name) || IsLinkOp(name)
}

// LinkVerbs lead the names of operations that link resources which exist
// before the call and which the request names by their ids: Alibaba
// Cloud's AttachDisk (DiskId, InstanceId), AttachNetworkInterface,
// AssociateEipAddress (AllocationId, InstanceId), JoinSecurityGroup and
// JoinResourceGroup, Baidu Cloud's BindEip and AttachEniInstance, tagging
// (TagResources). A second link of the same resources finds them linked,
// or is refused as already linked: it makes nothing new, so a fresh client
// token on it duplicates nothing. Their counterparts (Detach, Unbind,
// Disassociate, Unassociate, Untag) are removals. "Assign" and "Allocate"
// are not here: AssignPrivateIpAddresses and AllocateEipAddress take a
// count and make new addresses; nor is "Add" alone (AddDomainRecord,
// AddBandwidthPackageIps make something new): only Add...To, below.
var LinkVerbs = map[string]bool{"Attach": true, "Bind": true, "Associate": true, "Join": true, "Tag": true}

// IsLinkOp reports whether the operation named name links existing
// resources: it starts with one of LinkVerbs (AttachDisk, BindEip,
// BatchAttachEni), or it adds one existing resource to another, Add...To...
// (AddTagsToResource, AddUserToGroup, AddServersToServerGroup).
func IsLinkOp(name string) bool {
	if startsWithVerb(name, LinkVerbs) {
		return true
	}
	if !startsWithVerb(name, map[string]bool{"Add": true}) {
		return false
	}
	words := splitCamel(name)
	for i, w := range words {
		if w == "To" && i > 1 && i < len(words)-1 {
			return true
		}
	}
	return false
}

// splitCamel splits a Go name at its capitals: "AddTagsToResource" is
// Add, Tags, To, Resource.
func splitCamel(name string) []string {
	var words []string
	start := 0
	for i, r := range name {
		if i > 0 && unicode.IsUpper(r) {
			words = append(words, name[start:i])
			start = i
		}
	}
	return append(words, name[start:])
}

// switchVerbs turn something on; SwitchedResources are the plural names of
// resources that exist before they are turned on and are named by their
// ids in the request: Tencent Cloud GAAP's OpenProxies (ProxyIds, with
// CloseProxies its counterpart), EC2's StartInstances (InstanceIds, with
// StopInstances), RDS's StartDBInstances. Turning them on twice leaves them
// on. "Open" and "Start" alone are not switches: OpenAccount makes an
// account, StartExecution and StartBuild start a new run of a definition
// they name; those take one definition, not a list of the resources
// themselves, and so are never plural.
var (
	switchVerbs       = map[string]bool{"Open": true, "Start": true}
	SwitchedResources = []string{"Instances", "Proxies", "Servers", "Listeners", "Ports", "Nodes", "Clusters", "Gateways", "Endpoints", "Databases"}
)

// IsSwitchOn reports whether the operation named name turns a list of
// existing resources on: Open or Start followed by a name that ends in one
// of SwitchedResources (OpenProxies, StartDBInstances).
func IsSwitchOn(name string) bool {
	if !startsWithVerb(name, switchVerbs) {
		return false
	}
	for _, r := range SwitchedResources {
		if strings.HasSuffix(name, r) {
			return true
		}
	}
	return false
}

// startsWithVerb reports whether the operation named name starts with one
// of verbs, after an optional "Batch": BatchDeletePrivateIp.
func startsWithVerb(name string, verbs map[string]bool) bool {
	if name == "" {
		return false
	}
	name = strings.ToUpper(name[:1]) + name[1:]
	if rest, ok := strings.CutPrefix(name, "Batch"); ok && rest != "" && unicode.IsUpper(rune(rest[0])) {
		name = rest
	}
	for verb := range verbs {
		if rest, ok := strings.CutPrefix(name, verb); ok && (rest == "" || !unicode.IsLower(rune(rest[0]))) {
			return true
		}
	}
	return false
}

// RemovalVerbs are the leading words of operation names that delete
// something: what an MCP tool declared not destructive must not do.
var RemovalVerbs = map[string]bool{
	"Delete": true, "Destroy": true, "Terminate": true, "Remove": true, "Purge": true, "Drop": true, "Erase": true,
}

// IsRemovalOp reports whether the operation named name (a function or
// request type name, any package prefix removed) starts with one of
// RemovalVerbs, after an optional "Batch".
func IsRemovalOp(name string) bool {
	return startsWithVerb(name, RemovalVerbs)
}

// streamReads are the leading words of methods that read the next item of
// a stream, a cursor or an iterator: gRPC streams' Recv, eino's recvAny,
// an iterator's Next, a subscription's Receive. A loop that gets its input
// from one each time round handles a new item each time: it is no retry.
// Read is not one: a retry loop may read its file or body again for the
// same intent.
var streamReads = map[string]bool{"Recv": true, "Next": true, "Receive": true}

// IsStreamRead reports whether the method named name reads the next item
// of a stream (Recv, recvAny, NextMessage, Receive).
func IsStreamRead(name string) bool {
	return startsWithVerb(name, streamReads)
}

// IsNextRead reports whether fn is a method that reads the next piece of
// its input up to a delimiter or of a fixed size: a Read... method that
// takes no argument or a delimiter byte (bufio.Reader's ReadString('\n'),
// ReadBytes, ReadSlice, ReadLine, ReadRune; a parser's readUntil('\n')).
// Called again, it reads the next line or rune. Read(buf), ReadFile(name)
// and ReadAll are not: they can read the same input again.
func IsNextRead(fn *types.Func) bool {
	if fn == nil || !startsWithVerb(fn.Name(), readVerb) || strings.HasPrefix(strings.ToLower(fn.Name()), "readall") {
		return false
	}
	sig := fn.Signature()
	if sig.Recv() == nil || sig.Results().Len() < 2 {
		return false
	}
	switch sig.Params().Len() {
	case 0:
		return true
	case 1:
		b, ok := sig.Params().At(0).Type().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

var readVerb = map[string]bool{"Read": true}

// inputReads are the functions that read more input into a buffer, by
// full name, to the index of that buffer argument: io.ReadFull(r, buf),
// io.ReadAtLeast(r, buf, min).
var inputReads = map[string]int{"io.ReadFull": 1, "io.ReadAtLeast": 1}

// InputReadBuffer returns the index of the buffer argument of a call of
// the function named name (fn, its object) when it reads more input: one
// of inputReads, or a Read([]byte) (int, error) method (io.Reader's); -1
// for any other.
func InputReadBuffer(name string, fn *types.Func) int {
	if i, ok := inputReads[name]; ok {
		return i
	}
	if fn == nil || fn.Name() != "Read" {
		return -1
	}
	sig := fn.Signature()
	if sig.Recv() == nil || sig.Params().Len() != 1 || sig.Results().Len() != 2 {
		return -1
	}
	if sl, ok := sig.Params().At(0).Type().(*types.Slice); ok {
		if b, ok := sl.Elem().(*types.Basic); ok && b.Kind() == types.Byte {
			return 0
		}
	}
	return -1
}

// A CreatingVerb leads the name of an operation that makes something new,
// with how messages name its effect: the past participle, the present,
// and the noun of what it makes when the name says no more.
type CreatingVerb struct{ Verb, Past, Present, Noun string }

// CreatingVerbs are the verbs that make something new on each call: an
// operation named by one (SendEmail, CreateIssue, ChannelMessageSend), or
// the last path segment of an endpoint (creatingVerbs, below).
var CreatingVerbs = []CreatingVerb{
	{"Send", "sent", "sends", "the message"},
	{"Notify", "sent", "sends", "the notification"},
	{"Post", "posted", "posts", "the request"},
	{"Publish", "published", "publishes", "the message"},
	{"Create", "created", "creates", "the resource"},
	{"Submit", "submitted", "submits", "the submission"},
	{"Charge", "made", "makes", "the charge"},
	{"Enqueue", "enqueued", "enqueues", "the job"},
	{"Append", "appended", "appends", "the data"},
	{"Add", "added", "adds", "the item"},
}

// creatingVerbs lead the last path segment of an endpoint that makes
// something new whatever its HTTP method: Telegram's bot API takes
// /sendMessage by GET as by POST (core.telegram.org/bots/api: "All queries
// ... support GET and POST"). They are CreatingVerbs in lower case.
var creatingVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range CreatingVerbs {
		m[strings.ToLower(v.Verb)] = true
	}
	return m
}()

// IsCreatingSegment reports whether a URL path segment names an operation
// that makes something new: a creating verb alone or followed by a
// capital, "_" or "-" (sendMessage, create, send_sms), not a noun that
// starts like one (posts, addresses, created).
func IsCreatingSegment(seg string) bool {
	for verb := range creatingVerbs {
		if len(seg) < len(verb) || !strings.EqualFold(seg[:len(verb)], verb) {
			continue
		}
		rest := seg[len(verb):]
		if rest == "" || rest[0] == '_' || rest[0] == '-' || unicode.IsUpper(rune(rest[0])) {
			return true
		}
	}
	return false
}

// ServiceNames describe the service types of generated SDKs, whose bare
// methods make the resource the type is named for (openai-go's
// FileService.New, anthropic-sdk-go's MessageBatchService.New and
// BetaFileService.Upload, go-atlassian's CommentADFService.Add): the
// suffix of such a type's name, the prefixes that say where the service
// sits rather than what it makes (Beta, organization administration),
// and the suffixes that name the body's format (go-atlassian's ADF and
// RichText services).
var ServiceNames = struct {
	Suffix   string
	Prefixes []string
	Formats  []string
}{
	Suffix:   "Service",
	Prefixes: []string{"Beta", "AdminOrganization", "Organization"},
	Formats:  []string{"ADF", "RichText"},
}

// serviceCreatingVerbs are the CreatingVerbs that a service type's method
// takes as its whole name (BetaSessionEventService.Send,
// CommentADFService.Add). The other CreatingVerbs are not service verbs:
// IssueADFService.Create and IssuesService.Create name their effect by the
// verb's noun ("the resource"), not by the service.
var serviceCreatingVerbs = []string{"Add", "Send"}

// serviceOnlyVerbs extend CreatingVerbs for service methods alone: as the
// whole name of a service type's method, New, NewAndRun and Upload make
// the service's resource; as the first word of any other name, or the last
// segment of a URL path, they say no such thing (NewRequest and NewClient
// build values), so they are kept out of CreatingVerbs and
// IsCreatingSegment. Their Noun is unused: the service names the resource.
var serviceOnlyVerbs = []CreatingVerb{
	{"New", "created", "creates", ""},
	{"NewAndRun", "created and run", "creates and runs", ""},
	{"Upload", "uploaded", "uploads", ""},
}

// ServiceVerb returns the creating verb of a service type's method called
// method (see ServiceNames): one of serviceCreatingVerbs, taken from
// CreatingVerbs, or of their extension serviceOnlyVerbs.
func ServiceVerb(method string) (CreatingVerb, bool) {
	for _, v := range CreatingVerbs {
		if v.Verb == method && slices.Contains(serviceCreatingVerbs, method) {
			return v, true
		}
	}
	for _, v := range serviceOnlyVerbs {
		if v.Verb == method {
			return v, true
		}
	}
	return CreatingVerb{}, false
}

// graphqlCreateVerbs are the leading words of GraphQL mutation names that
// make something new on each call (createLabel, addComment,
// addPullRequestReviewComment, sendMessage). Other mutations set a state
// (updateIssue, resolveReviewThread, markPullRequestReadyForReview,
// convertPullRequestToDraft, submitPendingPullRequestReview) or remove
// (deleteLabel): a second one changes nothing more, or fails.
var graphqlCreateVerbs = map[string]bool{
	"Create": true, "Add": true, "Send": true, "Post": true, "Publish": true, "Insert": true, "Invite": true, "Enqueue": true, "Trigger": true,
}

// IsGraphQLCreate reports whether the GraphQL mutation named name makes
// something new on each call: it starts with one of graphqlCreateVerbs, or
// ends with one after a noun, as some schemas name them (issueCreate,
// commentCreate).
func IsGraphQLCreate(name string) bool {
	if startsWithVerb(name, graphqlCreateVerbs) {
		return true
	}
	for verb := range graphqlCreateVerbs {
		if rest, ok := strings.CutSuffix(name, verb); ok && rest != "" && !unicode.IsUpper(rune(rest[len(rest)-1])) {
			return true
		}
	}
	return false
}
