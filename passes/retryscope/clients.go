package retryscope

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// LayerKind says how a call retries.
type LayerKind int

const (
	HelperLayer LayerKind = iota // a call to a retry helper
	ClientLayer                  // a call on a retrying client (go-retryablehttp, configured clients)
	SDKLayer                     // an SDK call that retries by default (aws-sdk-go-v2, stripe-go, openai-go, anthropic-sdk-go)
	FuncLayer                    // a call to a function that retries
)

// SDK names of Layer.SDK.
const (
	SDKRetryableHTTP = "go-retryablehttp"
	SDKAWS           = "aws-sdk-go-v2"
	SDKStripe        = "stripe-go"
)

// A Layer is the retrying that a call brings with it.
type Layer struct {
	Kind LayerKind
	// Desc names the inner layer for messages: "retryablehttp.Client.Post",
	// "backoff.Retry", "sqs.Client.SendMessage"; for FuncLayer the called
	// function's name.
	Desc string
	// Where is where the retry of a FuncLayer is, as "dir/file.go:41";
	// Chain the functions between the callee and that retry.
	Where string
	Chain []string
	// Pos is the position in this package of the retry (FuncLayer) or of
	// the code that made the client (ClientLayer, SDKLayer), or NoPos.
	Pos token.Pos
	// Factors are the attempts of each retry layer the call enters,
	// outermost first: one entry for a client or helper, several for a
	// function that nests layers. An entry is 0 when unknown and
	// catalog.Unbounded when there is no limit.
	Factors []int
	// SDK names the client library ("openai-go", "aws-sdk-go-v2", ...)
	// for ClientLayer and SDKLayer; Helper the helper's full name.
	SDK    string
	Helper string
	// What names a client layer's kind for messages: "retryablehttp.Client".
	What string
	// Source is the call in this package that made the client, when its
	// retries are set per client (retryablehttp.NewClient, stripe.NewClient),
	// or nil.
	Source *ast.CallExpr
}

// Attempts is the product of the layer's factors: 0 when one is unknown,
// catalog.Unbounded when one has no limit.
func (l *Layer) Attempts() int { return Product(l.Factors) }

// Product multiplies attempt counts: 0 if any is unknown, catalog.Unbounded
// if any has no limit.
func Product(fs []int) int {
	p := 1
	unbounded := false
	for _, f := range fs {
		switch {
		case f == 0:
			return 0
		case f == catalog.Unbounded:
			unbounded = true
		default:
			p *= f
		}
	}
	if unbounded {
		return catalog.Unbounded
	}
	return p
}

// CallRetries returns how call retries by itself, or nil if it does not or
// its retries are turned off (RetryMax = 0, option.WithMaxRetries(0), an
// aws per-call RetryMaxAttempts of 1, a helper limited to one attempt).
func (r *Result) CallRetries(call *ast.CallExpr) *Layer {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.callRetriesCached(call)
}

func (r *Result) callRetriesCached(call *ast.CallExpr) *Layer {
	if l, ok := r.layers[call]; ok {
		return l
	}
	r.layers[call] = nil // cycle guard
	l := r.callRetries(call)
	r.layers[call] = l
	return l
}

func (r *Result) callRetries(call *ast.CallExpr) *Layer { return r.classify(call, true) }

// classify classifies call; with funcs, a call to a function that retries
// is a layer too.
func (r *Result) classify(call *ast.CallExpr, funcs bool) *Layer {
	info := r.pass.TypesInfo
	if ops, desc, ok := r.HelperOp(call); ok && len(ops) > 0 {
		n := r.helperAttempts(call, desc)
		if n == 1 {
			return nil
		}
		return &Layer{Kind: HelperLayer, Desc: desc, Factors: []int{n}, Helper: analysisutil.CalleeName(info, call)}
	}
	fn := analysisutil.Callee(info, call)
	if fn == nil {
		return nil
	}
	name := analysisutil.FuncName(fn)
	if c, ok := catalog.RetryingClientFuncs[name]; ok {
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: "the default retryablehttp.Client", Factors: []int{c.Attempts}, SDK: SDKRetryableHTTP}
	}
	sig := fn.Type().(*types.Signature)
	if recv := sig.Recv(); recv != nil {
		if l := r.clientCall(call, fn, analysisutil.TypeName(recv.Type())); l != nil {
			return l
		}
	}
	if l := r.sdkCall(call, fn, sig); l != nil {
		return l
	}
	if !funcs || inClientModule(fn) {
		return nil
	}
	if rt := r.retries(fn); rt != nil {
		factors := rt.Factors
		if len(factors) == 0 {
			factors = []int{rt.Attempts}
		}
		return &Layer{Kind: FuncLayer, Desc: fn.Name(), Where: rt.Where, Chain: rt.Chain, Pos: rt.pos, Factors: factors}
	}
	return nil
}

// clientCall classifies a method call on a retrying client.
func (r *Result) clientCall(call *ast.CallExpr, fn *types.Func, typ string) *Layer {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	short := fn.Name()
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil {
		if named, ok := types.Unalias(derefType(recv.Type())).(*types.Named); ok && named.Obj().Pkg() != nil {
			short = named.Obj().Pkg().Name() + "." + named.Obj().Name()
		}
	}
	if c, ok := catalog.RetryingClients[typ]; ok && c.Methods[fn.Name()] {
		n, src := r.retryableClient(sel.X)
		if n == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: short, Factors: []int{n}, SDK: SDKRetryableHTTP, Source: src, Pos: posOf(src)}
	}
	if typ == "net/http.Client" && catalog.HTTPClientMethods[fn.Name()] {
		n, src, ok := r.retryingHTTPClient(sel.X)
		if !ok || n == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: "http.Client with a retryablehttp transport", Factors: []int{n}, SDK: SDKRetryableHTTP, Source: src, Pos: posOf(src)}
	}
	for _, c := range r.cfg.RetryingClients {
		if c.Type == typ && fn.Exported() && returnsError(fn) {
			return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: short, Factors: []int{c.Attempts}}
		}
	}
	return nil
}

// inClientModule reports whether fn belongs to a client library that the
// catalog describes.
func inClientModule(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	for _, m := range catalog.ClientModules {
		if p := fn.Pkg().Path(); p == m || strings.HasPrefix(p, m+"/") {
			return true
		}
	}
	return false
}

func derefType(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

func posOf(n ast.Node) token.Pos {
	if n == nil || isNilNode(n) {
		return token.NoPos
	}
	return n.Pos()
}

func isNilNode(n ast.Node) bool {
	c, ok := n.(*ast.CallExpr)
	return ok && c == nil
}

func returnsError(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 0 && analysisutil.IsErrorType(res.At(res.Len()-1).Type())
}

// retryableClient returns the attempts of the go-retryablehttp client e
// (1 when its retries are off, 0 when unknown) and the call that made it,
// following variables, struct fields and constructors of this package.
func (r *Result) retryableClient(e ast.Expr) (int, *ast.CallExpr) {
	origins, objs := r.flow.OriginsVia(e)
	attempts := 0
	var src *ast.CallExpr
	for _, o := range origins {
		switch o := o.(type) {
		case *ast.CallExpr:
			switch name := analysisutil.CalleeName(r.pass.TypesInfo, o); {
			case name == catalog.RetryableHTTPNewClient:
				attempts, src = catalog.RetryingClients[catalog.RetryableHTTPClient].Attempts, o
			default:
				if fn := analysisutil.Callee(r.pass.TypesInfo, o); fn != nil && fn.Pkg() != r.pass.Pkg {
					var f clientFact
					if r.pass.ImportObjectFact(fn.Origin(), &f) {
						attempts = f.Attempts
					}
				}
			}
		case *ast.CompositeLit:
			attempts = 1 // RetryMax defaults to 0 in a literal
			if v, ok := valueflow.Field(o, "RetryMax"); ok {
				attempts = r.retriesToAttempts(v)
			}
		}
	}
	// Assignments to RetryMax of any variable or field the client went
	// through: c.RetryMax = 0, s.client.RetryMax = 3.
	field := catalog.RetryingClients[catalog.RetryableHTTPClient].RetriesField
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, field) {
			attempts = r.retriesToAttempts(v)
		}
	}
	return attempts, src
}

// retriesToAttempts turns a constant retry count into attempts: 0 (unknown)
// when it is not constant.
func (r *Result) retriesToAttempts(v ast.Expr) int {
	if n, ok := r.intConst(v); ok && n >= 0 {
		return n + 1
	}
	return 0
}

// retryingHTTPClient reports whether the *http.Client e sends through a
// go-retryablehttp transport: made by StandardClient, or a literal with a
// retryablehttp.RoundTripper.
func (r *Result) retryingHTTPClient(e ast.Expr) (int, *ast.CallExpr, bool) {
	origins, _ := r.flow.OriginsVia(e)
	for _, o := range origins {
		switch o := o.(type) {
		case *ast.CallExpr:
			if analysisutil.CalleeName(r.pass.TypesInfo, o) == catalog.StandardClient {
				if sel, ok := ast.Unparen(o.Fun).(*ast.SelectorExpr); ok {
					n, src := r.retryableClient(sel.X)
					return n, src, true
				}
			}
			if fn := analysisutil.Callee(r.pass.TypesInfo, o); fn != nil && fn.Pkg() != r.pass.Pkg {
				var f clientFact
				if r.pass.ImportObjectFact(fn.Origin(), &f) {
					return f.Attempts, nil, true
				}
			}
		case *ast.CompositeLit:
			if t, ok := valueflow.Field(o, "Transport"); ok {
				for _, to := range r.flow.Origins(t) {
					lit, ok := to.(*ast.CompositeLit)
					if !ok || analysisutil.TypeName(r.pass.TypesInfo.TypeOf(lit)) != catalog.RetryableHTTPRoundTripper {
						continue
					}
					c, ok := valueflow.Field(lit, "Client")
					if !ok {
						return catalog.RetryingClients[catalog.RetryableHTTPClient].Attempts, nil, true
					}
					n, src := r.retryableClient(c)
					return n, src, true
				}
			}
		}
	}
	return 0, nil, false
}

// sdkCall classifies a call into an SDK whose client retries by default.
func (r *Result) sdkCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature) *Layer {
	if fn.Pkg() == nil {
		return nil
	}
	path := fn.Pkg().Path()
	recvExpr := ast.Expr(nil)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
		recvExpr = sel.X
	}
	// openai-go, anthropic-sdk-go: a method taking ...option.RequestOption.
	for _, sdk := range catalog.OptionSDKs {
		if !strings.HasPrefix(path, sdk.Module) || sig.Recv() == nil || !sig.Variadic() {
			continue
		}
		last := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice).Elem()
		if !strings.HasSuffix(analysisutil.TypeName(last), ".RequestOption") {
			continue
		}
		n := r.sdkOptionAttempts(sdk, call.Args)
		var src *ast.CallExpr
		if n == 0 {
			n, src = sdk.Attempts, nil
			if root := r.clientRoot(recvExpr, sdk.Module); root != nil {
				for _, o := range r.flow.Origins(root) {
					if c, ok := o.(*ast.CallExpr); ok {
						if m := r.sdkOptionAttempts(sdk, c.Args); m != 0 {
							n = m
						}
						src = c
					}
				}
			}
		}
		if n == 1 {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.Name, Source: src, Pos: posOf(src)}
	}
	// aws-sdk-go-v2: a method of *<service>.Client taking ...func(*<service>.Options).
	if strings.HasPrefix(path, catalog.AWS.ServicePrefix) && sig.Recv() != nil && sig.Variadic() &&
		analysisutil.TypeName(sig.Recv().Type()) == path+"."+catalog.AWS.ClientType {
		if !isAWSOptFns(sig, path) {
			return nil
		}
		n := r.awsAttempts(call.Args[min(sig.Params().Len()-1, len(call.Args)):])
		if n == 0 && recvExpr != nil {
			for _, o := range r.flow.Origins(recvExpr) {
				if c, ok := o.(*ast.CallExpr); ok && len(c.Args) > 0 {
					if m := r.awsAttempts(c.Args); m != 0 {
						n = m
					}
				}
			}
		}
		if n == 0 {
			n = catalog.AWS.Attempts
		}
		if n == 1 {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: SDKAWS}
	}
	// stripe-go: a call in the module that takes *...Params and returns an error.
	if strings.HasPrefix(path, catalog.Stripe.Module) && returnsError(fn) && takesStripeParams(sig) {
		n, src := catalog.Stripe.Attempts, (*ast.CallExpr)(nil)
		if root := r.clientRoot(recvExpr, catalog.Stripe.Module); root != nil {
			for _, o := range r.flow.Origins(root) {
				if c, ok := o.(*ast.CallExpr); ok {
					src = c
					if m, ok := r.stripeRetries(c); ok {
						n = m
					}
				}
			}
		}
		if n == 1 {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: SDKStripe, Source: src, Pos: posOf(src)}
	}
	return nil
}

// callDesc names an SDK call as written: "client.Chat.Completions.New".
func (r *Result) callDesc(call *ast.CallExpr) string {
	s := analysisutil.Format(r.pass.Fset, call.Fun)
	if len(s) > 60 || strings.Contains(s, "\n") {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			return sel.Sel.Name
		}
	}
	return s
}

func isAWSOptFns(sig *types.Signature, path string) bool {
	last, ok := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice)
	if !ok {
		return false
	}
	fs, ok := last.Elem().Underlying().(*types.Signature)
	return ok && fs.Params().Len() == 1 && analysisutil.TypeName(fs.Params().At(0).Type()) == path+"."+catalog.AWS.OptionsType
}

func takesStripeParams(sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if _, ok := t.(*types.Pointer); !ok {
			continue
		}
		if n := analysisutil.TypeName(t); strings.HasPrefix(n, catalog.Stripe.Module) && strings.HasSuffix(n, catalog.Stripe.ParamsSuffix) {
			return true
		}
	}
	return false
}

// clientRoot strips the service fields off an SDK receiver
// (client.Chat.Completions → client) to reach the value that was built.
func (r *Result) clientRoot(e ast.Expr, module string) ast.Expr {
	for e != nil {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok {
			return e
		}
		v, ok := r.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var)
		if !ok || !v.IsField() || v.Pkg() == nil || !strings.HasPrefix(v.Pkg().Path(), module) {
			return e
		}
		e = sel.X
	}
	return nil
}

// sdkOptionAttempts finds option.WithMaxRetries(n) among args: n+1, or 0.
func (r *Result) sdkOptionAttempts(sdk catalog.SDK, args []ast.Expr) int {
	n := 0
	for _, a := range args {
		for _, o := range r.flow.Origins(a) {
			c, ok := o.(*ast.CallExpr)
			if !ok || len(c.Args) != 1 {
				continue
			}
			fn := analysisutil.Callee(r.pass.TypesInfo, c)
			if fn == nil || fn.Name() != sdk.MaxRetries || fn.Pkg() == nil ||
				!strings.HasPrefix(fn.Pkg().Path(), sdk.Module) || fn.Pkg().Name() != sdk.OptionPkg {
				continue
			}
			n = r.retriesToAttempts(c.Args[0])
			if n == 0 {
				n = -2 // set, but not to a constant: unknown
			}
		}
	}
	if n == -2 {
		return 0
	}
	return n
}

// awsAttempts finds, among functional options, one that sets
// RetryMaxAttempts or installs aws.NopRetryer: the attempts, or 0.
func (r *Result) awsAttempts(args []ast.Expr) int {
	n := 0
	for _, a := range args {
		for _, o := range r.flow.Origins(a) {
			switch o := o.(type) {
			case *ast.FuncLit:
				if m := r.awsOptionBody(o.Body); m != 0 {
					n = m
				}
			case *ast.Ident, *ast.SelectorExpr:
				// An option function declared in this package:
				// func noRetries(o *ec2.Options) { o.RetryMaxAttempts = 1 }.
				var id *ast.Ident
				if sel, ok := o.(*ast.SelectorExpr); ok {
					id = sel.Sel
				} else {
					id = o.(*ast.Ident)
				}
				if fn, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Func); ok && fn.Pkg() == r.pass.Pkg {
					if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
						if m := r.awsOptionBody(d.Body); m != 0 {
							n = m
						}
					}
				}
			case *ast.CompositeLit:
				if v, ok := valueflow.Field(o, catalog.AWS.AttemptsField); ok {
					if m, ok := r.intConst(v); ok && m > 0 {
						n = m
					}
				}
				if v, ok := valueflow.Field(o, catalog.AWS.RetryerField); ok && r.isNopRetryer(v) {
					n = 1
				}
			case *ast.CallExpr:
				switch analysisutil.CalleeName(r.pass.TypesInfo, o) {
				case catalog.AWS.ConfigAttemptsOption:
					if len(o.Args) == 1 {
						if m, ok := r.intConst(o.Args[0]); ok && m > 0 {
							n = m
						}
					}
				case catalog.AWS.ConfigRetryerOption:
					if len(o.Args) == 1 && r.mentionsNopRetryer(o.Args[0]) {
						n = 1
					}
				}
			}
		}
	}
	return n
}

// awsOptionBody returns the attempts that the body of an option function
// sets (o.RetryMaxAttempts = n, or 1 for o.Retryer = aws.NopRetryer{}), or 0.
func (r *Result) awsOptionBody(body *ast.BlockStmt) int {
	n := 0
	ast.Inspect(body, func(x ast.Node) bool {
		as, ok := x.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		sel, ok := as.Lhs[0].(*ast.SelectorExpr)
		if !ok {
			return true
		}
		switch sel.Sel.Name {
		case catalog.AWS.AttemptsField:
			if m, ok := r.intConst(as.Rhs[0]); ok && m > 0 {
				n = m
			}
		case catalog.AWS.RetryerField:
			if r.isNopRetryer(as.Rhs[0]) {
				n = 1
			}
		}
		return true
	})
	return n
}

func (r *Result) isNopRetryer(e ast.Expr) bool {
	return analysisutil.TypeName(r.pass.TypesInfo.TypeOf(e)) == catalog.AWS.NopRetryer
}

func (r *Result) mentionsNopRetryer(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && r.isNopRetryer(x) {
			found = true
		}
		return !found
	})
	return found
}

// stripeRetries finds MaxNetworkRetries: stripe.Int64(n) in the arguments
// of the call that made a stripe client.
func (r *Result) stripeRetries(c *ast.CallExpr) (int, bool) {
	n, found := 0, false
	for _, a := range c.Args {
		ast.Inspect(a, func(x ast.Node) bool {
			kv, ok := x.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == catalog.Stripe.RetriesField {
				if call, ok := ast.Unparen(kv.Value).(*ast.CallExpr); ok && len(call.Args) == 1 {
					n, found = r.retriesToAttempts(call.Args[0]), true
				}
			}
			return true
		})
	}
	return n, found
}

// IsBudget reports whether values of t are a retry budget shared by the
// layers that draw on them: failsafe-go's budget.Budget, a type annotated
// //idemvet:budget (here or, through a fact, in another package), or one
// configured.
func (r *Result) IsBudget(t types.Type) bool {
	if t == nil {
		return false
	}
	name := analysisutil.TypeName(t)
	if name == "" {
		return false
	}
	if catalog.Budgets[name] || r.cfg.IsBudget(name) {
		return true
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := named.Origin().Obj()
	if obj.Pkg() == r.pass.Pkg {
		return r.dirs.Has(obj, "budget")
	}
	var f budgetFact
	return obj.Pkg() != nil && r.pass.ImportObjectFact(obj, &f)
}

// exportBudgets exports the budget fact for annotated types.
func (r *Result) exportBudgets() {
	for _, obj := range r.dirs.Annotated("budget") {
		if tn, ok := obj.(*types.TypeName); ok {
			r.pass.ExportObjectFact(tn, &budgetFact{})
		}
	}
}

// exportClients exports the client fact for functions of this package that
// return a retrying client, so that callers in other packages see it.
func (r *Result) exportClients() {
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		res := fn.Type().(*types.Signature).Results()
		if d.Body == nil || res.Len() == 0 || !fn.Exported() {
			continue
		}
		switch analysisutil.TypeName(res.At(0).Type()) {
		case catalog.RetryableHTTPClient:
			for _, ret := range valueflow.Returns(d) {
				if n, src := r.retryableClient(ret); src != nil && n != 1 {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: n})
					break
				}
			}
		case "net/http.Client":
			for _, ret := range valueflow.Returns(d) {
				if n, _, ok := r.retryingHTTPClient(ret); ok && n != 1 {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: n})
					break
				}
			}
		}
	}
}

// clientFact marks a function that returns a retrying client
// (*retryablehttp.Client, or *http.Client with a retrying transport).
type clientFact struct{ Attempts int }

func (*clientFact) AFact() {}
func (f *clientFact) String() string {
	if f.Attempts > 0 {
		return "returns retrying client (" + strconv.Itoa(f.Attempts) + " attempts)"
	}
	return "returns retrying client"
}

// budgetFact marks a type annotated //idemvet:budget.
type budgetFact struct{}

func (*budgetFact) AFact()         {}
func (*budgetFact) String() string { return "retry budget" }
