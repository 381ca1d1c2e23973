package callretries

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// aws-sdk-go (v1) service clients (catalog.AWSV1Services): an operation
// method of a client that embeds the base client retries with the
// retryer of the config the client was made with, unless a request
// option of the call replaces it. The retries are read from the options
// of the call, then from the constructor's configs and the session's
// they come from; a retry count or retryer that is set but not read here
// leaves the call unclassified, so that no count is made up.

// awsV1Call classifies an operation method call of an aws-sdk-go service
// client.
func (r *Result) awsV1Call(call *ast.CallExpr, fn *types.Func, sig *types.Signature, recvExpr ast.Expr) *Layer {
	for _, sdk := range catalog.MechanismSDKs[catalog.AWSRequestRetryer] {
		v1 := sdk.V1Services
		path := fn.Pkg().Path()
		if !strings.HasPrefix(path, v1.ServicePrefix) || sig.Recv() == nil || !returnsError(fn) || !awsV1Operation(v1, fn) {
			continue
		}
		n, ok := r.awsV1OptionAttempts(v1, call, sig)
		if !ok {
			return nil
		}
		if n == 0 && recvExpr != nil {
			if n, ok = r.awsV1ClientAttempts(v1, recvExpr); !ok {
				return nil
			}
		}
		if n == 0 {
			n = v1.Attempts
			if m, ok := v1.ServiceAttempts[path[strings.LastIndex(path, "/")+1:]]; ok {
				n = m
			}
		}
		if n == 1 {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID}
	}
	return nil
}

// awsV1Operation reports whether fn is an operation method, Op or
// OpWithContext, of a service client: its receiver embeds the base client
// and has OpRequest, which builds the request (pagination and waiter
// methods have none).
func awsV1Operation(v1 *catalog.AWSV1Services, fn *types.Func) bool {
	recv := fn.Type().(*types.Signature).Recv().Type()
	named, ok := types.Unalias(derefType(recv)).(*types.Named)
	if !ok {
		return false
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	base := false
	for i := range st.NumFields() {
		f := st.Field(i)
		base = base || f.Embedded() && analysisutil.TypeName(f.Type()) == v1.BaseClient
	}
	if !base {
		return false
	}
	op := strings.TrimSuffix(fn.Name(), v1.ContextSuffix)
	obj, _, _ := types.LookupFieldOrMethod(recv, true, fn.Pkg(), op+v1.RequestSuffix)
	_, ok = obj.(*types.Func)
	return ok
}

// awsV1OptionAttempts reads the request options of an OpWithContext call:
// the attempts an option that replaces the request's retryer makes, 0 when
// none does; false when an option sets it to a retryer not known here.
func (r *Result) awsV1OptionAttempts(v1 *catalog.AWSV1Services, call *ast.CallExpr, sig *types.Signature) (int, bool) {
	if !sig.Variadic() || call.Ellipsis.IsValid() {
		return 0, true
	}
	last := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice).Elem()
	if analysisutil.TypeName(last) != v1.Option {
		return 0, true
	}
	n, ok := 0, true
	for _, a := range call.Args[min(sig.Params().Len()-1, len(call.Args)):] {
		for _, o := range r.flow.Origins(a) {
			var body *ast.BlockStmt
			switch o := o.(type) {
			case *ast.FuncLit:
				body = o.Body
			case *ast.Ident, *ast.SelectorExpr:
				// An option declared in this package and passed by name.
				id, _ := o.(*ast.Ident)
				if sel, isSel := o.(*ast.SelectorExpr); isSel {
					id = sel.Sel
				}
				if f, isFn := r.pass.TypesInfo.ObjectOf(id).(*types.Func); isFn && f.Pkg() == r.pass.Pkg {
					if d := r.flow.Decl(f.Origin()); d != nil {
						body = d.Body
					}
				}
			}
			if body == nil {
				continue
			}
			ast.Inspect(body, func(x ast.Node) bool {
				as, isAssign := x.(*ast.AssignStmt)
				if !isAssign || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
					return true
				}
				if sel, isSel := as.Lhs[0].(*ast.SelectorExpr); isSel && sel.Sel.Name == v1.RetryerField {
					m, known := r.awsV1Retryer(v1, as.Rhs[0])
					n, ok = m, ok && known
				}
				return true
			})
		}
	}
	return n, ok
}

// awsV1Retryer returns the attempts of the retryer e: 1 for the no-op
// retryer, retries + 1 for a default retryer literal; false for another.
func (r *Result) awsV1Retryer(v1 *catalog.AWSV1Services, e ast.Expr) (int, bool) {
	switch analysisutil.TypeName(r.pass.TypesInfo.TypeOf(e)) {
	case v1.NoRetryer:
		return 1, true
	case v1.DefaultRetryer:
		for _, o := range r.flow.Origins(e) {
			if lit, ok := o.(*ast.CompositeLit); ok {
				v, set := valueflow.Field(lit, v1.RetriesField)
				if !set {
					return 1, true
				}
				if n := r.retriesToAttempts(v); n != 0 {
					return n, true
				}
			}
		}
	}
	return 0, false
}

// awsV1ClientAttempts reads how the client recv was made: the attempts
// its configs (the constructor's and the session's) set, 0 when they set
// none; false when one is set in a way not read here. Of several, one
// attempt wins: a call may be made with its retries off.
func (r *Result) awsV1ClientAttempts(v1 *catalog.AWSV1Services, recv ast.Expr) (int, bool) {
	var found []int
	ok := true
	seen := map[ast.Node]bool{}
	var visit func(e ast.Expr, depth int)
	visit = func(e ast.Expr, depth int) {
		if depth > 4 {
			return
		}
		origins, objs := r.flow.OriginsVia(e)
		for _, obj := range objs {
			// cfg.MaxRetries = aws.Int(0), svc.Retryer = client.NoOpRetryer{}.
			for _, v := range r.flow.FieldSets(obj, v1.ConfigRetries) {
				n, known := r.awsV1Count(v1, v)
				found, ok = append(found, n), ok && known
			}
			for _, v := range r.flow.FieldSets(obj, v1.RetryerField) {
				n, known := r.awsV1Retryer(v1, v)
				found, ok = append(found, n), ok && known
			}
		}
		for _, o := range origins {
			if seen[o] {
				continue
			}
			seen[o] = true
			ast.Inspect(o, func(x ast.Node) bool {
				switch x := x.(type) {
				case *ast.CompositeLit:
					if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(x)) != v1.Config {
						return true
					}
					if v, set := valueflow.Field(x, v1.ConfigRetries); set {
						n, known := r.awsV1Count(v1, v)
						found, ok = append(found, n), ok && known
					}
					if v, set := valueflow.Field(x, v1.RetryerField); set {
						n, known := r.awsV1Retryer(v1, v)
						found, ok = append(found, n), ok && known
					}
				case *ast.CallExpr:
					fn := analysisutil.Callee(r.pass.TypesInfo, x)
					if fn != nil && fn.Name() == v1.Constructor && fn.Pkg() != nil && strings.HasPrefix(fn.Pkg().Path(), v1.ServicePrefix) {
						// sqs.New(sess, cfg): a config made where it is not
						// read here may set the retries.
						for _, a := range x.Args[min(1, len(x.Args)):] {
							for _, ao := range r.flow.Origins(a) {
								switch ao.(type) {
								case *ast.CompositeLit, *ast.CallExpr:
								default:
									ok = false
								}
							}
						}
					}
					switch {
					case fn == nil:
					case fn.Name() == v1.ConfigSetter && len(x.Args) == 1 && analysisutil.TypeName(recvType(fn)) == v1.Config:
						n, known := r.awsV1Count(v1, x.Args[0])
						found, ok = append(found, n), ok && known
					case analysisutil.FuncName(fn) == v1.WithRetryer && len(x.Args) == 2:
						n, known := r.awsV1Retryer(v1, x.Args[1])
						found, ok = append(found, n), ok && known
					}
					// The configs and sessions handed on by variables:
					// sqs.New(sess, cfg), session.NewSession(cfg).
					for _, a := range x.Args {
						if id, isID := ast.Unparen(a).(*ast.Ident); isID {
							if _, isVar := r.pass.TypesInfo.ObjectOf(id).(*types.Var); isVar {
								visit(id, depth+1)
							}
						}
					}
				}
				return true
			})
		}
	}
	visit(recv, 0)
	if !ok {
		return 0, false
	}
	n := 0
	for _, m := range found {
		if m == 1 {
			return 1, true
		}
		n = max(n, m)
	}
	return n, true
}

// awsV1Count reads a config's retry count (aws.Int(n), n): its attempts,
// 0 for the service's default; false when it is not a constant.
func (r *Result) awsV1Count(v1 *catalog.AWSV1Services, v ast.Expr) (int, bool) {
	n, ok := analysisutil.IntConst(r.pass.TypesInfo, unwrapPtr(r.pass.TypesInfo, v))
	switch {
	case !ok:
		return 0, false
	case n == v1.UseDefault:
		return 0, true
	case n < 0:
		return 0, false
	}
	return n + 1, true
}

// recvType is the receiver type of the method fn, nil for a function.
func recvType(fn *types.Func) types.Type {
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil {
		return recv.Type()
	}
	return nil
}
