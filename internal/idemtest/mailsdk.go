package idemtest

import (
	"sync"

	"github.com/idemvet/idemvet/internal/catalog"
)

// MailSDK is the record of a made-up mail SDK whose client retries by
// itself (testdata/src/example.com/mailsdk), taught to the catalog by
// RegisterMailSDK alone: the tests that use it check that a record with a
// RetryingClient is all a new SDK of that kind needs.
var MailSDK = catalog.SDK{
	Name:         "mailsdk",
	Module:       "example.com/mailsdk",
	KnownRetries: true,
	Mechanism:    catalog.ClientField,
	Clients: map[string]catalog.RetryingClient{
		"example.com/mailsdk.Client": {
			Attempts:     4, // NewClient sets MaxRetries = 3
			Short:        "mailsdk.Client",
			Methods:      map[string]bool{"Send": true},
			RetriesField: "MaxRetries",
			Constructor:  "example.com/mailsdk.NewClient",
		},
	},
}

var mailOnce sync.Once

// RegisterMailSDK adds MailSDK to the catalog, once; call it before the
// analyzers run (from TestMain).
func RegisterMailSDK() {
	mailOnce.Do(func() { MailSDK.ID = catalog.Register(MailSDK) })
}
