// Package directives is a helper pass that reads idemvet's comment
// directives. It reports nothing: the rule analyzers ask it whether a
// diagnostic is suppressed, whether a function is annotated as a retry helper
// or an ambiguity classifier, and whether a type is a retry budget; the
// idemvetdirective analyzer reports the malformed ones.
//
// The directives are:
//
//	//idemvet:ignore <analyzer>[,<analyzer>...] <reason>   on or above the line
//	//idemvet:retry       in a function's doc: it is a retry helper
//	//idemvet:ambiguous   in a function's doc: it tells unknown outcomes apart
//	//idemvet:budget      in a type's doc: values of it are a shared retry budget
package directives

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/analyzernames"
)

// Analyzer parses the directives of a package.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetdirectives",
	Doc:        "parse //idemvet: comment directives (reports nothing)",
	Run:        analysisutil.Safe("idemvetdirectives", run),
	ResultType: reflect.TypeFor[*Result](),
}

// Kinds of function and type annotations.
const (
	Retry     = "retry"
	Ambiguous = "ambiguous"
	Budget    = "budget"
	Ignore    = "ignore"
)

// A Problem is a malformed directive.
type Problem struct {
	Comment *ast.Comment
	Message string
	Fixed   string // replacement text of the comment, "" to delete it
	OwnLine bool   // the comment is alone on its line
}

// Result holds the directives of one package.
type Result struct {
	fset     *token.FileSet
	ignores  map[string]map[int][]string // file -> line -> analyzer names
	funcs    map[types.Object][]string   // annotated functions and types
	Problems []Problem
}

// Ignored reports whether a diagnostic of the named analyzer at pos is
// suppressed by an ignore directive on its line or the line above.
func (r *Result) Ignored(pos token.Pos, analyzer string) bool {
	p := r.fset.Position(pos)
	lines := r.ignores[p.Filename]
	return slices.Contains(lines[p.Line], analyzer)
}

// Has reports whether obj (a function or type of this package) carries the
// annotation kind (Retry, Ambiguous, Budget).
func (r *Result) Has(obj types.Object, kind string) bool {
	return slices.Contains(r.funcs[obj], kind)
}

// Annotated returns the objects of this package that carry kind, in source
// order.
func (r *Result) Annotated(kind string) []types.Object {
	var out []types.Object
	for obj, kinds := range r.funcs {
		if slices.Contains(kinds, kind) {
			out = append(out, obj)
		}
	}
	slices.SortFunc(out, func(a, b types.Object) int { return int(a.Pos() - b.Pos()) })
	return out
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{
		fset:    pass.Fset,
		ignores: map[string]map[int][]string{},
		funcs:   map[types.Object][]string{},
	}
	for _, f := range pass.Files {
		// Annotations in declaration docs.
		attached := map[*ast.Comment]bool{}
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				for _, k := range r.annotations(decl.Doc, attached, Retry, Ambiguous) {
					if obj := pass.TypesInfo.Defs[decl.Name]; obj != nil {
						r.funcs[obj] = append(r.funcs[obj], k)
					}
				}
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok {
						continue
					}
					doc := ts.Doc
					if doc == nil && len(decl.Specs) == 1 {
						doc = decl.Doc
					}
					for _, k := range r.annotations(doc, attached, Budget) {
						if obj := pass.TypesInfo.Defs[ts.Name]; obj != nil {
							r.funcs[obj] = append(r.funcs[obj], k)
						}
					}
				}
			}
		}
		var trailing map[int]token.Pos // line -> first code column, built lazily
		first := len(r.Problems)
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				name, args, ok := parse(c.Text)
				if !ok {
					continue
				}
				switch name {
				case Ignore:
					if trailing == nil {
						trailing = codeStarts(pass.Fset, f)
					}
					r.ignore(pass.Fset, c, args, trailing)
				case Retry, Ambiguous, Budget:
					if !attached[c] {
						where := "a function's doc comment"
						if name == Budget {
							where = "a type's doc comment"
						}
						r.Problems = append(r.Problems, Problem{Comment: c,
							Message: "//idemvet:" + name + " directive is not in " + where + ", so it has no effect"})
					}
				default:
					r.Problems = append(r.Problems, Problem{Comment: c,
						Message: "unknown directive //idemvet:" + name + ": want ignore, retry, ambiguous or budget"})
				}
			}
		}
		if len(r.Problems) > first {
			if trailing == nil {
				trailing = codeStarts(pass.Fset, f)
			}
			for i := first; i < len(r.Problems); i++ {
				c := r.Problems[i].Comment
				start, ok := trailing[pass.Fset.Position(c.Slash).Line]
				r.Problems[i].OwnLine = !ok || start > c.Slash
			}
		}
	}
	return r, nil
}

// parse splits "//idemvet:name args" into its name and arguments. A
// further "//" starts another comment that is not part of the directive:
// "//idemvet:ignore keyinretry reason // TODO".
func parse(text string) (name string, args []string, ok bool) {
	rest, ok := strings.CutPrefix(text, "//idemvet:")
	if !ok {
		return "", nil, false
	}
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[:i]
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return "", nil, true
	}
	return fields[0], fields[1:], true
}

// annotations returns the kinds among want that doc carries, marking the
// comments it used.
func (r *Result) annotations(doc *ast.CommentGroup, used map[*ast.Comment]bool, want ...string) []string {
	if doc == nil {
		return nil
	}
	var kinds []string
	for _, c := range doc.List {
		if name, _, ok := parse(c.Text); ok && slices.Contains(want, name) {
			kinds = append(kinds, name)
			used[c] = true
		}
	}
	return kinds
}

func (r *Result) ignore(fset *token.FileSet, c *ast.Comment, args []string, code map[int]token.Pos) {
	p := fset.Position(c.Slash)
	if len(args) == 0 {
		r.Problems = append(r.Problems, Problem{Comment: c,
			Message: "//idemvet:ignore directive names no analyzer and gives no reason, so it suppresses nothing"})
		return
	}
	names := strings.Split(args[0], ",")
	for _, n := range names {
		if to, ok := analyzernames.Renamed[n]; ok {
			r.Problems = append(r.Problems, Problem{Comment: c,
				Message: "//idemvet:ignore names " + `"` + n + `"` + ", the old name of " + to + ", so it suppresses nothing",
				Fixed:   strings.Replace(c.Text, args[0], rename(args[0], n, to), 1)})
			return
		}
		if !slices.Contains(analyzernames.All, n) {
			msg := "//idemvet:ignore names unknown analyzer " + `"` + n + `"` + " (want one of " + strings.Join(analyzernames.All, ", ") + "), so it suppresses nothing"
			prob := Problem{Comment: c, Message: msg}
			if near := closest(n); near != "" {
				prob.Fixed = strings.Replace(c.Text, args[0], strings.Replace(args[0], n, near, 1), 1)
			}
			r.Problems = append(r.Problems, prob)
			return
		}
	}
	if len(args) < 2 {
		r.Problems = append(r.Problems, Problem{Comment: c,
			Message: "//idemvet:ignore " + args[0] + " gives no reason, so it suppresses nothing: say why the finding does not apply"})
		return
	}
	lines := r.ignores[p.Filename]
	if lines == nil {
		lines = map[int][]string{}
		r.ignores[p.Filename] = lines
	}
	lines[p.Line] = append(lines[p.Line], names...)
	// A directive on a line of its own covers the next line too.
	if start, ok := code[p.Line]; !ok || start > c.Slash {
		lines[p.Line+1] = append(lines[p.Line+1], names...)
	}
}

// rename replaces the name from in the comma-separated list by to.
func rename(list, from, to string) string {
	names := strings.Split(list, ",")
	for i, n := range names {
		if n == from {
			names[i] = to
		}
	}
	return strings.Join(names, ",")
}

// codeStarts maps each line of f to the position of the first code on it.
func codeStarts(fset *token.FileSet, f *ast.File) map[int]token.Pos {
	m := map[int]token.Pos{}
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if _, ok := n.(*ast.CommentGroup); ok {
			return false
		}
		line := fset.Position(n.Pos()).Line
		if old, ok := m[line]; !ok || n.Pos() < old {
			m[line] = n.Pos()
		}
		return true
	})
	return m
}

// closest returns the analyzer name at edit distance at most 2 from n.
func closest(n string) string {
	for _, a := range analyzernames.All {
		if distance(strings.ToLower(n), a) <= 2 {
			return a
		}
	}
	return ""
}

func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}
