package catalog

import "testing"

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
