package main

import (
	"slices"
	"testing"
)

const labelText = "# repo: acme/pay\n" +
	"# commit: 0123456789abcdef0123456789abcdef01234567\n" +
	"# modules: . tools\n" +
	"# id\tclass\tanalyzer\tlocation\treason\n" +
	"P1\tpositive\tkeyinretry\tpay/charge.go:118-126\tkey minted per attempt\n" +
	"P2\tpositive\tunkeyedwrite\tpay/refund.go:40,pay/svc.go:9-10\twrite in a helper, reported at either place\n" +
	"P3\tpositive\tnestedretry\tpay/client.go:5\tnever reported\n" +
	"N1\tnegative\tunkeyedwrite\tpay/refund.go:60-62\tkey hoisted before the retry\n"

// Two findings, the second a group whose sites are in other files; paths
// are absolute, as idemvet writes them.
const jsonText = `[
 {"analyzer":"keyinretry","posn":{"file":"/src/acme__pay/pay/charge.go","line":117},"end":{"file":"/src/acme__pay/pay/charge.go","line":119},"message":"fresh key"},
 {"analyzer":"unkeyedwrite","posn":{"file":"/src/acme__pay/pay/refund.go","line":61},"end":{"line":61},"message":"no key",
  "sites":[
   {"analyzer":"unkeyedwrite","posn":{"file":"/src/acme__pay/pay/refund.go","line":61},"end":{"line":61},"message":"no key"},
   {"analyzer":"unkeyedwrite","posn":{"file":"/src/acme__pay/pay/svc.go","line":10},"end":{"line":10},"message":"no key"},
   {"analyzer":"unkeyedwrite","posn":{"file":"/src/acme__pay/pay/other.go","line":3},"end":{"line":3},"message":"no key"}]},
 {"analyzer":"keyinretry","posn":{"file":"/src/acme__pay/pay/refund.go","line":40},"end":{"line":40},"message":"other analyzer at P2's line"}
]`

func TestScore(t *testing.T) {
	lf, err := ParseLabels("acme__pay", []byte(labelText))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(lf.Modules, []string{".", "tools"}) || len(lf.Labels) != 4 {
		t.Fatalf("parsed %+v", lf)
	}
	sites, err := Sites([]byte(jsonText), "/src/acme__pay")
	if err != nil {
		t.Fatal(err)
	}
	// The group's first site repeats the finding itself: 5 distinct sites.
	if len(sites) != 5 {
		t.Fatalf("got %d sites, want 5: %+v", len(sites), sites)
	}
	r := Score(lf, sites)
	// P1: the finding starts a line before the range but overlaps it.
	// P2: found through the group's second site, in its second span.
	// P3: nothing reported.
	want := map[string]bool{"P1": true, "P2": true, "P3": false}
	for id, found := range want {
		if r.Found[id] != found {
			t.Errorf("%s found = %v, want %v", id, r.Found[id], found)
		}
	}
	if len(r.False) != 1 || r.False[0].Label.ID != "N1" || r.False[0].Site.Line != 61 {
		t.Errorf("false = %+v, want the refund.go:61 site at N1", r.False)
	}
	// other.go:3 matches nothing; the keyinretry finding at refund.go:40
	// is at P2's place but of another analyzer.
	var un []string
	for _, s := range r.Unlabelled {
		un = append(un, s.String())
	}
	if !slices.Equal(un, []string{"unkeyedwrite pay/other.go:3", "keyinretry pay/refund.go:40"}) {
		t.Errorf("unlabelled = %q", un)
	}
}

func (s Site) String() string { return s.Analyzer + " " + s.File + ":" + itoa(s.Line) }

func itoa(n int) string { return Span{Start: n, End: n}.String()[1:] }

func TestParseLocationErrors(t *testing.T) {
	for _, bad := range []string{"a.go", "a.go:x", "a.go:9-3", ":4", "a.go:0"} {
		if _, err := ParseLocation(bad); err == nil {
			t.Errorf("ParseLocation(%q) succeeded", bad)
		}
	}
	sp, err := ParseLocation("a/b.go:3-5, c.go:7")
	if err != nil || len(sp) != 2 || sp[0] != (Span{"a/b.go", 3, 5}) || sp[1] != (Span{"c.go", 7, 7}) {
		t.Errorf("ParseLocation = %+v, %v", sp, err)
	}
}
