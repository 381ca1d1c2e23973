package sdkargs_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes/internal/keystate"
	"github.com/idemvet/idemvet/passes/writes/internal/sdkargs"
)

const src = `package p

import "fmt"

type Meta struct{ Name, GenerateName string }

type Pod struct{ Meta }

type CreateOptions struct{}

type Request struct{ UserName, Note string }

func Create(p *Pod, opts CreateOptions) {}

type Service struct{}

type ChargeRequest struct{}

func (Service) Charge() ChargeRequest { return ChargeRequest{} }

func (r ChargeRequest) Amount(int) ChargeRequest { return r }

func (r ChargeRequest) IdempotencyKey(string) ChargeRequest { return r }

var svc Service

func id() string { return "" }

var (
	named    = &Pod{Meta: Meta{Name: "web-0"}}
	prefixed = &Pod{Meta{GenerateName: "web-"}}
	blank    = &Pod{Meta: Meta{Name: ""}}
	user     = &Request{UserName: id()}
	noUser   = Request{UserName: "", Note: id()}
	dflt     = fmt.Sprintf("projects/%s/datasets/d/tables/t", id()) + "/streams/_default"
	other    = "projects/p/datasets/d/tables/t/streams/" + id()
	keyed    = svc.Charge().IdempotencyKey(id()).Amount(1)
	unkeyed  = svc.Charge().Amount(1)
	built    = keyed.Amount(2)
)
`

func parse(t *testing.T) (*sdkargs.Reader, *types.Package, map[string]ast.Expr) {
	t.Helper()
	_, f, pkg, info := idemtest.Check(t, "p", src)
	vals := map[string]ast.Expr{}
	ast.Inspect(f, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok && len(vs.Values) > 0 {
			vals[vs.Names[0].Name] = vs.Values[0]
		}
		return true
	})
	return sdkargs.New(info, pkg, nil), pkg, vals
}

func TestObjectMetaOf(t *testing.T) {
	r, pkg, vals := parse(t)
	rec := &catalog.ObjectCreate{Method: "Create", Options: []string{"p.CreateOptions"}, Object: 0, MetaPackage: "p", NameField: "Name", PrefixField: "GenerateName"}
	if !sdkargs.HasParamType(pkg.Scope().Lookup("Create").(*types.Func), rec.Options) {
		t.Errorf("HasParamType(Create, %v) = false, want true", rec.Options)
	}
	if m := r.ObjectMetaOf(vals["named"], nil, rec); m.Name == nil || m.Prefix != nil || !m.Known {
		t.Errorf("ObjectMetaOf(named) = %+v, want its name, no prefix, known", m)
	}
	if m := r.ObjectMetaOf(vals["prefixed"], nil, rec); m.Name != nil || m.Prefix == nil || m.PrefixAt == nil || !m.Known {
		t.Errorf("ObjectMetaOf(prefixed) = %+v, want its prefix and where it is set, known", m)
	}
	if m := r.ObjectMetaOf(vals["blank"], nil, rec); m.Name != nil || m.Prefix != nil {
		t.Errorf("ObjectMetaOf(blank) = %+v, want neither name nor prefix: an empty name is none", m)
	}
}

func TestLiteralSets(t *testing.T) {
	r, _, vals := parse(t)
	fields := []string{"UserName"}
	if !r.LiteralSets(vals["user"], fields) {
		t.Errorf("LiteralSets(user) = false, want true")
	}
	if r.LiteralSets(vals["noUser"], fields) {
		t.Errorf("LiteralSets(noUser) = true, want false: the name is empty")
	}
}

func TestDefaultStreamName(t *testing.T) {
	r, _, vals := parse(t)
	if !r.DefaultStreamName(vals["dflt"], "/streams/_default") {
		t.Errorf("DefaultStreamName(dflt) = false, want true")
	}
	if r.DefaultStreamName(vals["other"], "/streams/_default") {
		t.Errorf("DefaultStreamName(other) = true, want false")
	}
}

func TestBuilderKey(t *testing.T) {
	r, pkg, vals := parse(t)
	builder := pkg.Scope().Lookup("ChargeRequest").Type()
	method := sdkargs.KeyMethod(builder)
	if method != "IdempotencyKey" {
		t.Fatalf("KeyMethod(ChargeRequest) = %q, want IdempotencyKey", method)
	}
	for name, want := range map[string]keystate.State{"keyed": keystate.Set, "unkeyed": keystate.Empty, "built": keystate.Unknown} {
		if got, _ := r.BuilderKey(vals[name], builder, method); got != want {
			t.Errorf("BuilderKey(%s) = %v, want %v", name, got, want)
		}
	}
}
