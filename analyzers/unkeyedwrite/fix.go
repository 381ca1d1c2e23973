package unkeyedwrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"go/version"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/writes"
)

// fix builds the suggested fix: make one key before the retry and put it in
// the key slot.
func (c *checker) fix(cur inspector.Cursor, call *ast.CallExpr, w writes.Write, ex exposure) (analysis.SuggestedFix, bool) {
	file := analysisutil.FileOf(c.pass.Files, call.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	stmt := analysisutil.EnclosingStmt(cur)
	if stmt == nil {
		return analysis.SuggestedFix{}, false
	}
	// A key field of a JSON body is set before the body is encoded: the
	// statement around the encoded value is where the key goes.
	if w.Slot.Body {
		tc, ok := c.in.Root().FindByPos(w.Target.Pos(), w.Target.End())
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		if stmt = analysisutil.EnclosingStmt(tc); stmt == nil {
			return analysis.SuggestedFix{}, false
		}
	}
	// Where the key is made: before the outermost retry scope with a place
	// to hoist to; for a client that retries by itself, just before the call.
	// A tool handler's request carries no stable key, so a model's reissue
	// cannot be fixed here; a retry scope inside the handler still can, as
	// under the retry exposure.
	var hoist ast.Stmt
	var hoistScope *retryscope.Scope // the scope hoist is before
	var activity *retryscope.Scope
	var tool, ctxScope *retryscope.Scope
	ctxKey := "" // a key the at-least-once context derives from its request
	// Every enclosing scope, whether the exposure setting counts
	// at-least-once contexts or not: the key must survive their runs too,
	// and the fix is the same at every exposure.
	for _, s := range c.scopes.Enclosing(call.Pos()) {
		switch {
		case s.Hoist != nil:
			hoist, hoistScope = s.Hoist, s
		case s.Kind == retryscope.AtLeastOnce && s.Context == catalog.TemporalActivity:
			activity = s
		case s.Kind == retryscope.AtLeastOnce && s.Context == catalog.MCPToolHandler:
			tool = s
		case s.Kind == retryscope.AtLeastOnce && c.scopes.ContextKey(s) != "":
			ctxKey, ctxScope = c.scopes.ContextKey(s), s
		case s.Kind == retryscope.AtLeastOnce && hoist != nil:
			// A context that gives no key (a JetStream handler) around a
			// retry inside it: the fix is the retry's, one key before it.
		default:
			return analysis.SuggestedFix{}, false
		}
	}
	// In an at-least-once context the key must come from what the run is
	// for: a new key made anywhere in it, even once before a retry inside
	// it, is new again when the context runs again (a model's reissue of
	// the tool call, Temporal's retry of the activity, a requeue).
	switch {
	case activity != nil || ctxKey != "" || tool != nil:
		// One key for the run: writes of the items of a loop inside it
		// would share it, and the second would replay the first.
		for _, s := range []*retryscope.Scope{activity, ctxScope, tool} {
			if s != nil && c.itemLoop(s.Body, call.Pos()) {
				return analysis.SuggestedFix{}, false
			}
		}
		hoist, hoistScope = nil, nil
	case hoist == nil && (!ex.client && !ex.helper || w.Autofill):
		// A new key made just before the call, with no retry that sends
		// it again but the client's or the request helper's own: it
		// changes nothing where the SDK already sends a new key per call
		// (stripe-go's charge.New), nor where nothing resends the call.
		return analysis.SuggestedFix{}, false
	case hoist == nil || stmt.Pos() < hoist.Pos():
		hoist = stmt // (a body encoded before the retry: its key too)
	}
	var edits []analysis.TextEdit
	var keyExpr string
	var name string
	if activity != nil {
		ctx, e, ok := c.activityContext(activity)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, e...)
		act, e, ok := analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, stmt.Pos(), catalog.TemporalActivityPackage)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, e...)
		keyExpr = act + ".GetInfo(" + ctx + ").WorkflowExecution.RunID + \"/\" + " + act + ".GetInfo(" + ctx + ").ActivityID"
		hoist = stmt
	} else if tool != nil {
		hoist = stmt
	} else if ctxKey != "" {
		key, e, ok := c.scopes.ContextKeyAt(ctxScope, file, stmt.Pos())
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, e...)
		keyExpr, hoist = key, stmt
	} else {
		gen, e, ok := c.generator(file, w, hoist.Pos())
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, e...)
		keyExpr = gen
	}
	// Each item of a loop over items inside the retry is a write of its
	// own: one key per item, made before the retry.
	var itemLoop ast.Stmt
	if activity == nil && ctxKey == "" && tool == nil && hoistScope != nil && hoist == hoistScope.Hoist {
		itemLoop = analysisutil.ItemLoop(hoistScope.Body, call.Pos())
	}
	n := c.names[hoist.Pos()]
	base := keyName
	if itemLoop != nil {
		base = keyName + "s"
	}
	if n > 0 {
		base += strconv.Itoa(n + 1)
	}
	name = analysisutil.FreeName(c.pass.Pkg, hoist.Pos(), base)
	if analysisutil.FreeName(c.pass.Pkg, call.Pos(), name) != name || w.Slot.Body && analysisutil.FreeName(c.pass.Pkg, w.Target.Pos(), name) != name {
		return analysis.SuggestedFix{}, false // the name is taken where the key is used
	}
	use := name
	var made []analysis.TextEdit
	if tool != nil {
		e, key, ok := c.toolKey(file, tool, base)
		if !ok || analysisutil.FreeName(c.pass.Pkg, call.Pos(), key) != key {
			return analysis.SuggestedFix{}, false
		}
		made, use = e, key
	} else if itemLoop != nil {
		e, u, ok := analysisutil.PerItemKeys(c.pass, hoist, itemLoop, call.Pos(), name, keyExpr, "string")
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		made, use = e, u
	} else {
		made = []analysis.TextEdit{analysisutil.InsertBefore(c.pass.Fset, hoist, name+" := "+keyExpr)}
	}
	var slot []analysis.TextEdit
	var ok bool
	msgSlot := ""
	if w.Slot.Kind == writes.Hidden {
		slot, ok = c.threadKey(call, w, use)
		msgSlot = "pass it to a new key parameter of " + w.Callee.Name()
	} else {
		slot, ok = c.setSlot(file, stmt, call, w, use)
	}
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	c.names[hoist.Pos()] = n + 1
	edits = append(edits, made...)
	edits = append(edits, slot...)
	one := "one idempotency key"
	if itemLoop != nil {
		one = "one idempotency key per item"
	}
	msg := "Create " + one + " before the " + scopeDesc(ex) + " and send it in the " + slotDesc(w)
	if msgSlot != "" {
		msg = "Create " + one + " before the " + scopeDesc(ex) + " and " + msgSlot
	}
	if tool != nil {
		msg = "Derive the idempotency key from the tool's name and arguments and send it in the " + slotDesc(w)
		if msgSlot != "" {
			msg = "Derive the idempotency key from the tool's name and arguments and " + msgSlot
		}
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: edits}, true
}

// itemLoop reports whether pos is inside a loop of body that is not a
// retry loop: a loop over items, each a write of its own.
func (c *checker) itemLoop(body ast.Node, pos token.Pos) bool {
	if body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || found || pos < n.Pos() || pos >= n.End() {
			return false
		}
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			retry := false
			for _, s := range c.scopes.Scopes {
				if s.Kind == retryscope.Loop && s.Stmt == n {
					retry = true
				}
			}
			found = !retry
		}
		return !found
	})
	return found
}

// activityContext returns the name of the context parameter of an
// activity, naming it when it is blank (func(_ context.Context, ...)): each
// fix of the activity makes the same edit, so that it compiles alone.
func (c *checker) activityContext(activity *retryscope.Scope) (string, []analysis.TextEdit, bool) {
	if ctx := analysisutil.ContextParam(c.pass.TypesInfo, activity.Func); ctx != "" {
		return ctx, nil, true
	}
	var ft *ast.FuncType
	switch f := activity.Func.(type) {
	case *ast.FuncDecl:
		ft = f.Type
	case *ast.FuncLit:
		ft = f.Type
	default:
		return "", nil, false
	}
	for _, field := range ft.Params.List {
		if analysisutil.TypeName(c.pass.TypesInfo.TypeOf(field.Type)) == "context.Context" && len(field.Names) == 1 && field.Names[0].Name == "_" {
			blank := field.Names[0]
			name := analysisutil.FreeName(c.pass.Pkg, activity.Body.Pos(), "ctx")
			return name, []analysis.TextEdit{{Pos: blank.Pos(), End: blank.End(), NewText: []byte(name)}}, true
		}
	}
	return "", nil, false
}

func scopeDesc(ex exposure) string {
	if ex.outer != nil {
		return ex.outer.Desc
	}
	return "call"
}

func slotDesc(w writes.Write) string {
	switch w.Slot.Kind {
	case writes.Field:
		if w.Slot.Body {
			return w.Slot.Field + " field of the JSON body"
		}
		return w.Slot.Field + " field"
	case writes.Header, writes.Rewrite:
		return catalog.KeyHeader + " header"
	case writes.Param:
		return "key argument of " + w.Desc
	case writes.Builder:
		return w.Slot.Field + " header of the request"
	}
	return "key slot"
}

// generator returns an expression that makes a new key, with the imports it
// needs: the SDK record's KeyGen where it has one (Google Cloud's RequestId
// must be a UUID); else the catalog's FileKeyGenerator (uuid.NewString()) when the file
// imports its package, the SDK's NewKey (stripe.NewIdempotencyKey()), else
// DefaultKeyGenerator (crypto/rand.Text()).
func (c *checker) generator(file *ast.File, w writes.Write, pos token.Pos) (string, []analysis.TextEdit, bool) {
	sdk := w.SDK.Record()
	if sdk.KeyGen != nil {
		// The API takes one shape of key (a UUID): its generator, imported.
		gen := *sdk.KeyGen
		name, edits, ok := analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, gen.Import, gen.Names...)
		if !ok {
			return "", nil, false
		}
		return name + "." + gen.Func + "()", edits, true
	}
	gen := catalog.FileKeyGenerator
	if name, ok := analysisutil.ImportName(file, gen.Import); ok && name != "_" && name != "." {
		return name + "." + gen.Func + "()", nil, true
	}
	if sdk.NewKey != "" {
		for _, imp := range file.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if sdk.IsRoot(p) {
				if name, ok := analysisutil.ImportName(file, p); ok && name != "_" && name != "." {
					return name + "." + sdk.NewKey + "()", nil, true
				}
			}
		}
	}
	gen = catalog.DefaultKeyGenerator
	v := c.pass.TypesInfo.FileVersions[file]
	if v == "" {
		v = c.pass.Pkg.GoVersion()
	}
	if gen.GoVersion != "" && v != "" && version.Compare(v, gen.GoVersion) < 0 {
		return "", nil, false
	}
	name, edits, ok := analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, gen.Import, gen.Names...)
	if !ok {
		return "", nil, false
	}
	return name + "." + gen.Func + "()", edits, true
}

// setSlot returns the edits that put key (a string variable) in w's slot.
func (c *checker) setSlot(file *ast.File, stmt ast.Stmt, call *ast.CallExpr, w writes.Write, key string) ([]analysis.TextEdit, bool) {
	fset := c.pass.Fset
	switch w.Slot.Kind {
	case writes.Header:
		id, ok := ast.Unparen(w.Target).(*ast.Ident)
		if !ok {
			return nil, false
		}
		return []analysis.TextEdit{analysisutil.InsertBefore(fset, stmt, id.Name+".Header.Set("+strconv.Quote(catalog.KeyHeader)+", "+key+")")}, true
	case writes.Param:
		if w.Target == nil {
			return nil, false
		}
		val := key
		if w.Slot.Pointer {
			val = "&" + key
		}
		return []analysis.TextEdit{analysisutil.Replace(w.Target, val)}, true
	case writes.Field:
		return c.setField(file, stmt, w, key)
	case writes.Rewrite:
		return c.rewritePost(file, stmt, call, w, key)
	case writes.Builder:
		// r.Execute() becomes r.IdempotencyKey(key).Execute().
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		return []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.Pos(), NewText: []byte(w.Slot.Field + "(" + key + ").")}}, true
	}
	return nil, false
}

// setField puts key in the field slot of w's params, input or request
// struct: a new element of the composite literal, or a statement before the
// call that sets it on the variable.
func (c *checker) setField(file *ast.File, stmt ast.Stmt, w writes.Write, key string) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	target := ast.Unparen(w.Target)
	if u, ok := target.(*ast.UnaryExpr); ok && u.Op == token.AND {
		target = ast.Unparen(u.X)
	}
	// stripe-go's key is a field of the Params every params struct embeds.
	params := w.SDK.Record().Backends
	if params != nil && w.Slot.Field != params.KeyField {
		params = nil
	}
	switch t := target.(type) {
	case *ast.Ident:
		v, ok := info.ObjectOf(t).(*types.Var)
		if !ok {
			return nil, false
		}
		if params != nil {
			return []analysis.TextEdit{analysisutil.InsertBefore(c.pass.Fset, stmt, t.Name+"."+params.KeySetter+"("+key+")")}, true
		}
		f := analysisutil.FieldOf(v.Type(), w.Slot.Field)
		if f == nil {
			return nil, false
		}
		val, ok := c.pointerValue(file, w, f, key)
		if !ok {
			return nil, false
		}
		return []analysis.TextEdit{analysisutil.InsertBefore(c.pass.Fset, stmt, t.Name+"."+w.Slot.Field+" = "+val)}, true
	case *ast.CompositeLit:
		if params != nil {
			return c.paramsLiteral(file, t, key, params)
		}
		f := analysisutil.FieldOf(info.TypeOf(t), w.Slot.Field)
		if f == nil {
			return nil, false
		}
		v, ok := c.pointerValue(file, w, f, key)
		if !ok {
			return nil, false
		}
		return c.addElement(t, w.Slot.Field+": "+v), true
	}
	return nil, false
}

// pointerValue returns key as the type of field f wants it: key for a
// string (go-pagerduty's DedupKey, Google Cloud's RequestId), a pointer to
// it (the SDK's StringPtr, aws.String(key), where the file imports its
// package), or an optional made by the field's package's String function
// (openai-go's param.Opt[string] fields take openai.String(key)). ok is
// false when the file cannot name what the field wants.
func (c *checker) pointerValue(file *ast.File, w writes.Write, f *types.Var, key string) (string, bool) {
	if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return key, true
	}
	if _, ptr := f.Type().Underlying().(*types.Pointer); !ptr {
		return c.optionalValue(file, f, key)
	}
	if sdk := w.SDK.Record(); sdk.StringPtr != "" {
		i := strings.LastIndex(sdk.StringPtr, ".")
		if name, ok := analysisutil.ImportName(file, sdk.StringPtr[:i]); ok && name != "_" && name != "." {
			return name + sdk.StringPtr[i:] + "(" + key + ")", true
		}
	}
	return "&" + key, true
}

// optionalValue wraps key for a field of an optional type: a function
// String(string) of the field's package that returns the field's type,
// called by the name the file imports that package under.
func (c *checker) optionalValue(file *ast.File, f *types.Var, key string) (string, bool) {
	if f.Pkg() == nil {
		return "", false
	}
	fn, ok := f.Pkg().Scope().Lookup(catalog.OptionalStringFunc).(*types.Func)
	if !ok {
		return "", false
	}
	sig := fn.Signature()
	if sig.Params().Len() != 1 || sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), f.Type()) {
		return "", false
	}
	if b, ok := sig.Params().At(0).Type().(*types.Basic); !ok || b.Kind() != types.String {
		return "", false
	}
	name, ok := analysisutil.ImportName(file, f.Pkg().Path())
	if !ok || name == "_" || name == "." {
		return "", false
	}
	return name + "." + catalog.OptionalStringFunc + "(" + key + ")", true
}

// paramsLiteral sets the key field in a params literal, in its embedded
// Params element (sb, stripe-go's: IdempotencyKey in Params).
func (c *checker) paramsLiteral(file *ast.File, lit *ast.CompositeLit, key string, sb *catalog.StripeBackends) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	pf := analysisutil.FieldOf(info.TypeOf(lit), sb.ParamsField)
	if pf == nil || pf.Pkg() == nil {
		return nil, false
	}
	// The stripe package as this file names it.
	name, ok := analysisutil.ImportName(file, pf.Pkg().Path())
	if !ok || name == "_" || name == "." {
		return nil, false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == sb.ParamsField {
			inner, ok := kv.Value.(*ast.CompositeLit)
			if !ok {
				return nil, false
			}
			return c.addElement(inner, sb.KeyField+": "+name+"."+sb.String+"("+key+")"), true
		}
	}
	return c.addElement(lit, sb.ParamsField+": "+name+"."+sb.ParamsField+"{"+sb.KeyField+": "+name+"."+sb.String+"("+key+")}"), true
}

// addElement adds a keyed element to a composite literal, keeping gofmt's
// layout: on its own line in a multi-line literal, else after the last one.
func (c *checker) addElement(lit *ast.CompositeLit, elt string) []analysis.TextEdit {
	fset := c.pass.Fset
	if len(lit.Elts) == 0 {
		return []analysis.TextEdit{{Pos: lit.Lbrace + 1, End: lit.Lbrace + 1, NewText: []byte(elt)}}
	}
	last := lit.Elts[len(lit.Elts)-1]
	if fset.Position(lit.Rbrace).Line == fset.Position(last.End()).Line {
		return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(", " + elt)}}
	}
	tf := fset.File(lit.Rbrace)
	lineStart := tf.LineStart(fset.Position(lit.Rbrace).Line)
	indent := analysisutil.Indent(fset, last.Pos())
	return []analysis.TextEdit{{Pos: lineStart, End: lineStart, NewText: []byte(indent + elt + ",\n")}}
}

// rewritePost turns resp, err := http.Post(url, ct, body) into a request
// built with NewRequest, carrying the key, and sent with Do.
func (c *checker) rewritePost(file *ast.File, stmt ast.Stmt, call *ast.CallExpr, w writes.Write, key string) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	form := w.Form
	if form == nil || form.Body >= len(call.Args) || form.URL >= len(call.Args) {
		return nil, false
	}
	// return http.Post(...): the request is built before the return.
	ret, isReturn := stmt.(*ast.ReturnStmt)
	if isReturn && (len(ret.Results) != 1 || ast.Unparen(ret.Results[0]) != call) {
		return nil, false
	}
	as, ok := stmt.(*ast.AssignStmt)
	var respID, errID *ast.Ident
	if !isReturn {
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call {
			return nil, false
		}
		var ok1, ok2 bool
		respID, ok1 = as.Lhs[0].(*ast.Ident)
		errID, ok2 = as.Lhs[1].(*ast.Ident)
		if !ok1 || !ok2 || errID.Name == "_" {
			return nil, false
		}
	}
	fset := c.pass.Fset
	text := func(e ast.Expr) string { return analysisutil.Format(fset, e) }
	httpPath := catalog.NetHTTPPackage
	pkgPath := w.SDK.Record().Module // net/http's, or go-retryablehttp's (form.Retryable)
	pkgName, ok := analysisutil.ImportName(file, pkgPath)
	var edits []analysis.TextEdit
	if !ok || pkgName == "_" || pkgName == "." {
		return nil, false
	}
	httpName := pkgName
	if form.Retryable {
		n, e, ok := analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, stmt.Pos(), httpPath)
		if !ok {
			return nil, false
		}
		httpName = n
		edits = append(edits, e...)
	}
	// The client that sends it.
	sender := "http.DefaultClient"
	if form.Retryable {
		sender = pkgName + ".NewClient()"
	}
	if form.Client {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		sender = text(sel.X)
	} else if !form.Retryable {
		sender = httpName + ".DefaultClient"
	}
	body := text(call.Args[form.Body])
	contentType := ""
	if form.Values {
		strs, e, ok := analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, stmt.Pos(), "strings", "strings", "stdstrings")
		if !ok {
			return nil, false
		}
		edits = append(edits, e...)
		body = strs + ".NewReader(" + body + ".Encode())"
		contentType = strconv.Quote("application/x-www-form-urlencoded")
	} else {
		contentType = text(call.Args[form.ContentType])
	}
	req := analysisutil.FreeName(c.pass.Pkg, stmt.Pos(), "req")
	if analysisutil.FreeName(c.pass.Pkg, call.Pos(), req) != req {
		return nil, false
	}
	indent := analysisutil.Indent(fset, stmt.Pos())
	var b strings.Builder
	if isReturn {
		errName := analysisutil.LocalName(c.pass.Pkg, stmt.Pos(), "err")
		if errName == "" || errName == req {
			return nil, false
		}
		fmt.Fprintf(&b, "%s, %s := %s.NewRequest(%s.MethodPost, %s, %s)\n", req, errName, pkgName, httpName, text(call.Args[form.URL]), body)
		fmt.Fprintf(&b, "%sif %s != nil {\n%s\treturn nil, %s\n%s}\n", indent, errName, indent, errName, indent)
		fmt.Fprintf(&b, "%s%s.Header.Set(\"Content-Type\", %s)\n", indent, req, contentType)
		fmt.Fprintf(&b, "%s%s.Header.Set(%q, %s)\n", indent, req, catalog.KeyHeader, key)
		fmt.Fprintf(&b, "%sreturn %s.Do(%s)", indent, sender, req)
		return append(edits, analysisutil.Replace(stmt, b.String())), true
	}
	define := as.Tok == token.DEFINE
	respNew := define && respID.Name != "_" && info.Defs[respID] != nil
	if respNew {
		fmt.Fprintf(&b, "var %s *%s.Response\n%s", respID.Name, httpName, indent)
	}
	errTok := "="
	if define && info.Defs[errID] != nil {
		errTok = ":="
	}
	if errTok == ":=" {
		fmt.Fprintf(&b, "%s, %s := %s.NewRequest(%s.MethodPost, %s, %s)\n", req, errID.Name, pkgName, httpName, text(call.Args[form.URL]), body)
	} else {
		// err is declared already, maybe outside this block: assign it.
		fmt.Fprintf(&b, "var %s *%s.Request\n%s", req, pkgName, indent)
		fmt.Fprintf(&b, "%s, %s = %s.NewRequest(%s.MethodPost, %s, %s)\n", req, errID.Name, pkgName, httpName, text(call.Args[form.URL]), body)
	}
	fmt.Fprintf(&b, "%sif %s == nil {\n", indent, errID.Name)
	fmt.Fprintf(&b, "%s\t%s.Header.Set(\"Content-Type\", %s)\n", indent, req, contentType)
	fmt.Fprintf(&b, "%s\t%s.Header.Set(%q, %s)\n", indent, req, catalog.KeyHeader, key)
	resp := respID.Name
	fmt.Fprintf(&b, "%s\t%s, %s = %s.Do(%s)\n", indent, resp, errID.Name, sender, req)
	fmt.Fprintf(&b, "%s}", indent)
	edits = append(edits, analysisutil.Replace(stmt, b.String()))
	return edits, true
}
