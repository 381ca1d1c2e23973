package catalog

// The generated tables, from the modules at the versions the rest of the
// catalog was checked against (those of testdata/e2e). Regenerate with
// "go generate ./internal/catalog"; TestGeneratedHeaders checks that each
// file matches its line here and the generator, and with IDEMVET_E2E=1
// TestGeneratedFilesReproduce runs the lines again and compares.

//go:generate go run ./genwrites -o writes_stripe.go stripe github.com/stripe/stripe-go/v82@v82.5.1
//go:generate go run ./genwrites -o writes_stripe_v72.go stripe github.com/stripe/stripe-go/v72@v72.122.0
//go:generate go run ./genwrites -o writes_aws.go aws github.com/aws/aws-sdk-go-v2/service/ec2@v1.344.3 github.com/aws/aws-sdk-go-v2/service/ecs@v1.105.1
