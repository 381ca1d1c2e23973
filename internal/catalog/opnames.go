package catalog

import (
	"strings"
	"unicode"
)

// NoDuplicateVerbs are the leading words of operation names (a method, or
// its request type: DeleteListenersArgs, DescribeInstancesRequest) whose
// repetition has no second effect: reads, and removals, which leave the
// same state however often they are sent, and switches that set a state.
// A fresh client token on one of them does not duplicate anything when the
// operation is retried. Updates, "Open", "Start" and "Release" are not here:
// an update may add to a balance, OpenAccount and StartExecution create
// something new, ReleaseFunds moves money.
var NoDuplicateVerbs = map[string]bool{
	// reads
	"Get": true, "List": true, "Describe": true, "Query": true, "Search": true, "Read": true, "Fetch": true,
	// removals
	"Delete": true, "Destroy": true, "Terminate": true, "Detach": true, "Unbind": true, "UnBind": true, "Disassociate": true,
	// switches
	"Enable": true, "Disable": true,
}

// IsNoDuplicateOp reports whether the operation named name (a function or
// request type name, any package prefix removed) starts with one of
// NoDuplicateVerbs, after an optional "Batch": BatchDeletePrivateIp.
func IsNoDuplicateOp(name string) bool {
	if name == "" {
		return false
	}
	name = strings.ToUpper(name[:1]) + name[1:]
	if rest, ok := strings.CutPrefix(name, "Batch"); ok && rest != "" && unicode.IsUpper(rune(rest[0])) {
		name = rest
	}
	for verb := range NoDuplicateVerbs {
		if rest, ok := strings.CutPrefix(name, verb); ok && (rest == "" || !unicode.IsLower(rune(rest[0]))) {
			return true
		}
	}
	return false
}
