package lexicon

import (
	"slices"
	"strings"
	"testing"
)

// TestNoDuplicateOps checks which operation names repeat harmlessly: reads,
// removals, state setters and the switches that turn existing resources on,
// and not the operations that make something new.
func TestNoDuplicateOps(t *testing.T) {
	for name, want := range map[string]bool{
		"DescribeInstances":        true,
		"BatchDeletePrivateIp":     true,
		"CloseProxies":             true,
		"StopInstances":            true,
		"OpenProxies":              true,
		"StartInstances":           true,
		"StartDBInstances":         true,
		"openProxies":              true,
		"OpenAccount":              false,
		"StartExecution":           false,
		"StartBuild":               false,
		"StartWorkflowRun":         false,
		"OpenProxyGroup":           false,
		"StartInstanceRefresh":     false,
		"CreateInstances":          false,
		"Opener":                   false,
		"StartedInstances":         false,
		"RunInstances":             false,
		"AddCredit":                false,
		"StartPipelineInstance":    false,
		"AttachDisk":               true,
		"AttachNetworkInterface":   true,
		"BindEip":                  true,
		"AssociateEipAddress":      true,
		"JoinSecurityGroup":        true,
		"TagResources":             true,
		"AddTagsToResource":        true,
		"AddUserToGroup":           true,
		"BatchAttachEni":           true,
		"AddDomainRecord":          false,
		"AddBandwidthPackageIps":   false,
		"AssignPrivateIpAddresses": false,
		"AllocateEipAddress":       false,
		"AddTo":                    false,
		"Attachment":               false,
		"Binder":                   false,
		"Tagging":                  false,
	} {
		if got := IsNoDuplicateOp(name); got != want {
			t.Errorf("IsNoDuplicateOp(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestCreatingSegments(t *testing.T) {
	for seg, want := range map[string]bool{
		"sendMessage": true, "SendPhoto": true, "create": true, "send_sms": true, "add-member": true,
		"posts": false, "addresses": false, "created": false, "getUpdates": false, "notifications": false, "": false,
	} {
		if got := IsCreatingSegment(seg); got != want {
			t.Errorf("IsCreatingSegment(%q) = %v, want %v", seg, got, want)
		}
	}
}

// TestServiceVerb checks the one table of creating verbs and its
// extension for service methods: Add and Send are CreatingVerbs, with
// their words; New, NewAndRun and Upload are service verbs only, never
// creating segments; Create is a creating verb but no service verb.
func TestServiceVerb(t *testing.T) {
	for method, want := range map[string][2]string{
		"Add":       {"added", "adds"},
		"Send":      {"sent", "sends"},
		"New":       {"created", "creates"},
		"NewAndRun": {"created and run", "creates and runs"},
		"Upload":    {"uploaded", "uploads"},
		"Create":    {},
		"Post":      {},
		"Get":       {},
	} {
		v, ok := ServiceVerb(method)
		if got := [2]string{v.Past, v.Present}; ok != (want != [2]string{}) || got != want {
			t.Errorf("ServiceVerb(%q) = %q, %v; want %q", method, got, ok, want)
		}
	}
	for _, v := range serviceOnlyVerbs {
		if IsCreatingSegment(v.Verb) || IsCreatingSegment(strings.ToLower(v.Verb)) {
			t.Errorf("%s is a creating segment: it belongs in CreatingVerbs, not serviceOnlyVerbs", v.Verb)
		}
	}
	for _, name := range serviceCreatingVerbs {
		if !slices.ContainsFunc(CreatingVerbs, func(v CreatingVerb) bool { return v.Verb == name }) {
			t.Errorf("service verb %s is not one of CreatingVerbs", name)
		}
	}
}
