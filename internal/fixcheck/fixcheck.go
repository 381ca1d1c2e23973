// Package fixcheck checks the text of idemvet's suggested fixes on real
// code: a key that a fix makes inside an at-least-once context (an MCP tool
// handler, a Temporal activity, a controller's Reconcile, a queue handler)
// must come from what the run is for, never from a source of new values. A
// new value made there, even once before a retry inside the context, is new
// again when the context runs again (a model's reissue of the tool call,
// Temporal's retry of the activity, a requeue), and the write is made twice.
// A key made once before a plain retry loop is right and is not reported.
//
// The end-to-end tests apply it to the fixes idemvet suggests on the
// modules of real SDKs, which cannot be run against the real APIs.
package fixcheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strings"

	"github.com/idemvet/idemvet/internal/driver"
)

// freshSource matches a call of a source of new values, as a fix's text
// writes it: uuid.NewString(), rand.Text(), time.Now(),
// stripe.NewIdempotencyKey() (the sources of catalog.Fresh, by the names
// their packages are usually imported under).
var freshSource = regexp.MustCompile(`\b(?:uuid\.(?:New|NewString|NewRandom|NewUUID|NewV4|NewV6|NewV7)|ulid\.(?:Make|New|MustNew)|xid\.(?:New|NewWithTime)|ksuid\.(?:New|NewRandom)|time\.Now|c?rand\.\w+|NewIdempotencyKey)\(`)

// atLeastOnceWords are how findings name an at-least-once context.
var atLeastOnceWords = regexp.MustCompile(`MCP tool handler|Temporal activity|Reconcile|workqueue|the model calls the tool again|reissue of the tool call`)

// atLeastOnceParams are the parameter types of the functions that run as an
// at-least-once context: a tool handler's request, a Reconcile's request.
var atLeastOnceParams = regexp.MustCompile(`CallToolRequest|reconcile\.Request|ctrl\.Request`)

// FreshKeys returns a description of each fresh key the fixes of finding f
// make inside an at-least-once context. src is the text of the finding's
// file, from which the function around it is read; nil when it cannot be
// read, and then only the finding's messages tell the context.
func FreshKeys(f driver.Finding, src []byte) []string {
	var out []string
	for _, fix := range f.Fixes {
		for _, e := range fix.Edits {
			m := freshSource.FindString(e.New)
			if m == "" {
				continue
			}
			if ctx := atLeastOnce(f, src); ctx != "" {
				out = append(out, fmt.Sprintf("%s:%d: the fix %q makes a new key with %s) inside %s (%s)",
					f.Posn.File, f.Posn.Line, fix.Message, m, ctx, f.Analyzer))
			}
		}
	}
	return out
}

// atLeastOnce names the at-least-once context finding f is in, or "".
func atLeastOnce(f driver.Finding, src []byte) string {
	texts := []string{f.Message}
	for _, r := range f.Related {
		texts = append(texts, r.Message)
	}
	for _, t := range texts {
		if m := atLeastOnceWords.FindString(t); m != "" {
			return "an at-least-once context (" + m + ")"
		}
	}
	if src == nil {
		return ""
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, f.Posn.File, src, parser.SkipObjectResolution)
	if err != nil {
		return ""
	}
	// The functions around the finding, any of which may be the context: a
	// handler may be a function literal given to a registration, with the
	// retry's operation inside it.
	type fn struct {
		ft   *ast.FuncType
		name string
	}
	var around []fn
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		start, end := fset.Position(n.Pos()).Line, fset.Position(n.End()).Line
		if start > f.Posn.Line || end < f.Posn.Line {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			around = append(around, fn{n.Type, n.Name.Name})
		case *ast.FuncLit:
			around = append(around, fn{n.Type, "a function literal"})
		}
		return true
	})
	for _, a := range around {
		if a.ft.Params == nil {
			continue
		}
		for _, p := range a.ft.Params.List {
			if t := typeText(src, fset, p.Type); atLeastOnceParams.MatchString(t) {
				return a.name + ", which takes a " + strings.TrimPrefix(t, "*")
			}
		}
	}
	return ""
}

// typeText returns the source text of the type expression e.
func typeText(src []byte, fset *token.FileSet, e ast.Expr) string {
	start, end := fset.Position(e.Pos()).Offset, fset.Position(e.End()).Offset
	if start < 0 || end > len(src) || start > end {
		return ""
	}
	return string(src[start:end])
}
