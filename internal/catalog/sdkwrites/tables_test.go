package sdkwrites_test

import (
	"testing"

	"github.com/idemvet/idemvet/internal/catalog/sdkwrites"
)

// TestTables reads a few entries of each table through the package's API:
// the tables are stripe-go v82's then v72's, and every entry has a class
// and a params index.
func TestTables(t *testing.T) {
	if len(sdkwrites.Stripe) != 2 {
		t.Fatalf("%d stripe-go tables, want 2 (v82, v72)", len(sdkwrites.Stripe))
	}
	for _, c := range []struct {
		table int
		name  string
		want  sdkwrites.StripeOp
	}{
		{0, "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Create", sdkwrites.StripeOp{Class: sdkwrites.StripeKeyed, Params: 1}},
		{0, "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Cancel", sdkwrites.StripeOp{Class: sdkwrites.StripeIdempotent, Params: 2}},
		{0, "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Retrieve", sdkwrites.StripeOp{Class: sdkwrites.StripeRead, Params: 2}},
		{0, "github.com/stripe/stripe-go/v82/paymentintent.New", sdkwrites.StripeOp{Class: sdkwrites.StripeKeyed, Params: 0}},
		{1, "(github.com/stripe/stripe-go/v72/charge.Client).New", sdkwrites.StripeOp{Class: sdkwrites.StripeKeyed, Params: 0}},
	} {
		if got, ok := sdkwrites.Stripe[c.table][c.name]; !ok || got != c.want {
			t.Errorf("Stripe[%d][%q] = %+v, %v; want %+v", c.table, c.name, got, ok, c.want)
		}
	}
	for i, table := range sdkwrites.Stripe {
		if len(table) == 0 {
			t.Errorf("Stripe[%d] is empty", i)
		}
		for name, op := range table {
			if op.Class < sdkwrites.StripeRead || op.Class > sdkwrites.StripeKeyed || op.Params < -1 {
				t.Errorf("Stripe[%d][%q] = %+v", i, name, op)
			}
		}
	}
	if !sdkwrites.AWSAutofill["github.com/aws/aws-sdk-go-v2/service/ec2.RunInstances"] {
		t.Error("AWSAutofill lacks ec2.RunInstances")
	}
	if sdkwrites.AWSAutofill["github.com/aws/aws-sdk-go-v2/service/ec2.DescribeInstances"] {
		t.Error("AWSAutofill has ec2.DescribeInstances, which takes no token")
	}
}
