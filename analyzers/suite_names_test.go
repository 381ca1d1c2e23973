package analyzers_test

import (
	"flag"
	"io"
	"maps"
	"slices"
	"sort"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/appends"
	"golang.org/x/tools/go/analysis/passes/asmdecl"
	"golang.org/x/tools/go/analysis/passes/assign"
	"golang.org/x/tools/go/analysis/passes/atomic"
	"golang.org/x/tools/go/analysis/passes/bools"
	"golang.org/x/tools/go/analysis/passes/buildtag"
	"golang.org/x/tools/go/analysis/passes/cgocall"
	"golang.org/x/tools/go/analysis/passes/composite"
	"golang.org/x/tools/go/analysis/passes/copylock"
	"golang.org/x/tools/go/analysis/passes/defers"
	"golang.org/x/tools/go/analysis/passes/directive"
	"golang.org/x/tools/go/analysis/passes/errorsas"
	"golang.org/x/tools/go/analysis/passes/framepointer"
	"golang.org/x/tools/go/analysis/passes/hostport"
	"golang.org/x/tools/go/analysis/passes/httpresponse"
	"golang.org/x/tools/go/analysis/passes/ifaceassert"
	"golang.org/x/tools/go/analysis/passes/loopclosure"
	"golang.org/x/tools/go/analysis/passes/lostcancel"
	"golang.org/x/tools/go/analysis/passes/nilfunc"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/analysis/passes/shift"
	"golang.org/x/tools/go/analysis/passes/sigchanyzer"
	"golang.org/x/tools/go/analysis/passes/slog"
	"golang.org/x/tools/go/analysis/passes/stdmethods"
	"golang.org/x/tools/go/analysis/passes/stdversion"
	"golang.org/x/tools/go/analysis/passes/stringintconv"
	"golang.org/x/tools/go/analysis/passes/structtag"
	"golang.org/x/tools/go/analysis/passes/testinggoroutine"
	"golang.org/x/tools/go/analysis/passes/tests"
	"golang.org/x/tools/go/analysis/passes/timeformat"
	"golang.org/x/tools/go/analysis/passes/unmarshal"
	"golang.org/x/tools/go/analysis/passes/unreachable"
	"golang.org/x/tools/go/analysis/passes/unsafeptr"
	"golang.org/x/tools/go/analysis/passes/unusedresult"
	"golang.org/x/tools/go/analysis/passes/waitgroup"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/analyzernames"
)

// vetSuite is the suite that go vet runs (cmd/vet's list).
var vetSuite = []*analysis.Analyzer{
	appends.Analyzer,
	asmdecl.Analyzer,
	assign.Analyzer,
	atomic.Analyzer,
	bools.Analyzer,
	buildtag.Analyzer,
	cgocall.Analyzer,
	composite.Analyzer,
	copylock.Analyzer,
	defers.Analyzer,
	directive.Analyzer,
	errorsas.Analyzer,
	framepointer.Analyzer,
	hostport.Analyzer,
	httpresponse.Analyzer,
	ifaceassert.Analyzer,
	loopclosure.Analyzer,
	lostcancel.Analyzer,
	nilfunc.Analyzer,
	printf.Analyzer,
	shift.Analyzer,
	sigchanyzer.Analyzer,
	slog.Analyzer,
	stdmethods.Analyzer,
	stdversion.Analyzer,
	stringintconv.Analyzer,
	structtag.Analyzer,
	testinggoroutine.Analyzer,
	tests.Analyzer,
	timeformat.Analyzer,
	unmarshal.Analyzer,
	unreachable.Analyzer,
	unsafeptr.Analyzer,
	unusedresult.Analyzer,
	waitgroup.Analyzer,
}

// The names that an ignore directive and the configuration accept are the
// suite's; an old name maps to a name of the suite and is no longer one.
func TestAnalyzerNames(t *testing.T) {
	var names []string
	for _, a := range analyzers.Suite {
		names = append(names, a.Name)
	}
	if !slices.Equal(analyzernames.All, names) {
		t.Errorf("analyzernames.All = %q, want the names of analyzers.Suite, %q", analyzernames.All, names)
	}
	for _, old := range slices.Sorted(maps.Keys(analyzernames.Renamed)) {
		if to := analyzernames.Renamed[old]; !slices.Contains(names, to) || slices.Contains(names, old) {
			t.Errorf("analyzernames.Renamed: %s -> %s, want an old name outside the suite and a new name in it", old, to)
		}
	}
}

// TestWithVetSuite runs the checks a driver that runs idemvet together with
// go vet's analyzers (a multichecker, a nogo target) does, or trips on: the
// analyzers validate, no two distinct analyzers in the whole Requires graph
// share a name, and the flags register as unitchecker and multichecker
// register them (-NAME to turn a root on or off, -NAME.FLAG for its flags,
// and idemvet's -idemvetconfig.FLAG) next to the checkers' own, without a
// duplicate.
func TestWithVetSuite(t *testing.T) {
	all := append(slices.Clone(vetSuite), analyzers.Suite...)
	if err := analysis.Validate(all); err != nil {
		t.Fatal(err)
	}
	for _, err := range together(all) {
		t.Error(err)
	}
}

// together returns the name and flag clashes of the analyzers roots.
func together(roots []*analysis.Analyzer) []string {
	var errs []string
	byName := map[string]*analysis.Analyzer{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if prev, ok := byName[a.Name]; ok {
			if prev != a {
				errs = append(errs, "two distinct analyzers are named "+a.Name)
			}
			return
		}
		byName[a.Name] = a
		for _, req := range a.Requires {
			visit(req)
		}
	}
	for _, a := range roots {
		visit(a)
	}

	fs := flag.NewFlagSet("checker", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	define := func(name, owner string) {
		if fs.Lookup(name) != nil {
			errs = append(errs, "flag -"+name+" of "+owner+" is defined twice")
			return
		}
		fs.Bool(name, false, owner)
	}
	// The checkers' own flags (analysisflags.Parse).
	for _, name := range []string{"flags", "V", "json", "c", "fix", "diff", "source", "v", "all", "tags"} {
		define(name, "the checker")
	}
	for _, a := range roots {
		define(a.Name, a.Name)
	}
	names := slices.Collect(maps.Keys(byName))
	sort.Strings(names)
	for _, name := range names {
		byName[name].Flags.VisitAll(func(f *flag.Flag) { define(name+"."+f.Name, name) })
	}
	return errs
}

// The check itself finds the clash that the analyzer once called directive
// had with go vet's directive analyzer.
func TestTogetherFindsClash(t *testing.T) {
	old := &analysis.Analyzer{Name: "directive", Doc: "idemvet's old directive analyzer", Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	errs := together(append(slices.Clone(vetSuite), old))
	want := []string{
		"two distinct analyzers are named directive",
		"flag -directive of directive is defined twice",
	}
	if !slices.Equal(errs, want) {
		t.Errorf("got %q\nwant %q", errs, want)
	}
}
