package catalog_test

import (
	"strings"
	"testing"

	"github.com/idemvet/idemvet/internal/catalog"
)

func TestStripMajor(t *testing.T) {
	for in, want := range map[string]string{
		"github.com/stripe/stripe-go/v82/charge.New":                     "github.com/stripe/stripe-go/charge.New",
		"github.com/stripe/stripe-go/v72.String":                         "github.com/stripe/stripe-go.String",
		"(*github.com/stripe/stripe-go/v83.Params).SetIdempotencyKey":    "(*github.com/stripe/stripe-go.Params).SetIdempotencyKey",
		"(github.com/stripe/stripe-go/v100.v1AccountService).Create":     "(github.com/stripe/stripe-go.v1AccountService).Create",
		"github.com/stripe/stripe-go/v82":                                "github.com/stripe/stripe-go",
		"github.com/stripe/stripe-go/vault.New":                          "github.com/stripe/stripe-go/vault.New",
		"github.com/stripe/stripe-go/v0.New":                             "github.com/stripe/stripe-go/v0.New",
		"github.com/stripe/stripe-go-extra/v82.New":                      "github.com/stripe/stripe-go-extra/v82.New",
		"github.com/cenkalti/backoff/v4.Retry":                           "github.com/cenkalti/backoff/v4.Retry",
		"(*github.com/hashicorp/go-retryablehttp.Client).StandardClient": "(*github.com/hashicorp/go-retryablehttp.Client).StandardClient",
	} {
		if got := catalog.StripMajor(in); got != want {
			t.Errorf("StripMajor(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestStripeMajors checks that every major of stripe-go is read alike by
// every lookup, a major newer than the generated table's included.
func TestStripeMajors(t *testing.T) {
	for _, v := range []string{"v72", "v76", "v82", "v83"} {
		m := "github.com/stripe/stripe-go/" + v
		w, ok := catalog.LookupWrite(m + "/charge.New")
		if !ok || w.Class != catalog.WriteKeyed || w.ID != catalog.SDKStripe || w.Field != "IdempotencyKey" {
			t.Errorf("%s: LookupWrite(charge.New) = %+v, %v", v, w, ok)
		}
		if i, ok := catalog.KeySetter("(*" + m + ".Params).SetIdempotencyKey"); !ok || i != 0 {
			t.Errorf("%s: KeySetter(SetIdempotencyKey) = %d, %v", v, i, ok)
		}
		if !catalog.IsPassthrough(m + ".String") {
			t.Errorf("%s: stripe.String is not a passthrough", v)
		}
		if catalog.Fresh(m+".NewIdempotencyKey") == "" {
			t.Errorf("%s: NewIdempotencyKey is not fresh", v)
		}
		if catalog.AmbiguousConstant(m+".ErrorTypeAPI") == "" {
			t.Errorf("%s: ErrorTypeAPI is not ambiguous", v)
		}
	}
}

// TestRecords checks that the records say what each index needs.
func TestRecords(t *testing.T) {
	for _, lib := range catalog.RetryLibraries {
		if len(lib.Helpers) == 0 && len(lib.Wrappers) == 0 && len(lib.ConfigWrappers) == 0 {
			t.Errorf("%s: no helpers and no wrappers", lib.Package)
		}
		for n, w := range lib.ConfigWrappers {
			if w.Wrapped == "" || w.Retry == "" || w.Bound == "" || len(w.Methods) == 0 || w.Short == "" {
				t.Errorf("%s: configuration wrapper %s lacks a field, its methods or its short name", lib.Package, n)
			}
		}
		for n, w := range lib.Wrappers {
			if w.Short == "" || w.Arg < 0 && w.MinOne {
				t.Errorf("%s: wrapper %s has no short name, or a minimum without a bound argument", lib.Package, n)
			}
		}
		for _, lists := range [][]string{lib.DisableHelpers, lib.PermanentHelpers} {
			for _, h := range lists {
				if _, ok := lib.Helpers[h]; !ok {
					t.Errorf("%s: %s is not one of its helpers", lib.Package, h)
				}
			}
		}
		if (lib.Disable == nil) != (len(lib.DisableHelpers) == 0) || (lib.Permanent == nil) != (len(lib.PermanentHelpers) == 0) {
			t.Errorf("%s: a way to stop retrying without the helpers it applies to, or the reverse", lib.Package)
		}
		if p := lib.Policy; p != nil && (p.Stop != "" && lib.StopShort == "" || p.Retryable != "" && lib.RetryableShort == "") {
			t.Errorf("%s: a policy function without its short name", lib.Package)
		}
	}
	seen := map[catalog.SDKID]bool{}
	for _, s := range catalog.SDKs {
		if s.ID == catalog.NoSDK || seen[s.ID] || s.Name == "" || s.Module == "" {
			t.Errorf("SDK record %q: missing or repeated identity", s.Name)
		}
		seen[s.ID] = true
	}
	kinds := map[catalog.ContextKind]bool{}
	for _, s := range catalog.Systems {
		// A system's handlers are found from its registrations, its handler
		// method, or (the workqueue) the worker shape of a WorkQueue record.
		byShape := s.Kind == catalog.WorkqueueHandler && catalog.ClientGoWorkQueue.Get != "" && len(catalog.ClientGoWorkQueue.Requeue) > 0
		if s.Kind == catalog.NoContext || kinds[s.Kind] || len(s.Registrations) == 0 && s.HandlerMethod == "" && s.Loop == nil && !byShape {
			t.Errorf("system %q: missing or repeated kind, or no registrations", s.Short)
		}
		if (s.HandlerMethod == "") != (len(s.HandlerResults) == 0) || (s.Request == "") != (s.RequestKey == "") {
			t.Errorf("system %q: a handler method without its results, or a request without its key", s.Short)
		}
		kinds[s.Kind] = true
	}
	if r := catalog.AtLeastOnceRegistrations["go.temporal.io/sdk/workflow.ExecuteActivity"]; r.Kind != catalog.TemporalActivity || r.Attempts != catalog.Unbounded {
		t.Errorf("ExecuteActivity registers %+v", r)
	}
	if s := catalog.SystemFor(catalog.TemporalActivity); s == nil || s.Short != "Temporal activity" || catalog.SDKFor(catalog.SDKStripe).Name != "stripe-go" {
		t.Errorf("SystemFor or SDKFor finds the wrong record")
	}
	if catalog.FailsafeWith != "github.com/failsafe-go/failsafe-go.With" || catalog.FailsafePolicyPackage != "github.com/failsafe-go/failsafe-go/retrypolicy" || !catalog.Budgets["github.com/failsafe-go/failsafe-go/budget.Budget"] {
		t.Errorf("failsafe: With %q, policies %q, budgets %v", catalog.FailsafeWith, catalog.FailsafePolicyPackage, catalog.Budgets)
	}
	if catalog.AWS.Attempts != 3 || catalog.Stripe.Attempts != 3 || catalog.Stripe.Module != "github.com/stripe/stripe-go/v" {
		t.Errorf("AWS %+v, Stripe %+v", catalog.AWS, catalog.Stripe)
	}
}

// TestFixKnowledge checks the entries that fixes and rules take from the
// records instead of spelling module paths.
func TestFixKnowledge(t *testing.T) {
	for _, v := range []string{"v4", "v5"} {
		if got := catalog.StopTypes["github.com/cenkalti/backoff/"+v+".PermanentError"]; got != "backoff.PermanentError" {
			t.Errorf("StopTypes[backoff/%s.PermanentError] = %q", v, got)
		}
	}
	if !catalog.RetryHelpers["(github.com/failsafe-go/failsafe-go.Executor).Run"].Executor || catalog.RetryHelpers["github.com/cenkalti/backoff/v4.Retry"].Executor {
		t.Errorf("Executor is set on the wrong helpers")
	}
	stripe := catalog.SDKFor(catalog.SDKStripe)
	for path, want := range map[string]bool{
		"github.com/stripe/stripe-go/v82":        true,
		"github.com/stripe/stripe-go/v72":        true,
		"github.com/stripe/stripe-go/v82/charge": false,
		"github.com/stripe/stripe-go":            false,
		"github.com/stripe/stripe-go-extra/v82":  false,
	} {
		if got := stripe.IsRoot(path); got != want {
			t.Errorf("stripe IsRoot(%q) = %v, want %v", path, got, want)
		}
	}
	if stripe.NewKey == "" || catalog.SDKFor(catalog.SDKAWS).StringPtr == "" || catalog.FileKeyGenerator.Import == "" {
		t.Errorf("a fix's generator or pointer helper is missing")
	}
	if catalog.SDKStripe.String() != "stripe-go" || catalog.NoSDK.String() != "" {
		t.Errorf("SDKID.String does not name the record")
	}
}

// TestToolSDKs checks that each MCP SDK record names its types and options
// in its own package and that every registration is indexed.
func TestToolSDKs(t *testing.T) {
	for _, sdk := range catalog.ToolSDKs {
		for _, typ := range []string{sdk.Tool, sdk.Annotations} {
			if !strings.HasPrefix(typ, sdk.Package+".") {
				t.Errorf("%s: type %s is not in the package", sdk.Package, typ)
			}
		}
		if len(sdk.HintFields) == 0 || sdk.NameField == "" || sdk.AnnotationsField == "" || sdk.Arguments == "" || sdk.ToolName == "" {
			t.Errorf("%s: incomplete record %+v", sdk.Package, sdk)
		}
		for opt, h := range sdk.Options {
			if !strings.HasPrefix(opt, sdk.Package+".") {
				t.Errorf("%s: option %s is not in the package", sdk.Package, opt)
			}
			if got, ok := catalog.ToolHintOption(opt); !ok || got != h {
				t.Errorf("ToolHintOption(%s) = %v, %v", opt, got, ok)
			}
		}
		for n := range sdk.Registrations {
			if r, ok := catalog.ToolRegistrations[n]; !ok || r.SDK.Package != sdk.Package || r.List {
				t.Errorf("ToolRegistrations[%s] = %+v, %v", n, r, ok)
			}
			if _, ok := catalog.AtLeastOnceRegistrations[n]; !ok {
				t.Errorf("%s registers a tool handler but is not an at-least-once registration", n)
			}
		}
		for _, n := range sdk.ToolLists {
			if r, ok := catalog.ToolRegistrations[n]; !ok || !r.List || sdk.ServerTool == "" {
				t.Errorf("ToolRegistrations[%s] = %+v, %v", n, r, ok)
			}
		}
	}
}
