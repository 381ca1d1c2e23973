package nestedretry

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// fix builds the suggested fix: turn the inner layer off for this call
// where the API allows it, else stop the innermost outer layer from
// retrying the call.
func (c *checker) fix(n *nesting) (analysis.SuggestedFix, bool) {
	if f, ok := c.disableInner(n); ok {
		return f, true
	}
	return c.stopOuter(n)
}

func (c *checker) disableInner(n *nesting) (analysis.SuggestedFix, bool) {
	l := n.layer
	switch l.Kind {
	case retryscope.SDKLayer:
		switch l.SDK {
		case retryscope.SDKAWS:
			return c.awsOption(n)
		case retryscope.SDKStripe:
			return c.stripeClient(n)
		default:
			return c.maxRetriesOption(n)
		}
	case retryscope.ClientLayer:
		if l.SDK == retryscope.SDKRetryableHTTP {
			return c.retryMaxZero(n)
		}
	case retryscope.HelperLayer:
		return c.helperOnce(n)
	}
	return analysis.SuggestedFix{}, false
}

// appendArg returns the edit that adds text as the call's last argument.
func appendArg(call *ast.CallExpr, text string) (analysis.TextEdit, bool) {
	if call.Ellipsis.IsValid() {
		return analysis.TextEdit{}, false
	}
	if len(call.Args) == 0 {
		return analysis.TextEdit{Pos: call.Rparen, End: call.Rparen, NewText: []byte(text)}, true
	}
	end := call.Args[len(call.Args)-1].End()
	return analysis.TextEdit{Pos: end, End: end, NewText: []byte(", " + text)}, true
}

// importAs returns the name under which the file of pos can use path,
// with the edits to import it; false if that name is taken.
func (c *checker) importAs(pos token.Pos, path string) (string, []analysis.TextEdit, bool) {
	file := c.file(pos)
	if file == nil {
		return "", nil, false
	}
	// The package's own name: "retry" for github.com/avast/retry-go/v4.
	name := path[strings.LastIndex(path, "/")+1:]
	for _, imp := range c.pass.Pkg.Imports() {
		if imp.Path() == path {
			name = imp.Name()
		}
	}
	for _, imp := range file.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == path {
			if imp.Name != nil {
				name = imp.Name.Name
			}
			return name, nil, name != "_" && name != "."
		}
	}
	_, edits := analysisutil.AddImport(file, path)
	if obj := c.pass.Pkg.Scope().Innermost(pos).Lookup(name); obj != nil {
		return "", nil, false
	}
	if _, obj := c.pass.Pkg.Scope().Innermost(pos).LookupParent(name, pos); obj != nil {
		return "", nil, false
	}
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		other := p[strings.LastIndex(p, "/")+1:]
		for _, ip := range c.pass.Pkg.Imports() {
			if ip.Path() == p {
				other = ip.Name()
			}
		}
		if imp.Name != nil {
			other = imp.Name.Name
		}
		if other == name {
			return "", nil, false
		}
	}
	return name, edits, true
}

// afterLine returns an edit that adds text (which starts with a newline)
// at the end of the line of n, after any comment on it.
func (c *checker) afterLine(n ast.Node, text string) analysis.TextEdit {
	tf := c.pass.Fset.File(n.End())
	line := tf.Line(n.End())
	pos := token.Pos(tf.Base() + tf.Size())
	if line < tf.LineCount() {
		pos = tf.LineStart(line+1) - 1
	}
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}
}

// maxRetriesOption adds option.WithMaxRetries(0) to an openai-go or
// anthropic-sdk-go call.
func (c *checker) maxRetriesOption(n *nesting) (analysis.SuggestedFix, bool) {
	fn := analysisutil.Callee(c.pass.TypesInfo, n.call)
	if fn == nil || fn.Pkg() == nil {
		return analysis.SuggestedFix{}, false
	}
	var sdk catalog.SDK
	for _, s := range catalog.OptionSDKs {
		if s.Name == n.layer.SDK {
			sdk = s
		}
	}
	root := moduleRoot(fn.Pkg().Path(), sdk.Module)
	if root == "" {
		return analysis.SuggestedFix{}, false
	}
	name, edits, ok := c.importAs(n.call.Pos(), root+"/"+sdk.OptionPkg)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	e, ok := appendArg(n.call, name+"."+sdk.MaxRetries+"(0)")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off " + sdk.Name + "'s retries for this call: the outer layer retries it",
		TextEdits: append(edits, e),
	}, true
}

// moduleRoot returns the module path of path, a package of module prefix
// (with its major version suffix).
func moduleRoot(path, prefix string) string {
	if !strings.HasPrefix(path, prefix) {
		return ""
	}
	rest := strings.TrimPrefix(path, prefix)
	root := prefix
	if strings.HasPrefix(rest, "/v") {
		v := rest[1:]
		if i := strings.Index(v, "/"); i >= 0 {
			v = v[:i]
		}
		root += "/" + v
	}
	return root
}

// awsOption adds a per-call option that makes one attempt.
func (c *checker) awsOption(n *nesting) (analysis.SuggestedFix, bool) {
	fn := analysisutil.Callee(c.pass.TypesInfo, n.call)
	if fn == nil || fn.Pkg() == nil {
		return analysis.SuggestedFix{}, false
	}
	name, edits, ok := c.importAs(n.call.Pos(), fn.Pkg().Path())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	e, ok := appendArg(n.call, "func(o *"+name+"."+catalog.AWS.OptionsType+") { o."+catalog.AWS.AttemptsField+" = 1 }")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Make one attempt per call of the aws client: the outer layer retries it",
		TextEdits: append(edits, e),
	}, true
}

// stripeClient turns off the network retries of the stripe client where
// it is made in this package: stripe-go has no per-call setting.
func (c *checker) stripeClient(n *nesting) (analysis.SuggestedFix, bool) {
	src := n.layer.Source
	if src == nil {
		return analysis.SuggestedFix{}, false
	}
	fn := analysisutil.Callee(c.pass.TypesInfo, src)
	if fn == nil || fn.Name() != catalog.Stripe.NewClient || fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), catalog.Stripe.Module) {
		return analysis.SuggestedFix{}, false
	}
	for _, a := range src.Args {
		if ac, ok := ast.Unparen(a).(*ast.CallExpr); ok {
			if f := analysisutil.Callee(c.pass.TypesInfo, ac); f != nil && f.Name() == catalog.Stripe.WithBackends {
				return analysis.SuggestedFix{}, false
			}
		}
	}
	sel, ok := ast.Unparen(src.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	p := pkg.Name + "."
	e, ok := appendArg(src, p+catalog.Stripe.WithBackends+"("+p+catalog.Stripe.NewBackendsWithConfig+"(&"+p+catalog.Stripe.BackendConfig+"{"+catalog.Stripe.RetriesField+": "+p+catalog.Stripe.Int64+"(0)}))")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off the stripe client's network retries: the outer layer retries its calls",
		TextEdits: []analysis.TextEdit{e},
	}, true
}

// retryMaxZero sets RetryMax = 0 where the go-retryablehttp client is made
// by a statement of this package: client := retryablehttp.NewClient().
func (c *checker) retryMaxZero(n *nesting) (analysis.SuggestedFix, bool) {
	src := n.layer.Source
	if src == nil {
		return analysis.SuggestedFix{}, false
	}
	cur, ok := c.in.Root().FindByPos(src.Pos(), src.End())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != src {
		return analysis.SuggestedFix{}, false
	}
	block, ok := cur.Parent().Parent().Node().(*ast.BlockStmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	lhs := analysisutil.Format(c.pass.Fset, as.Lhs[0])
	field := catalog.RetryingClients[catalog.RetryableHTTPClient].RetriesField
	// An assignment to RetryMax later in the block: set it to 0 there.
	after := false
	for _, st := range block.List {
		if st == as {
			after = true
			continue
		}
		if !after {
			continue
		}
		set, ok := st.(*ast.AssignStmt)
		if ok && len(set.Lhs) == 1 && len(set.Rhs) == 1 && analysisutil.Format(c.pass.Fset, set.Lhs[0]) == lhs+"."+field {
			return analysis.SuggestedFix{
				Message:   "Turn off the retryablehttp client's retries: the outer layer retries its calls",
				TextEdits: []analysis.TextEdit{analysisutil.Replace(set.Rhs[0], "0")},
			}, true
		}
	}
	indent := analysisutil.Indent(c.pass.Fset, as.Pos())
	return analysis.SuggestedFix{
		Message:   "Turn off the retryablehttp client's retries: the outer layer retries its calls",
		TextEdits: []analysis.TextEdit{c.afterLine(as, "\n"+indent+lhs+"."+field+" = 0")},
	}, true
}

// helperOnce limits an inner retry helper call to one attempt.
func (c *checker) helperOnce(n *nesting) (analysis.SuggestedFix, bool) {
	d, ok := catalog.HelperDisablers[n.layer.Helper]
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	i := strings.LastIndex(d.Option, ".")
	name, edits, ok := c.importAs(n.call.Pos(), d.Option[:i])
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	opt := name + d.Option[i:]
	msg := "Make the inner " + n.layer.Desc + " try once: the outer layer retries it"
	if d.Wrap < 0 {
		e, ok := appendArg(n.call, opt+"("+d.Value+")")
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, e)}, true
	}
	if d.Wrap >= len(n.call.Args) {
		return analysis.SuggestedFix{}, false
	}
	arg := n.call.Args[d.Wrap]
	text := analysisutil.Format(c.pass.Fset, arg)
	if d.First {
		text = opt + "(" + d.Value + ", " + text + ")"
	} else {
		text = opt + "(" + text + ", " + d.Value + ")"
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, analysisutil.Replace(arg, text))}, true
}

// stopOuter stops the innermost outer layer from retrying the call: a
// retry loop breaks on its error, a backoff or retry-go operation returns
// it as permanent.
func (c *checker) stopOuter(n *nesting) (analysis.SuggestedFix, bool) {
	s := n.outers[0]
	switch s.Kind {
	case retryscope.Loop:
		return c.breakLoop(n, s)
	case retryscope.Helper:
		return c.permanent(n, s)
	}
	return analysis.SuggestedFix{}, false
}

// errAssign finds the statement err := call / x, err = call in a block,
// and the error variable.
func (c *checker) errAssign(n *nesting) (*ast.AssignStmt, inspector.Cursor, *types.Var, bool) {
	p := n.cur.Parent()
	as, ok := p.Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != n.call {
		return nil, p, nil, false
	}
	if _, ok := p.Parent().Node().(*ast.BlockStmt); !ok {
		return nil, p, nil, false
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return nil, p, nil, false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || !analysisutil.IsErrorType(v.Type()) {
		return nil, p, nil, false
	}
	return as, p, v, true
}

// breakLoop inserts "if err != nil { break }" after the call, when the
// error variable outlives the loop and the code after the loop reads it.
func (c *checker) breakLoop(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	as, cur, v, ok := c.errAssign(n)
	if !ok || analysisutil.Contains(s.Stmt, v.Pos()) {
		return analysis.SuggestedFix{}, false
	}
	label := ""
	for p := cur.Parent(); p.Valid() && p.Node() != s.Stmt; p = p.Parent() {
		switch p.Node().(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return analysis.SuggestedFix{}, false
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			label = "?"
		}
	}
	loopCur, ok := c.in.Root().FindNode(s.Stmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	stmtCur := loopCur
	if l, ok := loopCur.Parent().Node().(*ast.LabeledStmt); ok {
		if label == "?" {
			label = " " + l.Label.Name
		}
		stmtCur = loopCur.Parent()
	}
	if label == "?" {
		return analysis.SuggestedFix{}, false
	}
	// The code after the loop must read the error, so that leaving the loop
	// on failure is reported, not taken for success.
	block, ok := stmtCur.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	reads, after := false, false
	for _, st := range block.List {
		if st == stmtCur.Node() {
			after = true
			continue
		}
		if after && mentions(c.pass.TypesInfo, st, v) {
			reads = true
		}
	}
	if !reads {
		return analysis.SuggestedFix{}, false
	}
	ind := analysisutil.Indent(c.pass.Fset, as.Pos())
	text := "\n" + ind + "if " + v.Name() + " != nil {\n" + ind + "\tbreak" + label + "\n" + ind + "}"
	return analysis.SuggestedFix{
		Message:   "Leave the retry loop when " + analysisutil.CallName(c.pass.TypesInfo, n.call) + " fails: it already retries",
		TextEdits: []analysis.TextEdit{c.afterLine(as, text)},
	}, true
}

func mentions(info *types.Info, n ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// permanent returns the call's error as permanent from a backoff or
// retry-go operation: return backoff.Permanent(call()) or, after
// err := call(), "return ..., retry.Unrecoverable(err)" in its error branch.
func (c *checker) permanent(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	helper := analysisutil.CalleeName(c.pass.TypesInfo, s.Call)
	if pkg, ok := catalog.TerraformRetryHelpers[helper]; ok {
		return c.nonRetryable(n, s, pkg)
	}
	p, ok := catalog.PermanentMarkers[helper]
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	lit, ok := s.Func.(*ast.FuncLit)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	// The call must be in the operation itself, not in a nested literal.
	for q := n.cur.Parent(); q.Valid() && q.Node() != lit; q = q.Parent() {
		if _, ok := q.Node().(*ast.FuncLit); ok {
			return analysis.SuggestedFix{}, false
		}
	}
	name, edits, ok := c.importAs(n.call.Pos(), p.Imported)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	msg := "Return " + analysisutil.CallName(c.pass.TypesInfo, n.call) + "'s error as permanent to the " + s.Desc + ": it already retries"
	marker := name + "." + p.Func
	// return call()
	if ret, ok := n.cur.Parent().Node().(*ast.ReturnStmt); ok && p.NilSafe && len(ret.Results) == 1 &&
		analysisutil.IsErrorType(c.pass.TypesInfo.TypeOf(n.call)) {
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits,
			analysisutil.Replace(n.call, marker+"("+analysisutil.Format(c.pass.Fset, n.call)+")"))}, true
	}
	as, cur, v, ok := c.errAssign(n)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	block := cur.Parent().Node().(*ast.BlockStmt)
	for i, st := range block.List {
		if st != as || i+1 >= len(block.List) {
			continue
		}
		ifs, ok := block.List[i+1].(*ast.IfStmt)
		if !ok || ifs.Init != nil || !isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) || len(ifs.Body.List) == 0 {
			return analysis.SuggestedFix{}, false
		}
		ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) == 0 {
			return analysis.SuggestedFix{}, false
		}
		last := ret.Results[len(ret.Results)-1]
		if tv, ok := c.pass.TypesInfo.Types[last]; !ok || tv.IsNil() || !analysisutil.IsErrorType(tv.Type) {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits,
			analysisutil.Replace(last, marker+"("+analysisutil.Format(c.pass.Fset, last)+")"))}, true
	}
	return analysis.SuggestedFix{}, false
}

// stopped reports whether the operation of the helper scope s hands the
// call's error back marked permanent, so that the helper does not retry
// it: backoff.Permanent(call()), or "return ..., retry.Unrecoverable(...)"
// in the "if err != nil" right after err := call() (the shapes of the
// permanent fix).
func (c *checker) stopped(call *ast.CallExpr, cur inspector.Cursor, s *retryscope.Scope) bool {
	if s.Kind != retryscope.Helper || s.Call == nil {
		return false
	}
	p, ok := catalog.PermanentMarkers[analysisutil.CalleeName(c.pass.TypesInfo, s.Call)]
	if !ok {
		return false
	}
	isMarker := func(e ast.Expr) bool {
		m, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := analysisutil.Callee(c.pass.TypesInfo, m)
		return fn != nil && fn.Name() == p.Func && fn.Pkg() != nil && fn.Pkg().Path() == p.Imported
	}
	if m, ok := cur.Parent().Node().(*ast.CallExpr); ok && isMarker(m) {
		return true
	}
	as, acur, v, ok := c.errAssign(&nesting{call: call, cur: cur})
	if !ok {
		return false
	}
	block := acur.Parent().Node().(*ast.BlockStmt)
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 || i+1 >= len(block.List) {
		return false
	}
	ifs, ok := block.List[i+1].(*ast.IfStmt)
	if !ok || ifs.Init != nil || !isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) || len(ifs.Body.List) == 0 {
		return false
	}
	ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
	return ok && len(ret.Results) > 0 && isMarker(ret.Results[len(ret.Results)-1])
}

func isErrNotNil(info *types.Info, cond ast.Expr, v *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	id, ok := ast.Unparen(b.X).(*ast.Ident)
	return ok && info.Uses[id] == v && analysisutil.IsNil(info, b.Y)
}

// nonRetryable turns "if err != nil { return retry.RetryableError(err) }"
// after the call, in a Terraform retry operation, into NonRetryableError: a
// branch that retries every error of the call. A branch that retries only
// some errors (errors.Is, a message match) is a poll for a state change,
// not a nested retry of the failure, and gets no fix.
func (c *checker) nonRetryable(n *nesting, s *retryscope.Scope, pkg string) (analysis.SuggestedFix, bool) {
	lit, ok := s.Func.(*ast.FuncLit)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	for q := n.cur.Parent(); q.Valid() && q.Node() != lit; q = q.Parent() {
		if _, ok := q.Node().(*ast.FuncLit); ok {
			return analysis.SuggestedFix{}, false
		}
	}
	as, cur, v, ok := c.errAssign(n)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	block := cur.Parent().Node().(*ast.BlockStmt)
	for i, st := range block.List {
		if st != as || i+1 >= len(block.List) {
			continue
		}
		ifs, ok := block.List[i+1].(*ast.IfStmt)
		if !ok || ifs.Init != nil || !isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) || len(ifs.Body.List) == 0 {
			return analysis.SuggestedFix{}, false
		}
		ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			return analysis.SuggestedFix{}, false
		}
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok || analysisutil.CalleeName(c.pass.TypesInfo, call) != pkg+".RetryableError" {
			return analysis.SuggestedFix{}, false
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{
			Message:   "Stop the " + s.Desc + " on " + analysisutil.CallName(c.pass.TypesInfo, n.call) + "'s errors: it already retries",
			TextEdits: []analysis.TextEdit{analysisutil.Replace(sel.Sel, "NonRetryableError")},
		}, true
	}
	return analysis.SuggestedFix{}, false
}
