module example.com/e2etf

go 1.26.0

require (
	github.com/google/uuid v1.6.0
	github.com/hashicorp/go-retryablehttp v0.7.8
	github.com/hashicorp/terraform-plugin-sdk/v2 v2.40.1
)

require github.com/hashicorp/go-cleanhttp v0.5.2 // indirect
