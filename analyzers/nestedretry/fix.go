package nestedretry

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// fix builds the suggested fix: turn the inner layer off for this call
// where the API allows it, else stop the innermost outer layer from
// retrying the call. When neither is safe, it returns no fix but why, for
// a finding without one; when no fix is right or compiles, nothing.
func (c *checker) fix(n *nesting) (fix analysis.SuggestedFix, why string, ok bool) {
	if n.composed {
		if f, ok := c.helperOnce(n); ok {
			return f, "", true
		}
		fix, ok = c.dropOuter(n)
		return fix, "", ok
	}
	if f, ok := c.disableInner(n); ok {
		return f, "", true
	}
	return c.stopOuter(n)
}

func (c *checker) disableInner(n *nesting) (analysis.SuggestedFix, bool) {
	l := n.layer
	if l.Switch != nil {
		// RpcPost(..., true): the switch is the call's own argument.
		return analysis.SuggestedFix{
			Message:   "Turn off " + l.Desc + "'s own retries for this call: the outer layer retries it",
			TextEdits: []analysis.TextEdit{analysisutil.Replace(l.Switch, "false")},
		}, true
	}
	if l.Stacked {
		// Turning the SDK's retries off leaves the client's: the outer
		// layer stops.
		return analysis.SuggestedFix{}, false
	}
	if l.Kind == retryscope.HelperLayer {
		return c.helperOnce(n)
	}
	return c.disable(n)
}

// disablers make one call of an SDK or client layer, or the client it goes
// through, try once, by the mechanism the SDK's record names. A mechanism
// missing here has no such fix, and its records say why (SDK.NoFix): the
// outer layer is stopped instead.
var disablers = map[catalog.RetryMechanism]func(*checker, *nesting) (analysis.SuggestedFix, bool){
	catalog.RequestOption: (*checker).maxRetriesOption,
	catalog.ClientField:   (*checker).clientRetriesOff,
	catalog.AWSRetryer:    (*checker).awsOption,
	catalog.StripeBackend: (*checker).stripeClient,
	catalog.StreamWriter:  (*checker).writerRetriesOff,
}

// disable turns the inner layer of n off for its call, or where its client
// is made, by the mechanism the layer carries.
func (c *checker) disable(n *nesting) (analysis.SuggestedFix, bool) {
	if f := disablers[n.layer.Mechanism]; f != nil {
		return f(c, n)
	}
	return analysis.SuggestedFix{}, false
}

// appendArg returns the edits that add text as the call's last argument.
// A call that spreads a slice (opts...) gets it appended to a clipped copy
// of the slice, append(slices.Clip(opts), text)..., so that the slice it
// shares with other calls is not written.
func (c *checker) appendArg(call *ast.CallExpr, text string) ([]analysis.TextEdit, bool) {
	if call.Ellipsis.IsValid() {
		last := call.Args[len(call.Args)-1]
		name, edits, ok := c.importAs(call.Pos(), "slices")
		if !ok {
			return nil, false
		}
		spread := "append(" + name + ".Clip(" + analysisutil.Format(c.pass.Fset, last) + "), " + text + ")"
		return append(edits, analysisutil.Replace(last, spread)), true
	}
	if len(call.Args) == 0 {
		return []analysis.TextEdit{{Pos: call.Rparen, End: call.Rparen, NewText: []byte(text)}}, true
	}
	end := call.Args[len(call.Args)-1].End()
	return []analysis.TextEdit{{Pos: end, End: end, NewText: []byte(", " + text)}}, true
}

// importAs returns the name under which the file of pos can use path,
// with the edits to import it; false if that name is taken.
func (c *checker) importAs(pos token.Pos, path string) (string, []analysis.TextEdit, bool) {
	file := c.file(pos)
	if file == nil {
		return "", nil, false
	}
	return analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, path)
}

// importOption imports the option package of sdk (at module root root)
// for code at pos. When the file also uses another SDK whose option
// package has the same name (openai-go's and anthropic-sdk-go's are both
// "option"), a fix for each would import two "option"s, so each is named
// after its SDK: openaioption, anthropicoption.
func (c *checker) importOption(pos token.Pos, root string, sdk catalog.SDK) (string, []analysis.TextEdit, bool) {
	file := c.file(pos)
	if file == nil {
		return "", nil, false
	}
	path := root + "/" + sdk.OptionPkg
	var names []string
	for _, spec := range file.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		if p == path || strings.HasPrefix(p, sdk.Module) {
			continue
		}
		for _, other := range catalog.OptionSDKs {
			if other.OptionPkg == sdk.OptionPkg && strings.HasPrefix(p, other.Module) {
				names = []string{analysisutil.OwnName(c.pass.Pkg, root) + sdk.OptionPkg}
			}
		}
	}
	return analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, path, names...)
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
	sdk := catalog.SDKFor(n.layer.SDK)
	if sdk == nil || sdk.OptionPkg == "" {
		return analysis.SuggestedFix{}, false
	}
	root := moduleRoot(fn.Pkg().Path(), sdk.Module)
	if root == "" {
		return analysis.SuggestedFix{}, false
	}
	name, edits, ok := c.importOption(n.call.Pos(), root, *sdk)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	e, ok := c.appendArg(n.call, name+"."+sdk.MaxRetries+"(0)")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off " + sdk.Name + "'s retries for this call: the outer layer retries it",
		TextEdits: append(edits, e...),
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
	sdk := catalog.SDKFor(n.layer.SDK)
	if fn == nil || fn.Pkg() == nil || sdk == nil || sdk.Services == nil {
		return analysis.SuggestedFix{}, false
	}
	svc := sdk.Services
	name, edits, ok := c.importAs(n.call.Pos(), fn.Pkg().Path())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	e, ok := c.appendArg(n.call, "func(o *"+name+"."+svc.OptionsType+") { o."+svc.AttemptsField+" = 1 }")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Make one attempt per call of the aws client: the outer layer retries it",
		TextEdits: append(edits, e...),
	}, true
}

// stripeClient turns off the network retries of the stripe client where
// it is made, when the client serves this layer alone: stripe-go has no
// per-call setting (its retries are BackendConfig.MaxNetworkRetries, per
// client), and a shared client would lose its retries for every call.
func (c *checker) stripeClient(n *nesting) (analysis.SuggestedFix, bool) {
	src := n.layer.Source
	sdk := catalog.SDKFor(n.layer.SDK)
	if src == nil || sdk == nil || sdk.Backends == nil {
		return analysis.SuggestedFix{}, false
	}
	b := sdk.Backends
	fn := analysisutil.Callee(c.pass.TypesInfo, src)
	if fn == nil || fn.Name() != b.NewClient || fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), b.Module) {
		return analysis.SuggestedFix{}, false
	}
	for _, a := range src.Args {
		if ac, ok := ast.Unparen(a).(*ast.CallExpr); ok {
			if f := analysisutil.Callee(c.pass.TypesInfo, ac); f != nil && f.Name() == b.WithBackends {
				return analysis.SuggestedFix{}, false
			}
		}
	}
	if !c.ownClient(n, src) {
		return analysis.SuggestedFix{}, false
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
	if src.Ellipsis.IsValid() {
		return analysis.SuggestedFix{}, false
	}
	e, ok := c.appendArg(src, p+b.WithBackends+"("+p+b.NewBackendsWithConfig+"(&"+p+b.BackendConfig+"{"+b.RetriesField+": "+p+b.Int64+"(0)}))")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off the stripe client's network retries: the outer layer retries its calls",
		TextEdits: e,
	}, true
}

// clientRetriesOff turns a record's client's retries off where it is made
// in this package, when the client serves this layer alone: after a
// statement client := pkg.NewClient() it sets client.<RetriesField> = 0
// (or sets 0 in a later assignment of the field), and in a literal
// &pkg.Client{...} it sets <RetriesField>: 0.
func (c *checker) clientRetriesOff(n *nesting) (analysis.SuggestedFix, bool) {
	if lit := n.layer.Literal; lit != nil && n.layer.Source == nil {
		return c.literalRetriesOff(n, lit)
	}
	src := n.layer.Source
	if src == nil {
		return analysis.SuggestedFix{}, false
	}
	rc, ok := catalog.RetryingClients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(src))]
	if !ok || rc.RetriesField == "" {
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
	if !ok || !c.ownClient(n, src) {
		return analysis.SuggestedFix{}, false
	}
	lhs := analysisutil.Format(c.pass.Fset, as.Lhs[0])
	field := rc.RetriesField
	msg := clientOffMessage(rc)
	// An assignment to the retries field later in the block: set it to 0
	// there.
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
				Message:   msg,
				TextEdits: []analysis.TextEdit{analysisutil.Replace(set.Rhs[0], "0")},
			}, true
		}
	}
	indent := analysisutil.Indent(c.pass.Fset, as.Pos())
	return analysis.SuggestedFix{
		Message:   msg,
		TextEdits: []analysis.TextEdit{c.afterLine(as, "\n"+indent+lhs+"."+field+" = 0")},
	}, true
}

// literalRetriesOff sets the retries field of the literal that made the
// client to 0, when the client serves this layer alone and no assignment
// sets the field afterwards (its value would stay). A literal without the
// field makes no retries: it is no layer.
func (c *checker) literalRetriesOff(n *nesting, lit *ast.CompositeLit) (analysis.SuggestedFix, bool) {
	rc, ok := catalog.RetryingClients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(lit))]
	if !ok || rc.RetriesField == "" || !c.ownClient(n, lit) || c.fieldSetLater(lit, rc.RetriesField) {
		return analysis.SuggestedFix{}, false
	}
	v, ok := valueflow.Field(lit, rc.RetriesField)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: clientOffMessage(rc), TextEdits: []analysis.TextEdit{analysisutil.Replace(v, "0")}}, true
}

// fieldSetLater reports whether the variable that the literal lit is
// assigned to (v := &pkg.Client{...}) has its field set by an assignment.
func (c *checker) fieldSetLater(lit *ast.CompositeLit, field string) bool {
	cur, ok := c.in.Root().FindNode(lit)
	if !ok {
		return true
	}
	if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
		cur = cur.Parent()
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 {
		return true
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return true
	}
	obj := c.pass.TypesInfo.ObjectOf(id)
	return obj == nil || len(c.flow.FieldSets(obj, field)) > 0
}

// clientOffMessage is the message of a fix that turns off the retries of
// a record's client: "the retryablehttp client's".
func clientOffMessage(rc catalog.RetryingClient) string {
	pkg, _, _ := strings.Cut(rc.Short, ".")
	return "Turn off the " + pkg + " client's retries (" + rc.SDK.String() + "): the outer layer retries its calls"
}

// helperOnce limits an inner retry helper call to one attempt.
func (c *checker) helperOnce(n *nesting) (analysis.SuggestedFix, bool) {
	if with, policies := c.scopes.ExecutorPolicies(n.call); with != nil {
		return c.executorOnce(n, with, policies)
	}
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
		if n.call.Ellipsis.IsValid() {
			return analysis.SuggestedFix{}, false
		}
		e, ok := c.appendArg(n.call, opt+"("+d.Value+")")
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, e...)}, true
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

// executorOnce makes a failsafe executor run its function once by building
// it without its retry policies: failsafe.With[R](policy) becomes
// failsafe.With[R](), which calls the function once (failsafe-go@v0.9.8
// executor.go:102,253: With composes exactly the policies it is given).
// The executor's other policies (timeouts, circuit breakers) stay. With no
// policy left, the call needs its type argument written out to compile. A
// policy variable used only there is deleted with it.
func (c *checker) executorOnce(n *nesting, with *ast.CallExpr, policies []int) (analysis.SuggestedFix, bool) {
	var keep []string
	var edits []analysis.TextEdit
	for i, arg := range with.Args {
		if !slices.Contains(policies, i) {
			keep = append(keep, analysisutil.Format(c.pass.Fset, arg))
			continue
		}
		e, ok := c.dropPolicy(arg)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, e...)
	}
	if _, explicit := ast.Unparen(with.Fun).(*ast.IndexExpr); len(keep) == 0 && !explicit {
		return analysis.SuggestedFix{}, false
	}
	edits = append(edits, analysis.TextEdit{Pos: with.Lparen + 1, End: with.Rparen, NewText: []byte(strings.Join(keep, ", "))})
	return analysis.SuggestedFix{
		Message:   "Build the inner " + n.layer.Desc + "'s executor without its retry policy, so that it runs once: the outer layer retries it",
		TextEdits: edits,
	}, true
}

// dropPolicy returns the edits that go with taking the policy argument arg
// out of a With call: none for an expression, the declaration of a local
// variable that nothing else uses (policy := retrypolicy.NewBuilder...),
// and false when such a variable is declared another way.
func (c *checker) dropPolicy(arg ast.Expr) ([]analysis.TextEdit, bool) {
	id, ok := ast.Unparen(arg).(*ast.Ident)
	if !ok {
		return nil, true
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == c.pass.Pkg.Scope() {
		return nil, ok
	}
	for _, use := range analysisutil.UsesOf(c.pass.TypesInfo, v) {
		if use != id {
			return nil, true // still used
		}
	}
	cur, ok := c.in.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !ok {
		return nil, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil, false
	}
	if _, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); !ok {
		return nil, false
	}
	if _, inBlock := cur.Parent().Parent().Node().(*ast.BlockStmt); !inBlock {
		return nil, false
	}
	return []analysis.TextEdit{analysisutil.DeleteLine(c.pass.Fset, c.pass.Files, as)}, true
}
