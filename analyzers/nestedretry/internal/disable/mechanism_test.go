package disable

import (
	"testing"

	"github.com/idemvet/idemvet/internal/catalog"
)

// TestMechanismFixes checks that every record that retries by itself
// either has a fix for its mechanism or says why it has none
// (SDK.NoFix); a record may also say why its calls are not to take its
// mechanism's fix.
func TestMechanismFixes(t *testing.T) {
	for _, s := range catalog.SDKs {
		if s.Mechanism == catalog.NoMechanism {
			if s.NoFix != "" {
				t.Errorf("%s: NoFix without a mechanism", s.Name)
			}
			continue
		}
		if _, ok := disablers[s.Mechanism]; !ok && s.NoFix == "" {
			t.Errorf("%s: mechanism %d has a fix: %v; NoFix %q", s.Name, s.Mechanism, ok, s.NoFix)
		}
	}
}
