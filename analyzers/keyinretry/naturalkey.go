package keyinretry

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// namedCreate reports whether the key's request is a create with a natural
// key: the operation (op, or for a map body the action that sends it)
// makes a resource whose name the API keeps unique
// (lexicon.NaturalKeyFields: CreateUser, CreateBucketRequest), and the
// request sets that name: the field or map key (UserName, BucketName), or
// the callee's parameter so named (CreateSecret(secretName, ...)). A second
// attempt is refused as already existing, whatever its key.
func (c *checker) namedCreate(sink *keys.Sink, s *retryscope.Scope, op string) bool {
	info := c.pass.TypesInfo
	switch sink.Kind {
	case keys.Param:
		call, ok := sink.Node.(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := analysisutil.Callee(info, call)
		if fn == nil {
			return false
		}
		fields := lexicon.NaturalKeyFields(fn.Name())
		params := fn.Signature().Params()
		for i := range min(params.Len(), len(call.Args)) {
			for _, f := range fields {
				if strings.EqualFold(params.At(i).Name(), f) && !isNilOrEmpty(info, call.Args[i]) {
					return true
				}
			}
		}
		for _, a := range call.Args {
			if c.setsField(a, fields) {
				return true
			}
		}
	case keys.Field:
		fields := lexicon.NaturalKeyFields(op)
		if kv, ok := sink.Node.(*ast.KeyValueExpr); ok {
			if cur, ok := c.in.Root().FindByPos(kv.Pos(), kv.End()); ok {
				if lit, ok := cur.Parent().Node().(*ast.CompositeLit); ok && c.setsField(lit, fields) {
					return true
				}
			}
		}
		if v := c.keys.Target(sink); v != nil {
			return c.varSetsField(v, fields)
		}
	case keys.MapKey:
		for _, call := range c.mapSenders(sink, s) {
			var fields []string
			if fn := analysisutil.Callee(info, call); fn != nil {
				fields = lexicon.NaturalKeyFields(fn.Name())
			}
			for _, a := range call.Args {
				if ops, ok := c.reachingStrings(a, call); ok && len(ops) == 1 {
					fields = append(fields, lexicon.NaturalKeyFields(ops[0])...)
				}
			}
			if len(fields) == 0 {
				continue
			}
			if kv, ok := sink.Node.(*ast.KeyValueExpr); ok {
				if cur, ok := c.in.Root().FindByPos(kv.Pos(), kv.End()); ok && c.setsField(cur.Parent().Node().(ast.Expr), fields) {
					return true
				}
			}
			if v := c.keys.Target(sink); v != nil && c.varSetsField(v, fields) {
				return true
			}
		}
	}
	return false
}

// setsField reports whether e is a literal (or its address) that sets one
// of fields to a value that is not empty: a struct field, or a map key.
func (c *checker) setsField(e ast.Expr, fields []string) bool {
	if len(fields) == 0 {
		return false
	}
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok {
		e = u.X
	}
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok || isNilOrEmpty(c.pass.TypesInfo, kv.Value) {
			continue
		}
		name := ""
		switch k := kv.Key.(type) {
		case *ast.Ident:
			name = k.Name
		default:
			name, _ = c.constStringOf(k)
		}
		for _, f := range fields {
			if name == f {
				return true
			}
		}
	}
	return false
}

// varSetsField reports whether the request variable v is given one of
// fields: in a literal assigned to it, by v.Field = ..., or, for a map, by
// v["Field"] = ....
func (c *checker) varSetsField(v *types.Var, fields []string) bool {
	for _, d := range c.flow.Defs(v) {
		if c.setsField(d, fields) {
			return true
		}
	}
	for _, f := range fields {
		if c.flow.Assigned(v, f) {
			return true
		}
	}
	info := c.pass.TypesInfo
	for cur := range c.in.Root().Preorder((*ast.AssignStmt)(nil)) {
		for _, l := range cur.Node().(*ast.AssignStmt).Lhs {
			ix, ok := l.(*ast.IndexExpr)
			if !ok {
				continue
			}
			if id, ok := ast.Unparen(ix.X).(*ast.Ident); !ok || info.ObjectOf(id) != v {
				continue
			}
			if k, ok := c.constStringOf(ix.Index); ok {
				for _, f := range fields {
					if k == f {
						return true
					}
				}
			}
		}
	}
	return false
}

// constStringOf returns the constant string value of e.
func (c *checker) constStringOf(e ast.Expr) (string, bool) {
	tv, ok := c.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
