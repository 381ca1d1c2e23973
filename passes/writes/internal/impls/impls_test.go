package impls_test

import (
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes/internal/impls"
)

const src = `package p

type Sender interface{ Send(string) error }

type Notifier interface{ Notify() }

type slack struct{}

func (*slack) Send(string) error { return nil }

type email struct{}

func (email) Notify() {}

type sms struct{}

func (sms) Notify() {}
`

func check(t *testing.T) (*token.FileSet, *types.Package) {
	fset, _, pkg, _ := idemtest.Check(t, "example.com/m/p", src)
	return fset, pkg
}

func method(pkg *types.Package, iface, name string) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup(iface).Type(), false, pkg, name)
	return obj.(*types.Func)
}

func TestImpls(t *testing.T) {
	fset, pkg := check(t)
	r := impls.New(fset, pkg, &analysis.Module{Path: "example.com/m"})
	if got := r.Impls(method(pkg, "Sender", "Send")); len(got) != 1 || got[0].FullName() != "(*example.com/m/p.slack).Send" {
		t.Errorf("Impls(Sender.Send) = %v, want the one method of *slack", got)
	}
	if got := r.Impls(method(pkg, "Notifier", "Notify")); len(got) != 2 {
		t.Errorf("Impls(Notifier.Notify) = %v, want the methods of email and sms", got)
	}
	if _, _, ok := r.SDKImpl(method(pkg, "Sender", "Send")); ok {
		t.Errorf("SDKImpl(Sender.Send) resolved an interface that a type of the module implements")
	}
	if n := impls.CachedPackages(fset); n != 1 {
		t.Errorf("the run indexes %d packages, want 1", n)
	}
}

func TestSameModule(t *testing.T) {
	fset, pkg := check(t)
	for _, c := range []struct {
		module *analysis.Module
		path   string
		want   bool
	}{
		{&analysis.Module{Path: "example.com/m"}, "example.com/m/q", true},
		{&analysis.Module{Path: "example.com/m"}, "example.com/mx", false},
		{nil, "example.com/other", false}, // without a module, a first element with a dot is no module
	} {
		r := impls.New(fset, pkg, c.module)
		if got := r.SameModule(types.NewPackage(c.path, "q")); got != c.want {
			t.Errorf("SameModule(%q) in module %v = %v, want %v", c.path, c.module, got, c.want)
		}
	}
}
