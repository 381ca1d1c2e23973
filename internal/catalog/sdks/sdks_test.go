package sdks

import "testing"

// TestIdentities checks that every record has an identity of its own,
// which SDKFor finds and String names by the record's Name.
func TestIdentities(t *testing.T) {
	seen := map[SDKID]string{}
	for _, s := range SDKs {
		if s.ID == NoSDK || s.ID > lastSDKID {
			t.Errorf("%s: identity %d outside the SDKID list", s.Name, s.ID)
		}
		if other, dup := seen[s.ID]; dup {
			t.Errorf("%s and %s share identity %d", other, s.Name, s.ID)
		}
		seen[s.ID] = s.Name
		if got := SDKFor(s.ID); got == nil || got.Module != s.Module {
			t.Errorf("SDKFor(%d) = %v, want the record of %s", s.ID, got, s.Module)
		}
		if s.ID.String() != s.Name {
			t.Errorf("%d.String() = %q, want %q", s.ID, s.ID.String(), s.Name)
		}
	}
	if SDKFor(NoSDK) != nil || NoSDK.String() != "" || NoSDK.Record().Name != "" {
		t.Error("NoSDK has a record")
	}
}

// TestStripMajor checks that the majors of a module with Majors read alike,
// and that other names are left alone.
func TestStripMajor(t *testing.T) {
	for name, want := range map[string]string{
		"(*github.com/stripe/stripe-go/v83.Params).SetIdempotencyKey": "(*github.com/stripe/stripe-go.Params).SetIdempotencyKey",
		"github.com/stripe/stripe-go/v72/charge.New":                  "github.com/stripe/stripe-go/charge.New",
		"github.com/stripe/stripe-go/v82":                             "github.com/stripe/stripe-go",
		"github.com/stripe/stripe-go/v0.New":                          "github.com/stripe/stripe-go/v0.New",
		"github.com/stripe/stripe-go/vx.New":                          "github.com/stripe/stripe-go/vx.New",
		"github.com/aws/aws-sdk-go-v2/service/ec2.RunInstances":       "github.com/aws/aws-sdk-go-v2/service/ec2.RunInstances",
	} {
		if got := StripMajor(name); got != want {
			t.Errorf("StripMajor(%q) = %q, want %q", name, got, want)
		}
	}
	stripe := SDKFor(SDKStripe)
	if !stripe.IsRoot("github.com/stripe/stripe-go/v82") || stripe.IsRoot("github.com/stripe/stripe-go") || stripe.IsRoot("github.com/stripe/stripe-go/v82/client") {
		t.Error("stripe-go's root is the package of a major")
	}
}
