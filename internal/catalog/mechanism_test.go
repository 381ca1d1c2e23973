package catalog

import "testing"

// TestMechanisms checks that every record that retries by itself names
// its mechanism, and that the mechanism's part of the record is there:
// the passes read that part by the mechanism alone.
func TestMechanisms(t *testing.T) {
	for _, s := range SDKs {
		clientField := false
		for _, c := range s.Clients {
			clientField = clientField || c.RetriesField != ""
		}
		parts := map[RetryMechanism]bool{
			RequestOption:     s.OptionPkg != "" && s.MaxRetries != "",
			ClientField:       clientField,
			AWSRetryer:        s.Services != nil,
			StripeBackend:     s.Backends != nil,
			ServerRetrySwitch: s.ServerRetries != nil,
			DefaultRetryCount: s.DefaultRetries != nil,
			RuntimeOptions:    s.RuntimeRetries != nil,
			ConfigCount:       s.ConfigRetries != nil,
			StreamWriter:      s.Stream != nil,
			AWSRequestRetryer: s.V1Services != nil,
			ConfigPolicy:      s.Policies != nil,
		}
		for m, has := range parts {
			if has && s.Mechanism != m {
				t.Errorf("%s: has the part of mechanism %d but names mechanism %d", s.Name, m, s.Mechanism)
			}
		}
		if s.Mechanism != NoMechanism && !parts[s.Mechanism] {
			t.Errorf("%s: names mechanism %d without its part of the record", s.Name, s.Mechanism)
		}
	}
}
