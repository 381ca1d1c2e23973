// Package classify has one call of each write class, with the
// classification the writes pass must give it.
package classify

import (
	"context"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ec2"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

func stripeCalls(ctx context.Context, sc *stripe.Client, key string) {
	sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(1)}) // want `keyed, key empty`
	p := &stripe.PaymentIntentCreateParams{}
	p.SetIdempotencyKey(key)
	sc.V1PaymentIntents.Create(ctx, p)               // want `keyed, key from parameter`
	sc.V1PaymentIntents.Retrieve(ctx, "pi_1", nil)   // want `read`
	paymentintent.New(&stripe.PaymentIntentParams{}) // want `keyed, key empty`
	paymentintent.Get("pi_1", nil)                   // want `read`
	sc.V1PaymentIntents.Cancel(ctx, "pi_1", nil)     // want `idempotent`
}

func awsCalls(ctx context.Context, c *ec2.Client) {
	c.RunInstances(ctx, &ec2.RunInstancesInput{ImageId: aws.String("ami")})                               // want `keyed, key empty`
	c.RunInstances(ctx, &ec2.RunInstancesInput{ImageId: aws.String("ami"), ClientToken: aws.String("t")}) // want `keyed, key set`
}

func httpCalls(ctx context.Context) {
	http.Post("https://x", "text/plain", strings.NewReader("a")) // want `unkeyed`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPut, "https://x", nil)
	http.DefaultClient.Do(req) // want `idempotent`
	http.Get("https://x")      // want `read`
}

func mail() {
	smtp.SendMail("mx:25", nil, "a@b", []string{"c@d"}, nil) // want `unkeyed`
}
