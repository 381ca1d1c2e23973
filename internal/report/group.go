package report

import (
	"fmt"
	"strings"
)

// Grouping. One inner layer, a retrying client made in one place, nests in
// every outer retry that calls it: on a large code base that is thousands
// of findings of one cause, each worth reading once. The standalone
// command's outputs show an analyzer's findings of one cause (Finding.Cause,
// marked by rule.Cause) as one, at the first site in file, line and column
// order, naming how many other sites share the cause and where it is, with
// the other sites as related locations. The per-site findings stay whole
// under it (Finding.Sites): -json lists them with their fixes, and the
// baseline, -fix and -diff work on them before any grouping. go vet and
// golangci-lint report every site.

// listedSites is how many of a grouped finding's other sites text and
// GitHub annotations list; the message gives the total.
const listedSites = 10

// sarifSites is how many of a grouped finding's other sites a SARIF result
// lists as related locations: GitHub code scanning shows at most 100
// locations of a result and rejects a result with more than 1,000.
const sarifSites = 100

// Group returns findings with those of one analyzer and one cause, two or
// more, replaced by one grouped finding at the first of them. findings are
// sorted, as Collect leaves them, and so is the result.
func Group(src *Source, findings []Finding) []Finding {
	type key struct {
		analyzer, file string
		offset         int
	}
	keyOf := func(f Finding) key { return key{f.Analyzer, f.Cause.Posn.File, f.Cause.Posn.Offset} }
	sites := map[key][]Finding{}
	for _, f := range findings {
		if f.Cause != nil {
			sites[keyOf(f)] = append(sites[keyOf(f)], f)
		}
	}
	var out []Finding
	done := map[key]bool{}
	for _, f := range findings {
		if f.Cause == nil || len(sites[keyOf(f)]) < 2 {
			out = append(out, f)
		} else if k := keyOf(f); !done[k] {
			done[k] = true
			out = append(out, grouped(src, sites[k]))
		}
	}
	return out
}

// grouped returns the finding that stands for all, sites of one cause:
// the first site, its message saying how many others share the cause and
// where it is, with the others as related locations after its own. Its
// fingerprint and fixes are the first site's.
func grouped(src *Source, all []Finding) Finding {
	g := all[0]
	c := g.Cause
	where := fmt.Sprintf("%s:%d", src.Rel(c.Posn.File), c.Posn.Line)
	what, ok := strings.CutSuffix(c.Message, " here")
	if ok {
		what += " at " + where
	} else {
		what += " (" + where + ")"
	}
	n := len(all) - 1
	if n == 1 {
		g.Message += fmt.Sprintf(" (and 1 other site shares this cause: %s)", what)
	} else {
		g.Message += fmt.Sprintf(" (and %d other sites share this cause: %s)", n, what)
	}
	g.Related = append([]Related(nil), g.Related...)
	for _, s := range all[1:] {
		g.Related = append(g.Related, Related{Posn: s.Posn, Message: "another site with this cause"})
	}
	g.Sites = all
	return g
}

// listed returns the related locations of f to show, with at most limit
// of a grouped finding's other sites, and how many of those are left out.
func (f Finding) listed(limit int) ([]Related, int) {
	if len(f.Sites) == 0 {
		return f.Related, 0
	}
	own := len(f.Related) - (len(f.Sites) - 1)
	if len(f.Related)-own <= limit {
		return f.Related, 0
	}
	return f.Related[:own+limit], len(f.Related) - own - limit
}

// moreSites says how many other sites a listing leaves out.
func moreSites(n int) string {
	if n == 1 {
		return "and 1 more site with this cause"
	}
	return fmt.Sprintf("and %d more sites with this cause", n)
}
