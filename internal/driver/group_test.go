package driver

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/internal/report"
	"github.com/idemvet/idemvet/internal/rule"
)

// relay writes the front-end module with the relay packages of the grouping
// tests (testdata/frontends/relay): three sites nest Fetch's retries, one
// nests Ping's. extra adds files, or replaces them.
func relay(t *testing.T, extra map[string]string) string {
	t.Helper()
	files := map[string]string{}
	for _, name := range []string{"relay.go", "send/send.go"} {
		data, err := os.ReadFile(filepath.Join(idemtest.TestData(), "frontends", "relay", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		files["relay/"+name] = string(data)
	}
	for name, content := range extra {
		files[name] = content
	}
	return module(t, files)
}

const (
	fetchSite  = "Fetch retries (send/send.go:9) inside the retry loop at relay.go:%d with no shared budget: up to 3 × 4 = 12 calls for one failing operation"
	fetchCause = " (and 2 other sites share this cause: Fetch, which retries, is declared at relay/send/send.go:7)"
	pingSite   = "Ping retries (send/send.go:22) inside the retry loop at relay.go:48 with no shared budget: up to 3 × 2 = 6 calls for one failing operation"
)

// TestGroupText checks that the three sites of Fetch's retries are one
// finding at the first, naming the cause and listing the others, that
// Ping's single site is reported as before, and that -group=false reports
// every site.
func TestGroupText(t *testing.T) {
	dir := relay(t, nil)
	rel := func(s string) string { return filepath.FromSlash(s) }
	r := idemvet("-C", dir, "./relay/...")
	want := rel("relay/relay.go") + ":13:9: " + fmt.Sprintf(fetchSite, 12) + fetchCause + " (nestedretry)\n" +
		"\t" + rel("relay/relay.go") + ":12:2: the outer retry loop starts here\n" +
		"\t" + rel("relay/send/send.go") + ":7:6: Fetch, which retries, is declared here\n" +
		"\t" + rel("relay/relay.go") + ":25:9: another site with this cause\n" +
		"\t" + rel("relay/relay.go") + ":37:9: another site with this cause\n" +
		rel("relay/relay.go") + ":49:9: " + pingSite + " (nestedretry)\n" +
		"\t" + rel("relay/relay.go") + ":48:2: the outer retry loop starts here\n" +
		"\t" + rel("relay/send/send.go") + ":20:6: Ping, which retries, is declared here\n"
	if r.code != ExitFindings || r.stdout != want {
		t.Errorf("got %v\nwant exit 1 and\n%s", r, want)
	}

	r = idemvet("-C", dir, "-group=false", "./relay/...")
	for _, line := range []int{13, 25, 37, 49} {
		if !strings.Contains(r.stdout, fmt.Sprintf("%s:%d:9: ", rel("relay/relay.go"), line)) {
			t.Errorf("-group=false: want the site at line %d; got %v", line, r)
		}
	}
	if r.code != ExitFindings || strings.Count(r.stdout, "(nestedretry)\n") != 4 || strings.Contains(r.stdout, "share this cause") {
		t.Errorf("-group=false: want 4 findings, none grouped; got %v", r)
	}
}

// manySites is a file of 12 more sites of Fetch's retries: with relay.go's
// three, 14 others beside the first.
func manySites() string {
	var b strings.Builder
	b.WriteString("package relay\n\nimport \"example.com/shop/relay/send\"\n")
	for i := range 12 {
		fmt.Fprintf(&b, "\nfunc More%d(url string) error {\n\tvar err error\n\tfor i := 0; i < 3; i++ {\n\t\terr = send.Fetch(url)\n\t\tif err == nil {\n\t\t\tbreak\n\t\t}\n\t}\n\treturn err\n}\n", i)
	}
	return b.String()
}

// TestGroupListsTenSites checks that text and GitHub annotations list ten
// of the other sites and say how many more there are, and that SARIF and
// JSON have them all.
func TestGroupListsTenSites(t *testing.T) {
	dir := relay(t, map[string]string{"relay/more.go": manySites()})
	r := idemvet("-C", dir, "./relay/...")
	if !strings.Contains(r.stdout, "(and 14 other sites share this cause: ") || strings.Count(r.stdout, "another site with this cause\n") != 10 ||
		!strings.Contains(r.stdout, "\n\tand 4 more sites with this cause\n") {
		t.Errorf("text: want 14 other sites, 10 listed and 4 more; got %v", r)
	}
	r = idemvet("-C", dir, "-github", "./relay/...")
	if lines := strings.Split(strings.TrimSpace(r.stdout), "\n"); len(lines) != 2 || strings.Count(lines[0], "another site with this cause") != 10 || !strings.Contains(lines[0], "%0Aand 4 more sites with this cause%0A") {
		t.Errorf("-github: want two annotations, the first listing 10 sites and 4 more; got %v", r)
	}
	r = idemvet("-C", dir, "-sarif", "./relay/...")
	if n := strings.Count(r.stdout, `"text": "another site with this cause"`); n != 14 {
		t.Errorf("-sarif: %d other sites among the related locations, want 14", n)
	}
	var findings []Finding
	r = idemvet("-C", dir, "-json", "./relay/...")
	if err := json.Unmarshal([]byte(r.stdout), &findings); err != nil || len(findings) != 2 || len(findings[0].Sites) != 15 {
		t.Errorf("-json: want 2 findings, the first with 15 sites; got %v (%v)", r, err)
	}
}

// TestGroupJSON checks that -json keeps every site under the grouped
// finding, each with its own message and fix, and the cause of each.
func TestGroupJSON(t *testing.T) {
	dir := relay(t, nil)
	r := idemvet("-C", dir, "-json", "./relay/...")
	var findings []Finding
	if err := json.Unmarshal([]byte(r.stdout), &findings); err != nil || r.code != ExitFindings || len(findings) != 2 {
		t.Fatalf("want exit 1 and 2 findings; got %v (%v)", r, err)
	}
	g, single := findings[0], findings[1]
	if g.Message != fmt.Sprintf(fetchSite, 12)+fetchCause || len(g.Fixes) != 1 || g.Cause == nil || g.Cause.Posn.Line != 7 {
		t.Errorf("grouped finding: got %+v", g)
	}
	if len(g.Sites) != 3 {
		t.Fatalf("want 3 sites; got %+v", g.Sites)
	}
	for i, line := range []int{13, 25, 37} {
		s := g.Sites[i]
		if s.Posn.Line != line || s.Message != fmt.Sprintf(fetchSite, line-1) || len(s.Fixes) != 1 || len(s.Fixes[0].Edits) == 0 ||
			s.Fixes[0].Edits[0].Start < s.End.Offset || s.Cause == nil || *s.Cause != *g.Cause || len(s.Sites) != 0 {
			t.Errorf("site %d: want line %d with its own message, fix and the cause; got %+v", i, line, s)
		}
	}
	if single.Message != pingSite || len(single.Sites) != 0 || single.Cause == nil || single.Cause.Posn.Line != 20 {
		t.Errorf("single finding: got %+v", single)
	}
}

// TestGroupSARIF checks that the grouped finding is one result, valid
// against the SARIF 2.1.0 schema, with the other sites as related
// locations of distinct ids, and the fingerprint of its first site.
func TestGroupSARIF(t *testing.T) {
	dir := relay(t, nil)
	r := idemvet("-C", dir, "-sarif", "./relay/...")
	schema, err := jsonschema.NewCompiler().Compile(filepath.Join(idemtest.TestData(), "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(r.stdout))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(doc); err != nil {
		t.Errorf("the SARIF log does not validate against the 2.1.0 schema: %v", err)
	}
	type result struct {
		Message             struct{ Text string }
		PartialFingerprints map[string]string
		Locations           []struct {
			PhysicalLocation struct{ Region struct{ StartLine int } }
		}
		RelatedLocations []struct {
			ID               int
			Message          struct{ Text string }
			PhysicalLocation struct {
				ArtifactLocation struct{ URI string }
				Region           struct{ StartLine int }
			}
		}
		Fixes []json.RawMessage
	}
	parse := func(out string) []result {
		var log struct{ Runs []struct{ Results []result } }
		if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 {
			t.Fatalf("not a SARIF log with one run (%v): %s", err, out)
		}
		return log.Runs[0].Results
	}
	res := parse(r.stdout)
	if len(res) != 2 {
		t.Fatalf("want 2 results; got %s", r.stdout)
	}
	g := res[0]
	if g.Message.Text != fmt.Sprintf(fetchSite, 12)+fetchCause || g.Locations[0].PhysicalLocation.Region.StartLine != 13 || len(g.Fixes) != 1 {
		t.Errorf("grouped result: got %+v", g)
	}
	var sites []int
	ids := map[int]bool{}
	for _, l := range g.RelatedLocations {
		ids[l.ID] = true
		if l.Message.Text == "another site with this cause" && l.PhysicalLocation.ArtifactLocation.URI == "relay/relay.go" {
			sites = append(sites, l.PhysicalLocation.Region.StartLine)
		}
	}
	if fmt.Sprint(sites) != "[25 37]" || len(ids) != len(g.RelatedLocations) {
		t.Errorf("want the sites at lines 25 and 37 among related locations of distinct ids; got %+v", g.RelatedLocations)
	}

	// The fingerprints are the sites' own, as without grouping.
	fps := map[int]string{}
	for _, s := range parse(idemvet("-C", dir, "-sarif", "-group=false", "./relay/...").stdout) {
		fps[s.Locations[0].PhysicalLocation.Region.StartLine] = s.PartialFingerprints[report.FingerprintKey]
	}
	if len(fps) != 4 || g.PartialFingerprints[report.FingerprintKey] != fps[13] || res[1].PartialFingerprints[report.FingerprintKey] != fps[49] {
		t.Errorf("fingerprints %v, want the first site's (%v)", []map[string]string{g.PartialFingerprints, res[1].PartialFingerprints}, fps)
	}
}

// TestGroupGitHub checks that the grouped finding is one annotation, at
// the first site, listing the others.
func TestGroupGitHub(t *testing.T) {
	dir := relay(t, nil)
	r := idemvet("-C", dir, "-github", "./relay/...")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != ExitFindings || len(lines) != 2 {
		t.Fatalf("want exit 1 and 2 annotations; got %v", r)
	}
	want := "::error file=relay/relay.go,line=13,col=9,endLine=13,endColumn=36,title=idemvet%3A nestedretry::" + fmt.Sprintf(fetchSite, 12) + fetchCause +
		"%0Arelay/relay.go:12:2: the outer retry loop starts here" +
		"%0Arelay/send/send.go:7:6: Fetch, which retries, is declared here" +
		"%0Arelay/relay.go:25:9: another site with this cause" +
		"%0Arelay/relay.go:37:9: another site with this cause" +
		"%0Asuggested fix: Leave the retry loop when Fetch fails: it already retries"
	if lines[0] != want {
		t.Errorf("got\n%s\nwant\n%s", lines[0], want)
	}
	if !strings.HasPrefix(lines[1], "::error file=relay/relay.go,line=49,") {
		t.Errorf("want Ping's site as the second annotation; got %s", lines[1])
	}
}

// TestGroupBaseline checks that a baseline records every site, the same
// with grouping on or off, that it suppresses all the sites of a group,
// and that a new site of a baselined cause is reported as new, alone.
func TestGroupBaseline(t *testing.T) {
	dir := relay(t, nil)
	grouped, perSite := filepath.Join(t.TempDir(), "grouped.json"), filepath.Join(t.TempDir(), "per-site.json")
	if r := idemvet("-C", dir, "-write-baseline", grouped, "./relay/..."); r.code != ExitClean || r.stderr != "idemvet: wrote 4 entries to "+grouped+"\n" {
		t.Errorf("-write-baseline: want 4 entries, one per site; got %v", r)
	}
	idemvet("-C", dir, "-group=false", "-write-baseline", perSite, "./relay/...")
	a, _ := os.ReadFile(grouped)
	b, _ := os.ReadFile(perSite)
	if len(a) == 0 || string(a) != string(b) {
		t.Errorf("the baseline depends on -group:\n%s\n%s", a, b)
	}
	for _, format := range []string{"-group=true", "-sarif"} {
		r := idemvet("-C", dir, format, "-baseline", perSite, "./relay/...")
		if r.code != ExitClean || strings.Contains(r.stdout, "retries (send/send.go") {
			t.Errorf("%s: want every site suppressed; got %v", format, r)
		}
	}

	// A fourth site of Fetch's retries is new.
	src, err := os.ReadFile(filepath.Join(idemtest.TestData(), "frontends", "relay", "relay.go"))
	if err != nil {
		t.Fatal(err)
	}
	more := string(src) + "\n// Payouts retries Fetch.\nfunc Payouts(url string) error {\n\tvar err error\n\tfor i := 0; i < 3; i++ {\n\t\terr = send.Fetch(url + \"/payouts\")\n\t\tif err == nil {\n\t\t\tbreak\n\t\t}\n\t}\n\treturn err\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "relay", "relay.go"), []byte(more), 0o666); err != nil {
		t.Fatal(err)
	}
	r := idemvet("-C", dir, "-baseline", perSite, "./relay/...")
	want := filepath.Join("relay", "relay.go") + ":61:9: " + fmt.Sprintf(fetchSite, 60) + " (nestedretry)\n"
	if r.code != ExitFindings || !strings.HasPrefix(r.stdout, want) || strings.Count(r.stdout, "(nestedretry)") != 1 || strings.Contains(r.stdout, "another site") {
		t.Errorf("want the new site alone, exit 1; got %v\nwant first line\n%s", r, want)
	}
}

// TestGroupFix checks that -fix and -diff apply the fix of every site of a
// grouped finding.
func TestGroupFix(t *testing.T) {
	dir := relay(t, nil)
	r := idemvet("-C", dir, "-diff", "./relay/...")
	if r.code != ExitFindings || strings.Count(r.stdout, "\n+\t\tif err != nil {\n") != 4 {
		t.Errorf("-diff: want the 4 sites' fixes; got %v", r)
	}
	r = idemvet("-C", dir, "-fix", "./relay/...")
	if r.code != ExitClean || r.stderr != "idemvet: applied 4 fixes to 1 file\n" {
		t.Errorf("-fix: want 4 fixes applied; got %v", r)
	}
	if r := idemvet("-C", dir, "./relay/..."); r.code != ExitClean || r.stdout != "" {
		t.Errorf("after -fix: want no finding; got %v", r)
	}
}

// TestGroupVetPerSite checks that under go vet every site is reported on
// its own, each marking the cause.
func TestGroupVetPerSite(t *testing.T) {
	dir := relay(t, nil)
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, "./relay")
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatal(err)
	}
	g, err := checker.Analyze(vetSuite(analyzers.Suite), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, act := range g.Roots {
		for _, d := range act.Diagnostics {
			if act.Analyzer.Name != "nestedretry" {
				continue
			}
			n++
			if _, ok := rule.CauseOf(d); !ok || strings.Contains(d.Message, "share this cause") {
				t.Errorf("want a site of its own, marking its cause: %s %+v", d.Message, d.Related)
			}
		}
	}
	if n != 4 {
		t.Errorf("%d nestedretry diagnostics under go vet, want 4", n)
	}
}
