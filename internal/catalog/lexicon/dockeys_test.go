package lexicon

import "testing"

// TestDocSaysKey checks which comments make a field a key.
func TestDocSaysKey(t *testing.T) {
	for _, c := range []struct {
		text  string
		names []string
		want  bool
	}{
		{"Event ID is the idempotency key for the event", nil, true},
		{"MessageID identifies the message; receivers deduplicate notifications by it.", nil, true},
		{"Token used for idempotency of the create.", nil, true},
		{"The server deduplicates on this value.", nil, true},
		{"Unique deduplication ID of the delivery.", nil, true},
		{"Alert is a notification.\nReceivers deduplicate alerts by their Fingerprint.", []string{"Fingerprint", "fingerprint"}, true},
		{"Alert is a notification.\nReceivers deduplicate alerts by their Fingerprint.", []string{"Summary", "summary"}, false},
		{"StatusID names the status; it is not a deduplication key.", nil, false},
		{"Idempotency keys are not supported.", nil, false},
		{"Whether the operation is idempotent.", nil, false},
		{"ID of the record.", nil, false},
		{"Source to filter the events by the source", nil, false},
		{"Dedup windows are 24 hours long.", nil, false},
	} {
		if got := DocSaysKey(c.text, c.names...); got != c.want {
			t.Errorf("DocSaysKey(%q, %q) = %v, want %v", c.text, c.names, got, c.want)
		}
	}
}
