package writes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// A POST to a GraphQL endpoint is a read or a write by the operation text
// in its JSON body's query member (catalog.GraphQLOperationClass): a
// mutation is an unkeyed write, a query a read. When the text is a
// parameter of the enclosing function, the function is a request helper
// (method.go) whose callers are classified by the text they pass.

// graphqlBody classifies w, a POST built by ctor that the rule of
// evidence.go left unclassified, by the operation text of its body when
// its URL ends in the GraphQL segment.
func (r *Result) graphqlBody(w *Write, api catalog.WriteAPI, ctor ctorCall) {
	if rawhttp.LastSegment(r.req.URLPieces(ctor.URL)) != catalog.GraphQLSegment {
		return
	}
	val := r.ctorBody(ctor)
	if val == nil {
		return
	}
	text := r.queryMember(val, w.Call)
	if text == nil {
		return
	}
	switch r.operationClass(text) {
	case Unkeyed:
		w.Class, w.SDK, w.Attempts = Unkeyed, api.ID, api.Attempts
		w.Desc = analysisutil.ShortName(w.Callee) + " (POST mutation)"
		return
	case Read:
		w.Class = Read
		return
	}
	idx, field := r.eval.ParamRef(text, w.Call)
	if idx < 0 || field != "" || !isStringParam(r.enclosingFunc(w.Call), idx) {
		return
	}
	w.SDK, w.Attempts, w.methodParam, w.opText = api.ID, api.Attempts, idx+1, true
	w.Desc = analysisutil.ShortName(w.Callee)
}

// operationClass classifies the operation text e, a constant or a
// variable bound to one, by its start.
func (r *Result) operationClass(e ast.Expr) Class {
	pieces := r.req.URLPieces(e)
	if len(pieces) == 0 || strings.HasPrefix(pieces[0], rawhttp.Unknown) {
		return Unknown
	}
	return catalog.GraphQLOperationClass(pieces[0])
}

// queryMember returns the value of the query member of the JSON body val:
// the struct field whose JSON name is "query", or the map literal's
// "query" entry; nil when it cannot be seen.
func (r *Result) queryMember(val ast.Expr, call *ast.CallExpr) ast.Expr {
	info := r.pass.TypesInfo
	t := info.TypeOf(val)
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			jn, _, _ := strings.Cut(reflect.StructTag(u.Tag(i)).Get("json"), ",")
			if jn == catalog.GraphQLQueryMember || jn == "" && strings.EqualFold(f.Name(), catalog.GraphQLQueryMember) {
				_, v := r.eval.FieldKey(val, f.Name(), call)
				return v
			}
		}
	case *types.Map:
		lit := r.mapLiteral(val)
		if lit == nil {
			return nil
		}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if tv := info.Types[kv.Key]; tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == catalog.GraphQLQueryMember {
				return kv.Value
			}
		}
	}
	return nil
}

// mapLiteral returns the composite literal that e, a map literal or a
// variable bound to one only, is.
func (r *Result) mapLiteral(e ast.Expr) *ast.CompositeLit {
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return x
	case *ast.Ident:
		if v, ok := r.pass.TypesInfo.ObjectOf(x).(*types.Var); ok && !v.IsField() {
			if defs := r.flow.Defs(v); len(defs) == 1 {
				lit, _ := ast.Unparen(defs[0]).(*ast.CompositeLit)
				return lit
			}
		}
	}
	return nil
}

// byOperationArg classifies a call of a GraphQL request helper (summary
// s) by the operation text it passes.
func (r *Result) byOperationArg(w Write, s Write, fn *types.Func) Write {
	arg := w.Call.Args[s.methodParam-1]
	switch r.operationClass(arg) {
	case Unkeyed:
		w.Class, w.SDK, w.Attempts, w.RetriedIn = Unkeyed, s.SDK, s.Attempts, s.RetriedIn
		w.Desc = analysisutil.ShortName(fn) + " (mutation)"
		w.Slot, w.Key, w.KeyValue, w.Target = Slot{}, KeyUnknown, nil, nil
		return w
	case Read:
		w.Class, w.Slot, w.Key = Read, Slot{}, KeyUnknown
		return w
	}
	// A helper of the helper passes its own text parameter on.
	if idx, f := r.eval.ParamRef(arg, w.Call); idx >= 0 && f == "" && isStringParam(r.enclosingFunc(w.Call), idx) {
		w.Class, w.Slot, w.Key = Unknown, Slot{}, KeyUnknown
		w.methodParam, w.opText = idx+1, true
		return w
	}
	return Write{Call: w.Call, Callee: w.Callee}
}

// graphqlMutation classifies a mutation sent by a GraphQL client
// (catalog.GraphQLMutationVerbs): the mutation's first field names the
// operation (`graphql:"createLabel(input: $input)"`), and only an
// operation named as one that makes something new is an unkeyed write.
// updateIssue, resolveReviewThread or deleteLabel repeat harmlessly, and a
// name that says neither leaves the call unclassified: no finding rests on
// a guess.
func (r *Result) graphqlMutation(w Write) Write {
	for _, a := range w.Call.Args {
		t := r.pass.TypesInfo.TypeOf(a)
		if t == nil {
			continue
		}
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || st.NumFields() == 0 {
			continue
		}
		name := st.Field(0).Name()
		if tag, ok := reflect.StructTag(st.Tag(0)).Lookup("graphql"); ok && tag != "" {
			name, _, _ = strings.Cut(tag, "(")
			name = strings.TrimSpace(name)
		}
		if lexicon.IsGraphQLCreate(name) {
			return w
		}
		break
	}
	w.Class = Unknown
	return w
}
