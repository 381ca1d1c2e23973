module example.com/billing-agent

go 1.26

require (
	github.com/cenkalti/backoff/v4 v4.3.0
	github.com/google/uuid v1.6.0
	github.com/hashicorp/go-retryablehttp v0.7.8
	github.com/stripe/stripe-go/v82 v82.5.1
)

require github.com/hashicorp/go-cleanhttp v0.5.2 // indirect
