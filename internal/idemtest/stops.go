package idemtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strings"

	"github.com/idemvet/idemvet/internal/catalog"
)

// A Finding is a finding's message and the line of the source it is on.
type Finding struct {
	Line    int
	Message string
}

// UnsafeStops compares a Go file before and after fixes and returns the
// functions in which a fix turned a Terraform RetryableError into a stop
// (fewer RetryableError calls than before) although no finding in that
// function, of findings on the source before the fixes, names an inner
// layer whose own retries cover every transient failure. Such a fix takes
// the only retry from the failures the inner layer does not retry
// (throttling, server errors, lost connections).
//
// The layers that cover them are read from the finding's message, as
// nestedretry names the inner layer: a go-retryablehttp client ("retries
// by itself (retryablehttp.Client)") or an SDK whose catalog record says
// RetriesTransient ("retries by default (aws-sdk-go-v2)"). A function that
// retries by itself ("postJSON retries (pkg/file.go:12)") covers nothing
// known.
func UnsafeStops(before, after []byte, findings []Finding) ([]string, error) {
	fset := token.NewFileSet()
	fb, err := parser.ParseFile(fset, "before.go", before, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	fa, err := parser.ParseFile(token.NewFileSet(), "after.go", after, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	retryables := func(f *ast.File) map[string]int {
		n := map[string]int{}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ast.Inspect(fd.Body, func(x ast.Node) bool {
				if call, ok := x.(*ast.CallExpr); ok {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "RetryableError" {
						n[funcKey(fd)]++
					}
				}
				return true
			})
		}
		return n
	}
	was, now := retryables(fb), retryables(fa)
	var unsafe []string
	for _, d := range fb.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || now[funcKey(fd)] >= was[funcKey(fd)] {
			continue
		}
		first, last := fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line
		covered := false
		for _, f := range findings {
			if first <= f.Line && f.Line <= last && CoversTransient(f.Message) {
				covered = true
			}
		}
		if !covered {
			unsafe = append(unsafe, funcKey(fd))
		}
	}
	return unsafe, nil
}

func funcKey(fd *ast.FuncDecl) string {
	if fd.Recv != nil && len(fd.Recv.List) > 0 {
		return recvName(fd.Recv.List[0].Type) + "." + fd.Name.Name
	}
	return fd.Name.Name
}

func recvName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return recvName(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.IndexExpr:
		return recvName(e.X)
	}
	return "?"
}

// CoversTransient reports whether a nestedretry message names an inner
// layer whose own retries cover every transient failure.
func CoversTransient(msg string) bool {
	msg = strings.ReplaceAll(msg, `\`, "") // a want pattern's escapes
	inner, _, ok := strings.Cut(msg, " inside ")
	if !ok {
		return false
	}
	return coverRE.MatchString(inner)
}

var coverRE = func() *regexp.Regexp {
	names := []string{`retryablehttp.Client`, `the default retryablehttp.Client`, `http.Client with a retryablehttp transport`}
	for _, sdk := range catalog.SDKs {
		if sdk.RetriesTransient {
			names = append(names, regexp.QuoteMeta(sdk.Name)+`(?: with \w+ on|, over an http.Client that retries by itself)?`)
		}
	}
	return regexp.MustCompile(`\((?:` + strings.Join(names, "|") + `)\)$`)
}()
