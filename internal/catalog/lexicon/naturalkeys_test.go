package lexicon

import "testing"

// TestNaturalKeyFields checks which creates have a unique name.
func TestNaturalKeyFields(t *testing.T) {
	for op, want := range map[string]string{
		"CreateUser":          "UserName",
		"CreateBucketRequest": "BucketName",
		"addDomain":           "DomainName",
		"CreateKeyPairArgs":   "KeyPairName",
		"CreateSecurityGroup": "",
		"CreateUserGroup":     "",
		"CreateDisk":          "",
		"DeleteUser":          "",
		"OpenAccount":         "",
	} {
		got := ""
		if f := NaturalKeyFields(op); len(f) > 0 {
			got = f[0]
		}
		if got != want {
			t.Errorf("NaturalKeyFields(%q) = %q, want %q", op, got, want)
		}
	}
}
