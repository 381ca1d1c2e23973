package retrycontexts

import (
	"go/ast"
	"go/token"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// neverRedelivers reports whether call, a registration of kind, gives its
// handler to a consumer that never delivers a message again: a JetStream
// ordered consumer, or one made from a config literal that sets no acks
// (catalog.JetStreamNoAck). Only what this package shows counts: a
// consumer from elsewhere redelivers, as JetStream's default AckPolicy is
// explicit.
func (r *Result) neverRedelivers(call *ast.CallExpr, kind catalog.ContextKind) bool {
	if kind != catalog.JetStreamConsumer {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	noAck := &catalog.JetStreamNoAck
	origins := r.flow.Origins(sel.X)
	return len(origins) > 0 && !slices.ContainsFunc(origins, func(o ast.Expr) bool {
		mk, ok := ast.Unparen(o).(*ast.CallExpr)
		if !ok {
			return true // redelivers, as far as this package shows
		}
		if slices.Contains(noAck.OrderedCreate, r.calleeName(mk)) {
			return false
		}
		if len(mk.Args) == 0 {
			return true
		}
		for _, c := range r.flow.Origins(mk.Args[len(mk.Args)-1]) {
			lit, ok := ast.Unparen(c).(*ast.CompositeLit)
			if !ok {
				continue
			}
			if v, ok := valueflow.Field(lit, noAck.AckPolicyField); ok {
				if obj := analysisutil.ObjectOf(r.pass.TypesInfo, v); obj != nil && obj.Pkg() != nil && obj.Pkg().Path()+"."+obj.Name() == noAck.AckNone {
					return false
				}
			}
		}
		return true
	})
}

// settledFirst reports whether the first statement of the body of s
// settles its run for good (msg.Ack(), _ = msg.Ack(), if err :=
// msg.Ack(); ...): the system does not run it again, whatever the rest of
// it does. Where a settle takes effect only with a commit (a sarama mark),
// the second statement must commit.
func (r *Result) settledFirst(s *Context) bool {
	sys := catalog.SystemFor(s.Context)
	if sys == nil || len(sys.Settles) == 0 && sys.Loop == nil {
		return false
	}
	list := s.Body.List
	// A loop's guard that leaves it: a select case's if !ok { return nil }
	// for the closed channel, a fetch's if err != nil { break }.
	if len(list) > 0 && sys.Loop != nil && leaves(list[0]) {
		list = list[1:]
	}
	if len(list) == 0 {
		return false
	}
	call := stmtCall(list[0])
	if call == nil || !r.settles(sys, call, false) {
		return false
	}
	if sys.Loop == nil || len(sys.Loop.Commits) == 0 {
		return true
	}
	if len(list) < 2 {
		return false
	}
	commit := stmtCall(list[1])
	return commit != nil && sys.Loop.Commits[r.calleeName(commit)]
}

// stmtCall returns the call that st makes first: f(), _ = f(), if err :=
// f(); ...; or nil.
func stmtCall(st ast.Stmt) *ast.CallExpr {
	var e ast.Expr
	switch st := st.(type) {
	case *ast.ExprStmt:
		e = st.X
	case *ast.AssignStmt:
		if len(st.Rhs) == 1 {
			e = st.Rhs[0]
		}
	case *ast.IfStmt:
		if as, ok := st.Init.(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
			e = as.Rhs[0]
		}
	}
	call, _ := ast.Unparen(e).(*ast.CallExpr)
	return call
}

// leaves reports whether st is an if statement without init or else whose
// body ends by leaving: a return, break or continue.
func leaves(st ast.Stmt) bool {
	is, ok := st.(*ast.IfStmt)
	if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) == 0 {
		return false
	}
	switch last := is.Body.List[len(is.Body.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return last.Tok == token.BREAK || last.Tok == token.CONTINUE
	}
	return false
}
