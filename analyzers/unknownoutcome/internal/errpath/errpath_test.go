package errpath_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/passes/retryscope"
)

const src = `package p

func send() error { return nil }

func loop() error {
	for i := 0; i < 3; i++ {
		err := send()
		if err != nil {
			continue
		}
		return nil
	}
	return nil
}

func forward() error {
	return send()
}

func leaveOnSuccess() error {
	if err := send(); err == nil {
		return nil
	}
	return nil
}
`

// sites type-checks src and returns the site of each call of send, by
// the name of the function it is in, with the Finder that found them.
func sites(t *testing.T) (*errpath.Finder, map[string]*errpath.Site) {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{file}, TypesInfo: &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
	}}
	if pass.Pkg, err = new(types.Config).Check("p", fset, pass.Files, pass.TypesInfo); err != nil {
		t.Fatal(err)
	}
	f := errpath.New(pass, &retryscope.Result{}, nil)
	out := map[string]*errpath.Site{}
	for cur := range inspector.New([]*ast.File{file}).Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "send" {
			continue
		}
		for fn := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			out[fn.Node().(*ast.FuncDecl).Name.Name] = f.Site(cur, call)
			break
		}
	}
	return f, out
}

// TestPaths checks the site of each shape and the path its error takes:
// round a loop, out by a return, and past an if that leaves on success.
func TestPaths(t *testing.T) {
	f, sites := sites(t)

	s := sites["loop"]
	if s == nil || s.Kind != errpath.AssignSite || s.ErrVar == nil || s.ErrVar.Name() != "err" {
		t.Fatalf("loop: site %+v, want err := send()", s)
	}
	p := f.Path(s)
	if p == nil || p.IfStmt == nil || len(p.Rounds) != 1 || len(p.Returns) != 0 {
		t.Fatalf("loop: path %+v, want one round and no return", p)
	}
	if _, ok := p.Rounds[0].Loop.(*ast.ForStmt); !ok {
		t.Errorf("loop: round of %T, want the for loop", p.Rounds[0].Loop)
	}
	if _, ok := p.Rounds[0].At.(*ast.BranchStmt); !ok {
		t.Errorf("loop: round at %T, want the continue", p.Rounds[0].At)
	}

	s = sites["forward"]
	if s == nil || s.Kind != errpath.ReturnSite || s.ErrVar != nil {
		t.Fatalf("forward: site %+v, want return send()", s)
	}
	if p := f.Path(s); p == nil || len(p.Returns) != 1 || len(p.Rounds) != 0 {
		t.Errorf("forward: path %+v, want the one return", p)
	}

	s = sites["leaveOnSuccess"]
	if s == nil || s.Kind != errpath.IfInitSite {
		t.Fatalf("leaveOnSuccess: site %+v, want if err := send()", s)
	}
	if p := f.Path(s); p != nil {
		t.Errorf("leaveOnSuccess: path %+v, want none: the error is out of scope after the if", p)
	}
}

// TestTerminates checks which statement lists never fall off their end.
func TestTerminates(t *testing.T) {
	for _, tc := range []struct {
		body string
		want bool
	}{
		{"return", true},
		{"panic(0)", true},
		{"x := 0; _ = x", false},
		{"if true { return } else { panic(0) }", true},
		{"if true { return }", false},
		{"{ return }", true},
	} {
		f, err := parser.ParseFile(token.NewFileSet(), "", "package p\nfunc _() {\n"+tc.body+"\n}\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := errpath.Terminates(f.Decls[0].(*ast.FuncDecl).Body.List); got != tc.want {
			t.Errorf("Terminates(%s) = %v, want %v", tc.body, got, tc.want)
		}
	}
}
