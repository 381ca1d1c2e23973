package callretries

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// sdkCall classifies a call into an SDK whose client retries by default.
func (r *Result) sdkCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature) *Layer {
	if fn.Pkg() == nil {
		return nil
	}
	if l, ok := r.runtimeRetryCall(call, fn, analysisutil.FuncName(fn)); ok {
		return l
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
		args, opaque := r.optionArgs(call)
		n := r.sdkOptionAttempts(sdk, args)
		hn := r.sdkHTTPClient(sdk, args)
		var src *ast.CallExpr
		if root := r.clientRoot(recvExpr, sdk.Module); root != nil && (n == 0 || hn == 1) {
			for _, o := range r.flow.Origins(root) {
				if c, ok := o.(*ast.CallExpr); ok {
					cargs, cop := r.optionArgs(c)
					if m := r.sdkOptionAttempts(sdk, cargs); m != 0 && n == 0 {
						n = m
					}
					if m := r.sdkHTTPClient(sdk, cargs); m != 1 && hn == 1 {
						hn = m
					}
					opaque = opaque || cop
					src = c
				}
			}
		}
		if n == 0 {
			n = sdk.Attempts
		}
		return r.stackedSDKLayer(&Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID, Source: src, Pos: posOf(src), OpaqueOptions: opaque && n == sdk.Attempts}, hn)
	}
	// aws-sdk-go-v2: a method of *<service>.Client taking ...func(*<service>.Options).
	for _, sdk := range catalog.MechanismSDKs[catalog.AWSRetryer] {
		svc := sdk.Services
		if !strings.HasPrefix(path, svc.ServicePrefix) || sig.Recv() == nil || !sig.Variadic() ||
			analysisutil.TypeName(sig.Recv().Type()) != path+"."+svc.ClientType {
			continue
		}
		if !isAWSOptFns(svc, sig, path) {
			return nil
		}
		args, opaque := r.optionArgs(call)
		n := r.awsAttempts(svc, args[min(sig.Params().Len()-1, len(args)):])
		if n == 0 && recvExpr != nil {
			for _, o := range r.flow.Origins(recvExpr) {
				if c, ok := o.(*ast.CallExpr); ok && len(c.Args) > 0 {
					cargs, cop := r.optionArgs(c)
					if m := r.awsAttempts(svc, cargs); m != 0 {
						n = m
					}
					opaque = opaque || cop
				}
			}
		}
		if n == 0 {
			n = svc.Attempts
		}
		if n == 1 {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID, OpaqueOptions: opaque && n == svc.Attempts}
	}
	if l := r.awsV1Call(call, fn, sig, recvExpr); l != nil {
		return l
	}
	if l := r.policyRetryCall(call, fn, sig, recvExpr); l != nil {
		return l
	}
	if l := r.configRetryCall(call, fn, sig, recvExpr); l != nil {
		return l
	}
	if l := r.serverRetryCall(call, fn, sig, recvExpr); l != nil {
		return l
	}
	if l := r.defaultRetryCall(call, fn, sig, recvExpr); l != nil {
		return l
	}
	// stripe-go: a call in the module that takes *...Params and returns an error.
	for _, sdk := range catalog.MechanismSDKs[catalog.StripeBackend] {
		b := sdk.Backends
		if !strings.HasPrefix(path, b.Module) || !returnsError(fn) || !takesStripeParams(b, sig) {
			continue
		}
		n, hn, src := b.Attempts, 1, (*ast.CallExpr)(nil)
		if root := r.clientRoot(recvExpr, b.Module); root != nil {
			for _, o := range r.flow.Origins(root) {
				if c, ok := o.(*ast.CallExpr); ok {
					src = c
					if m, ok := r.stripeRetries(b, c); ok {
						n = m
					}
					hn = r.stripeHTTPClient(b, c)
				}
			}
		}
		return r.stackedSDKLayer(&Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID, Source: src, Pos: posOf(src)}, hn)
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

func isAWSOptFns(svc *catalog.AWSServices, sig *types.Signature, path string) bool {
	last, ok := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice)
	if !ok {
		return false
	}
	fs, ok := last.Elem().Underlying().(*types.Signature)
	return ok && fs.Params().Len() == 1 && analysisutil.TypeName(fs.Params().At(0).Type()) == path+"."+svc.OptionsType
}

func takesStripeParams(b *catalog.StripeBackends, sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if _, ok := t.(*types.Pointer); !ok {
			continue
		}
		if n := analysisutil.TypeName(t); strings.HasPrefix(n, b.Module) && strings.HasSuffix(n, b.ParamsSuffix) {
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
func (r *Result) awsAttempts(svc *catalog.AWSServices, args []ast.Expr) int {
	n := 0
	for _, a := range args {
		for _, o := range r.flow.Origins(a) {
			switch o := o.(type) {
			case *ast.FuncLit:
				if m := r.awsOptionBody(svc, o.Body); m != 0 {
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
						if m := r.awsOptionBody(svc, d.Body); m != 0 {
							n = m
						}
					}
				}
			case *ast.CompositeLit:
				if v, ok := valueflow.Field(o, svc.AttemptsField); ok {
					if m, ok := analysisutil.IntConst(r.pass.TypesInfo, v); ok && m > 0 {
						n = m
					}
				}
				if v, ok := valueflow.Field(o, svc.RetryerField); ok && r.isNopRetryer(svc, v) {
					n = 1
				}
			case *ast.CallExpr:
				switch r.calleeName(o) {
				case svc.ConfigAttemptsOption:
					if len(o.Args) == 1 {
						if m, ok := analysisutil.IntConst(r.pass.TypesInfo, o.Args[0]); ok && m > 0 {
							n = m
						}
					}
				case svc.ConfigRetryerOption:
					if len(o.Args) == 1 && r.mentionsNopRetryer(svc, o.Args[0]) {
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
func (r *Result) awsOptionBody(svc *catalog.AWSServices, body *ast.BlockStmt) int {
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
		case svc.AttemptsField:
			if m, ok := analysisutil.IntConst(r.pass.TypesInfo, as.Rhs[0]); ok && m > 0 {
				n = m
			}
		case svc.RetryerField:
			if r.isNopRetryer(svc, as.Rhs[0]) {
				n = 1
			}
		}
		return true
	})
	return n
}

func (r *Result) isNopRetryer(svc *catalog.AWSServices, e ast.Expr) bool {
	return analysisutil.TypeName(r.pass.TypesInfo.TypeOf(e)) == svc.NopRetryer
}

func (r *Result) mentionsNopRetryer(svc *catalog.AWSServices, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && r.isNopRetryer(svc, x) {
			found = true
		}
		return !found
	})
	return found
}

// stripeRetries finds MaxNetworkRetries: stripe.Int64(n) in the arguments
// of the call that made a stripe client.
func (r *Result) stripeRetries(b *catalog.StripeBackends, c *ast.CallExpr) (int, bool) {
	n, found := 0, false
	for _, a := range c.Args {
		ast.Inspect(a, func(x ast.Node) bool {
			kv, ok := x.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == b.RetriesField {
				if call, ok := ast.Unparen(kv.Value).(*ast.CallExpr); ok && len(call.Args) == 1 {
					n, found = r.retriesToAttempts(call.Args[0]), true
				}
			}
			return true
		})
	}
	return n, found
}
