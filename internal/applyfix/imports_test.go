package applyfix

import "testing"

// TestDropUnusedImports: two fixes in one file can each remove one of the
// last two uses of an import; the import goes, and nothing else changes.
func TestDropUnusedImports(t *testing.T) {
	names := map[string]string{
		"fmt":                             "fmt",
		"github.com/google/uuid":          "uuid",
		"github.com/stripe/stripe-go/v82": "stripe",
	}
	for _, tc := range []struct{ name, before, after, want string }{
		{
			name: "last uses removed by two fixes",
			before: "package p\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/google/uuid\"\n\t\"github.com/stripe/stripe-go/v82\"\n)\n\n" +
				"func a() string { return uuid.NewString() }\nfunc b() string { return uuid.NewString() + fmt.Sprint(stripe.Key) }\n",
			after: "package p\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/google/uuid\"\n\t\"github.com/stripe/stripe-go/v82\"\n)\n\n" +
				"func a() string { return \"a\" }\nfunc b() string { return \"b\" + fmt.Sprint(stripe.Key) }\n",
			want: "package p\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/stripe/stripe-go/v82\"\n)\n\n" +
				"func a() string { return \"a\" }\nfunc b() string { return \"b\" + fmt.Sprint(stripe.Key) }\n",
		},
		{
			name:   "a lone import declaration goes whole",
			before: "package p\n\nimport \"github.com/google/uuid\"\n\nvar k = uuid.NewString()\n",
			after:  "package p\n\nimport \"github.com/google/uuid\"\n\nvar k = \"k\"\n",
			want:   "package p\n\nvar k = \"k\"\n",
		},
		{
			name:   "a local variable of the same name is no use of the import",
			before: "package p\n\nimport \"github.com/google/uuid\"\n\nvar k = uuid.NewString()\n",
			after:  "package p\n\nimport \"github.com/google/uuid\"\n\nfunc f(uuid struct{ S string }) string { return uuid.S }\n",
			want:   "package p\n\nfunc f(uuid struct{ S string }) string { return uuid.S }\n",
		},
		{
			name:   "an import the file did not use before is left alone",
			before: "package p\n\nimport \"github.com/google/uuid\"\n\nvar _ = 1\n",
			after:  "package p\n\nimport \"github.com/google/uuid\"\n\nvar _ = 2\n",
			want:   "package p\n\nimport \"github.com/google/uuid\"\n\nvar _ = 2\n",
		},
	} {
		if got := dropUnusedImports(tc.before, tc.after, names); got != tc.want {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
}
