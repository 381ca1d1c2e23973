package callfacts // want package:`turns on server retries: go-tfe`

import "github.com/hashicorp/go-tfe"

// NewTFE makes a go-tfe client that retries server errors.
func NewTFE(token string) (*tfe.Client, error) { // want NewTFE:`returns retrying client \(31 attempts\)`
	return tfe.NewClient(&tfe.Config{Token: token, RetryServerErrors: true})
}

// NewQuietTFE makes one that retries only 429s.
func NewQuietTFE(token string) (*tfe.Client, error) {
	return tfe.NewClient(&tfe.Config{Token: token})
}
