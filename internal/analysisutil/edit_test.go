package analysisutil

import "testing"

func TestDefaultName(t *testing.T) {
	for path, want := range map[string]string{
		"github.com/cenkalti/backoff/v4":     "backoff",
		"github.com/avast/retry-go/v4":       "retry",
		"gopkg.in/yaml.v3":                   "yaml",
		"go.temporal.io/sdk/activity":        "activity",
		"github.com/sethvargo/go-retry":      "retry",
		"net/http":                           "http",
		"github.com/stripe/stripe-go/v82":    "stripe",
		"github.com/google/uuid":             "uuid",
		"github.com/oklog/ulid/v2":           "ulid",
		"k8s.io/client-go/util/retry":        "retry",
		"github.com/failsafe-go/failsafe-go": "failsafe",
	} {
		if got := defaultName(path); got != want {
			t.Errorf("defaultName(%q) = %q, want %q", path, got, want)
		}
	}
}
