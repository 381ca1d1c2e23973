package valueflow_test

import (
	"go/ast"
	"go/token"
	"go/types"
	"testing"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/valueflow"
)

const src = `package p

import "errors"

type Client struct{ RetryMax int }

type Svc struct{ client *Client }

type Params struct{ Key string }

type Input struct {
	Params
	Name string
}

func NewClient() *Client { return &Client{RetryMax: 4} }

var errX = errors.New("x")

func f(ok bool, n int) {
	c := NewClient()
	c.RetryMax = 0
	s := Svc{client: c}
	s.client.RetryMax = 2
	var in Input
	in.Params.Key = "k"
	in.Name = "n"
	lit := Input{Params: Params{Key: "a"}, Name: "b"}
	_ = lit
	for i := range 3 {
		_ = i
	}
	var err error
	err = errX
	_ = s

	if err != nil {}
	if err == nil {}
	if nil != err {}
	if err != nil && ok {}
	if err == nil || n > 3 {}
	if err == nil && ok {}
	if err != nil || ok {}
	if !(err == nil) {}
	if !(err != nil && ok) {}
	if (err != nil && ok) || n > 3 {}
	if ok {}
}
`

func load(t *testing.T) (*types.Package, *types.Info, *ast.File, *token.FileSet) {
	t.Helper()
	fset, f, pkg, info := idemtest.Check(t, "p", src)
	return pkg, info, f, fset
}

func lookup[T types.Object](t *testing.T, pkg *types.Package, info *types.Info, name string) T {
	t.Helper()
	for id, obj := range info.Defs {
		if id.Name == name && obj != nil {
			if o, ok := obj.(T); ok {
				return o
			}
		}
	}
	if o, ok := pkg.Scope().Lookup(name).(T); ok {
		return o
	}
	t.Fatalf("no %s", name)
	var zero T
	return zero
}

func str(fset *token.FileSet, es []ast.Expr) []string {
	var out []string
	for _, e := range es {
		out = append(out, types.ExprString(e))
	}
	return out
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestIndex(t *testing.T) {
	pkg, info, f, fset := load(t)
	r := valueflow.New(pkg, info, []*ast.File{f})

	c := lookup[*types.Var](t, pkg, info, "c")
	if got := str(fset, r.Defs(c)); !equal(got, []string{"NewClient()"}) {
		t.Errorf("Defs(c) = %q", got)
	}
	err := lookup[*types.Var](t, pkg, info, "err")
	if got := str(fset, r.Defs(err)); !equal(got, []string{"errX"}) {
		t.Errorf("Defs(err) = %q", got)
	}
	i := lookup[*types.Var](t, pkg, info, "i")
	if got := str(fset, r.Defs(i)); !equal(got, []string{"3"}) {
		t.Errorf("Defs(i) = %q", got)
	}
	nc := lookup[*types.Func](t, pkg, info, "NewClient")
	if d := r.Decl(nc); d == nil || d.Name.Name != "NewClient" {
		t.Errorf("Decl(NewClient) = %v", d)
	}

	// The client flows from the constructor's literal, through c and the
	// field client.
	var sClient ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && types.ExprString(sel) == "s.client" {
			sClient = sel
		}
		return sClient == nil
	})
	origins, via := r.OriginsVia(sClient)
	if got := str(fset, origins); !equal(got, []string{"NewClient()", "Client{…}"}) {
		t.Errorf("Origins(s.client) = %q", got)
	}
	var sets []string
	for _, obj := range via {
		sets = append(sets, str(fset, r.FieldSets(obj, "RetryMax"))...)
	}
	if !equal(sets, []string{"2", "0"}) {
		t.Errorf("RetryMax sets along s.client = %q", sets)
	}

	in := lookup[*types.Var](t, pkg, info, "in")
	if got := str(fset, r.FieldAssigns(in, "Key")); !equal(got, []string{`"k"`}) {
		t.Errorf("FieldAssigns(in, Key) = %q", got)
	}
	if got := str(fset, r.FieldAssigns(in, "Name")); !equal(got, []string{`"n"`}) {
		t.Errorf("FieldAssigns(in, Name) = %q", got)
	}
	if !r.Assigned(c, "RetryMax") || !r.Assigned(in, "Name") || r.Assigned(in, "Key") {
		t.Errorf("Assigned: c.RetryMax %v, in.Name %v, in.Key %v; want true, true, false",
			r.Assigned(c, "RetryMax"), r.Assigned(in, "Name"), r.Assigned(in, "Key"))
	}
}

func TestField(t *testing.T) {
	_, _, f, _ := load(t)
	var lit *ast.CompositeLit
	ast.Inspect(f, func(n ast.Node) bool {
		if cl, ok := n.(*ast.CompositeLit); ok && types.ExprString(cl.Type) == "Input" {
			lit = cl
		}
		return lit == nil
	})
	if v, ok := valueflow.Field(lit, "Name"); !ok || types.ExprString(v) != `"b"` {
		t.Errorf("Field(Name) = %v, %v", v, ok)
	}
	if _, ok := valueflow.Field(lit, "Key"); ok {
		t.Errorf("Field(Key) found a nested field")
	}
	if v, ok := valueflow.NestedField(lit, "Key"); !ok || types.ExprString(v) != `"a"` {
		t.Errorf("NestedField(Key) = %v, %v", v, ok)
	}
}

func TestErrCond(t *testing.T) {
	_, info, f, _ := load(t)
	var conds []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if is, ok := n.(*ast.IfStmt); ok {
			conds = append(conds, is.Cond)
		}
		return true
	})
	isErr := func(v *types.Var) bool { return types.Identical(v.Type(), types.Universe.Lookup("error").Type()) }
	want := []struct {
		cond        string
		guard, test valueflow.Polarity
	}{
		{"err != nil", valueflow.Failure, valueflow.Failure},
		{"err == nil", valueflow.Success, valueflow.Success},
		{"nil != err", valueflow.Failure, valueflow.Failure},
		{"err != nil && ok", valueflow.Failure, valueflow.Failure},
		{"err == nil || n > 3", valueflow.Success, valueflow.Success},
		{"err == nil && ok", valueflow.None, valueflow.Success},
		{"err != nil || ok", valueflow.None, valueflow.Failure},
		{"!(err == nil)", valueflow.Failure, valueflow.Failure},
		{"!(err != nil && ok)", valueflow.Success, valueflow.Success},
		{"(err != nil && ok) || n > 3", valueflow.None, valueflow.None},
		{"ok", valueflow.None, valueflow.None},
	}
	if len(conds) != len(want) {
		t.Fatalf("found %d conditions, want %d", len(conds), len(want))
	}
	for i, w := range want {
		if got := types.ExprString(conds[i]); got != w.cond {
			t.Fatalf("condition %d is %s, want %s", i, got, w.cond)
		}
		_, guard := valueflow.ErrCond(info, conds[i], isErr, valueflow.Cond.Guard)
		_, test := valueflow.ErrCond(info, conds[i], isErr, valueflow.Cond.Test)
		if guard != w.guard || test != w.test {
			t.Errorf("%s: Guard %v, Test %v; want %v, %v", w.cond, guard, test, w.guard, w.test)
		}
	}
}

const fieldSrc = `package p

type q struct {
	path, addr, grown, second, ranged string
}

func newQ(role string) *q { return &q{path: "pki/issue/" + role} }

func (x *q) set(set func(*string), two func() (error, string), xs []string) {
	x.path = "pki/issue/web"
	x.addr = "a"
	set(&x.addr)
	x.grown = "a"
	x.grown += "b"
	var err error
	err, x.second = two()
	_ = err
	for _, x.ranged = range xs {
	}
}
`

func TestFieldDefs(t *testing.T) {
	fset, f, pkg, info := idemtest.Check(t, "p", fieldSrc)
	r := valueflow.New(pkg, info, []*ast.File{f})
	st := pkg.Scope().Lookup("q").Type().Underlying().(*types.Struct)
	field := func(name string) *types.Var {
		for i := range st.NumFields() {
			if st.Field(i).Name() == name {
				return st.Field(i)
			}
		}
		t.Fatalf("no field %s", name)
		return nil
	}
	if defs, all := r.FieldDefs(field("path")); !all || !equal(str(fset, defs), []string{`"pki/issue/" + role`, `"pki/issue/web"`}) {
		t.Errorf("FieldDefs(path) = %q, %v", str(fset, defs), all)
	}
	// Set where the index cannot read the value: not all values.
	for _, name := range []string{"addr", "grown", "second", "ranged"} {
		if _, all := r.FieldDefs(field(name)); all {
			t.Errorf("FieldDefs(%s): all values, want not", name)
		}
	}
}
