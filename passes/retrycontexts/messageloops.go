package retrycontexts

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// loopScopes records the bodies of the loops over received messages that
// settle each message after the work (catalog.MessageLoop): a sarama
// claim's for msg := range claim.Messages() that marks msg, an SQS
// consumer's for _, m := range out.Messages that deletes m. A message the
// body does not settle is delivered again, and the body runs again for
// it. A loop that never settles its messages makes no scope: what becomes
// of them is decided elsewhere.
func (r *Result) loopScopes(root inspector.Cursor) {
	paths := map[string]bool{}
	for i := range catalog.Systems {
		if l := catalog.Systems[i].Loop; l != nil {
			paths[pkgOf(l.Messages)] = true
			paths[pkgOf(l.Batch)] = true
			paths[pkgOf(l.Fetch)] = true
		}
	}
	if !analysisutil.Reaches(r.pass.Pkg, paths) {
		return // no loop here ranges over received messages
	}
	for cur := range root.Preorder((*ast.RangeStmt)(nil), (*ast.CommClause)(nil), (*ast.AssignStmt)(nil)) {
		var sys *catalog.System
		var v *types.Var
		var body *ast.BlockStmt
		loop := cur.Node()
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			sys, v, body = r.fetchRest(cur, n)
			loop = cur.Parent().Parent().Node()
		case *ast.RangeStmt:
			if sys = r.messageLoop(n.X); sys != nil {
				v, body = r.messageVar(n, sys), n.Body
			}
		case *ast.CommClause:
			sys, v, body = r.messageCase(n)
		}
		fn := enclosingFunc(cur)
		if sys == nil || v == nil || fn == nil || !r.settlesIn(loop, body, fn, sys) {
			continue
		}
		r.Found = append(r.Found, &Context{Start: cur.Node().Pos(), Desc: sys.Short, Context: sys.Kind, Body: body, Func: fn, Attempts: sys.Attempts})
		r.loopVars[body] = v
	}
}

// messageCase returns, for a case of a select in a loop that receives a
// message from the system's channel (case msg, ok := <-claim.Messages():),
// the system, the message variable and the statements of the case as a
// block; nil when it is not one.
func (r *Result) messageCase(cc *ast.CommClause) (*catalog.System, *types.Var, *ast.BlockStmt) {
	as, ok := cc.Comm.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(cc.Body) == 0 {
		return nil, nil, nil
	}
	recv, ok := ast.Unparen(as.Rhs[0]).(*ast.UnaryExpr)
	if !ok || recv.Op != token.ARROW {
		return nil, nil, nil
	}
	sys := r.messageLoop(recv.X)
	if sys == nil {
		return nil, nil, nil
	}
	v := r.receivedVar(as, sys)
	if v == nil {
		return nil, nil, nil
	}
	// The case's statements, which run for the message it received.
	body := &ast.BlockStmt{Lbrace: cc.Colon, List: cc.Body, Rbrace: cc.End()}
	return sys, v, body
}

// pkgOf returns the package path of a full function or type name:
// "(github.com/IBM/sarama.ConsumerGroupClaim).Messages" is
// "github.com/IBM/sarama".
func pkgOf(full string) string {
	full = strings.TrimPrefix(strings.TrimPrefix(full, "("), "*")
	if i := strings.IndexByte(full, ')'); i >= 0 {
		full = full[:i]
	}
	if i := strings.LastIndexByte(full, '.'); i > strings.LastIndexByte(full, '/') {
		return full[:i]
	}
	return full
}

// fetchRest returns, for a statement that fetches one message in a loop's
// body (m, err := r.FetchMessage(ctx)), the system, the message variable
// and the statements after it in that body as a block; nil when it is not
// one.
func (r *Result) fetchRest(cur inspector.Cursor, as *ast.AssignStmt) (*catalog.System, *types.Var, *ast.BlockStmt) {
	if len(as.Rhs) != 1 || len(as.Lhs) == 0 || as.Tok != token.DEFINE {
		return nil, nil, nil
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, nil, nil
	}
	var sys *catalog.System
	name := r.calleeName(call)
	for i := range catalog.Systems {
		if l := catalog.Systems[i].Loop; l != nil && l.Fetch != "" && l.Fetch == name {
			sys = &catalog.Systems[i]
		}
	}
	if sys == nil {
		return nil, nil, nil
	}
	block, ok := cur.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return nil, nil, nil
	}
	switch cur.Parent().Parent().Node().(type) {
	case *ast.ForStmt, *ast.RangeStmt:
	default:
		return nil, nil, nil // a fetch outside a loop
	}
	v := r.receivedVar(as, sys)
	if v == nil {
		return nil, nil, nil
	}
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 || i == len(block.List)-1 {
		return nil, nil, nil
	}
	rest := block.List[i+1:]
	return sys, v, &ast.BlockStmt{Lbrace: as.End(), List: rest, Rbrace: block.Rbrace}
}

// messageLoop returns the system whose messages x holds (what a loop
// ranges over, or a channel it receives from), or nil.
func (r *Result) messageLoop(x ast.Expr) *catalog.System {
	x = ast.Unparen(x)
	for i := range catalog.Systems {
		sys := &catalog.Systems[i]
		l := sys.Loop
		if l == nil {
			continue
		}
		switch x := x.(type) {
		case *ast.CallExpr:
			if l.Messages != "" && r.calleeName(x) == l.Messages {
				return sys
			}
		case *ast.SelectorExpr:
			if l.Batch != "" && x.Sel.Name == l.BatchField && analysisutil.TypeName(r.pass.TypesInfo.TypeOf(x.X)) == l.Batch {
				return sys
			}
		}
	}
	return nil
}

// messageVar returns the variable that holds each message of rs: the key
// of a range over a channel, the value of one over a slice; nil when it is
// blank or assigned rather than declared.
func (r *Result) messageVar(rs *ast.RangeStmt, sys *catalog.System) *types.Var {
	e := rs.Value
	if _, isChan := r.pass.TypesInfo.TypeOf(rs.X).Underlying().(*types.Chan); isChan {
		e = rs.Key
	}
	id, ok := e.(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	v, _ := r.pass.TypesInfo.Defs[id].(*types.Var)
	if v == nil || analysisutil.TypeName(v.Type()) != sys.Request {
		return nil
	}
	return v
}

// enclosingFunc returns the function declaration or literal around cur.
func enclosingFunc(cur inspector.Cursor) ast.Node {
	for c := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return c.Node()
	}
	return nil
}

// settlesIn reports whether body, the code of loop (a range statement or
// a select case) run for each message, settles a message, or fn does after
// loop with a call that settles a batch.
func (r *Result) settlesIn(loop ast.Node, body *ast.BlockStmt, fn ast.Node, sys *catalog.System) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found {
			return false
		}
		if lit, ok := n.(*ast.FuncLit); ok && lit != fn && !analysisutil.Contains(lit, loop.Pos()) {
			return false // another function's settles
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		switch {
		case analysisutil.Contains(body, call.Pos()):
			found = r.settles(sys, call, false)
		case call.Pos() >= loop.End():
			found = r.settles(sys, call, true)
		}
		return true
	})
	return found
}

// settles reports whether call settles a message of sys (after: a call
// after the loop, which settles only a batch).
func (r *Result) settles(sys *catalog.System, call *ast.CallExpr, after bool) bool {
	if !after && sys.Settles[r.calleeName(call)] {
		return true
	}
	if sys.Loop == nil {
		return false
	}
	for _, a := range call.Args {
		t := analysisutil.TypeName(r.pass.TypesInfo.TypeOf(a))
		if after && sys.Loop.SettleAfter[t] || !after && sys.Loop.SettleInputs[t] {
			return true
		}
	}
	return false
}

// loopKey returns the key of the message loop context s: the system's key
// function applied to the fields of its message variable, with the
// default name of the function's package.
func (r *Result) loopKey(s *Context, sys *catalog.System) string {
	v := r.loopVars[s.Body]
	if v == nil || sys.RequestKey == "" {
		return ""
	}
	var args []string
	if sys.KeyFormat != "" {
		args = append(args, sys.KeyFormat)
	}
	for _, f := range strings.Split(sys.RequestKey, ", ") {
		args = append(args, v.Name()+"."+f)
	}
	if sys.KeyFunc == "" {
		return args[len(args)-1]
	}
	p, name := keyFuncParts(sys.KeyFunc)
	return path.Base(p) + "." + name + "(" + strings.Join(args, ", ") + ")"
}

// keyFuncParts splits a full function name into its package path and name.
func keyFuncParts(full string) (string, string) {
	i := strings.LastIndexByte(full, '.')
	return full[:i], full[i+1:]
}

// ContextKeyImport returns the package that the key ContextKey returns for
// s refers to, by its path and the name the key calls it by; "" when the
// key refers to none.
func (r *Result) ContextKeyImport(s *Context) (pkgPath, name string) {
	sys := catalog.SystemFor(s.Context)
	if sys == nil || sys.KeyFunc == "" || r.ContextKey(s) == "" {
		return "", ""
	}
	p, _ := keyFuncParts(sys.KeyFunc)
	return p, path.Base(p)
}

// receivedVar returns the variable that as declares first, when it holds
// the system's message type.
func (r *Result) receivedVar(as *ast.AssignStmt, sys *catalog.System) *types.Var {
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := r.pass.TypesInfo.Defs[id].(*types.Var)
	if v == nil || analysisutil.TypeName(v.Type()) != sys.Request {
		return nil
	}
	return v
}
