package keystate_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes/internal/keystate"
)

const src = `package p

type Req struct{ Amount int; Key string }

func send(v any) {}

func charge(key string, req Req) {
	local := "k"
	send(key)
	send(req.Key)
	send(string(key))
	send("")
	send(nil)
	send(local)
	send(&Req{Amount: 1, Key: key})
	send(&Req{Amount: 1})
	send(Req{Key: "k"})
}
`

// sends returns the calls of send in src, in order, and an Evaluator.
func sends(t *testing.T) (*keystate.Evaluator, *types.Info, []*ast.CallExpr) {
	t.Helper()
	_, f, _, info := idemtest.Check(t, "p", src)
	var calls []*ast.CallExpr
	ast.Inspect(f, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if id, ok := c.Fun.(*ast.Ident); ok && id.Name == "send" {
				calls = append(calls, c)
			}
		}
		return true
	})
	in := inspector.New([]*ast.File{f})
	return keystate.New(info, in, nil, nil, map[*ast.CallExpr]*ast.FuncDecl{}), info, calls
}

func TestParamRef(t *testing.T) {
	ev, _, calls := sends(t)
	for i, want := range []struct {
		idx   int
		field string
	}{{0, ""}, {1, "Key"}, {0, ""}, {-1, ""}, {-1, ""}, {-1, ""}} {
		c := calls[i]
		if idx, field := ev.ParamRef(c.Args[0], c); idx != want.idx || field != want.field {
			t.Errorf("ParamRef(send #%d) = %d, %q; want %d, %q", i, idx, field, want.idx, want.field)
		}
	}
	if d := ev.EnclosingDecl(calls[0]); d == nil || d.Name.Name != "charge" {
		t.Errorf("EnclosingDecl(send #0) = %v, want charge", d)
	}
}

func TestValueState(t *testing.T) {
	ev, info, calls := sends(t)
	for i, want := range []keystate.State{keystate.FromParam, keystate.FromParam, keystate.FromParam, keystate.Empty, keystate.Empty} {
		c := calls[i]
		if got := ev.ValueState(c.Args[0], c); got != want {
			t.Errorf("ValueState(send #%d) = %v, want %v", i, got, want)
		}
	}
	if !keystate.IsEmpty(info, calls[3].Args[0]) || keystate.IsEmpty(info, calls[0].Args[0]) {
		t.Errorf(`IsEmpty: want "" empty and key not`)
	}
}

func TestFieldKey(t *testing.T) {
	ev, _, calls := sends(t)
	for i, want := range map[int]keystate.State{6: keystate.FromParam, 7: keystate.Empty, 8: keystate.Set} {
		c := calls[i]
		if got, _ := ev.FieldKey(c.Args[0], "Key", c); got != want {
			t.Errorf("FieldKey(send #%d, Key) = %v, want %v", i, got, want)
		}
	}
}
