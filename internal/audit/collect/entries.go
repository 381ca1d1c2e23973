package collect

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/analyzers/toolhint"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/audit"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// entries returns the package's entry points with the writes each
// reaches: its at-least-once contexts, its HTTP handlers, and its retry
// scopes outside both.
func (c *collector) entries() []*audit.Entry {
	tools := map[token.Pos]toolhint.Declared{}
	for _, d := range toolhint.DeclaredTools(c.pass) {
		if d.Handler.IsValid() {
			tools[d.Handler] = d
		}
	}
	var out []*audit.Entry
	var bodies []ast.Node // the bodies of the at-least-once contexts and handlers
	for _, s := range c.scopes.Scopes {
		if s.Kind == retryscope.AtLeastOnce && s.Body != nil {
			bodies = append(bodies, s.Body)
		}
	}
	forwarded := c.forwarded()
	handlers := c.httpHandlers()
	for _, h := range handlers {
		bodies = append(bodies, h.body)
	}
	for _, s := range c.scopes.Scopes {
		if s.Body == nil {
			continue
		}
		if s.Kind != retryscope.AtLeastOnce && inAny(bodies, s.Start) {
			continue // a layer of the entry point around it
		}
		if s.Kind == retryscope.AtLeastOnce && forwarded[c.funcOf(s.Func)] {
			continue // the handler another context calls: listed under it
		}
		e := &audit.Entry{Kind: kindOf(s), Name: c.scopeName(s), Desc: s.Desc, Package: c.pass.Pkg.Path(),
			Posn: c.posn(s.Start), Attempts: s.Attempts}
		if s.Call != nil && s.Kind == retryscope.AtLeastOnce {
			c.setReg(e, s.Call, s.Body)
		}
		if s.Kind == retryscope.AtLeastOnce && s.Func != nil {
			if d, ok := tools[s.Func.Pos()]; ok {
				e.Tool = d.Name
				if len(d.Hints) > 0 {
					e.Hints = d.Hints
				}
			}
		}
		self := c.funcOf(s.Func)
		cur, ok := c.in.Root().FindNode(s.Body)
		if !ok {
			continue
		}
		rows := c.walk(cur, s.Body, s, s, self)
		own := audit.Layer{Desc: s.Desc, Posn: e.Posn, Attempts: s.Attempts}
		for i := range rows {
			rows[i].Layers = append([]audit.Layer{own}, rows[i].Layers...)
		}
		e.Writes = ptrs(rows)
		out = append(out, e)
	}
	for _, h := range handlers {
		e := &audit.Entry{Kind: "HTTP handler", Name: h.name, Desc: "HTTP handler", Package: c.pass.Pkg.Path(),
			Posn: c.posn(h.fn.Pos()), Attempts: 1}
		c.setReg(e, h.reg, h.body)
		cur, ok := c.in.Root().FindNode(h.body)
		if !ok {
			continue
		}
		e.Writes = ptrs(c.walk(cur, h.body, &retryscope.Scope{Body: h.body}, nil, c.funcOf(h.fn)))
		out = append(out, e)
	}
	return out
}

// forwarded returns the functions that an at-least-once context of this
// package, a function literal (a registered handler), calls and that are
// at-least-once contexts of their own: a handler literal that forwards to
// a handler function is one entry point, the literal, not two.
func (c *collector) forwarded() map[*types.Func]bool {
	contexts := map[*types.Func]bool{}
	for _, s := range c.scopes.Scopes {
		if fn := c.funcOf(s.Func); s.Kind == retryscope.AtLeastOnce && fn != nil {
			contexts[fn] = true
		}
	}
	out := map[*types.Func]bool{}
	for _, s := range c.scopes.Scopes {
		if _, lit := s.Func.(*ast.FuncLit); !lit || s.Kind != retryscope.AtLeastOnce {
			continue
		}
		ast.Inspect(s.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if fn := analysisutil.Callee(c.info, call); fn != nil && contexts[fn.Origin()] {
					out[fn.Origin()] = true
				}
			}
			return true
		})
	}
	return out
}

// kindOf names the kind of entry point s is.
func kindOf(s *retryscope.Scope) string {
	if s.Kind != retryscope.AtLeastOnce {
		return "retry scope"
	}
	switch s.Context {
	case catalog.MCPToolHandler:
		return "MCP tool"
	case catalog.TemporalActivity:
		return "Temporal activity"
	case catalog.ReconcileLoop:
		return "Reconcile"
	case catalog.WorkqueueHandler:
		return "workqueue handler"
	case catalog.PubSubReceiver:
		return "Pub/Sub receiver"
	case catalog.JetStreamConsumer:
		return "JetStream consumer"
	case catalog.SaramaClaim:
		return "Kafka claim loop"
	case catalog.SQSReceiveLoop:
		return "SQS receive loop"
	case catalog.KafkaGoFetch:
		return "kafka-go fetch loop"
	}
	return "configured handler"
}

// scopeName names the function of scope s: "Tools.charge", or for a retry
// scope inside one, "Service.Charge (retry loop)".
func (c *collector) scopeName(s *retryscope.Scope) string {
	name := ""
	if fn := c.funcOf(s.Func); fn != nil {
		name = funcName(fn)
	}
	if name == "" {
		if cur, ok := c.in.Root().FindByPos(s.Start, s.Start); ok {
			for p := range cur.Enclosing((*ast.FuncDecl)(nil)) {
				if fn, ok := c.info.Defs[p.Node().(*ast.FuncDecl).Name].(*types.Func); ok {
					name = funcName(fn)
				}
				break
			}
		}
	}
	if name == "" {
		name = "func literal"
	}
	if s.Kind != retryscope.AtLeastOnce {
		name += " (" + s.Desc + ")"
	}
	return name
}

// funcOf returns the function declared by n, a function declaration, or
// nil.
func (c *collector) funcOf(n ast.Node) *types.Func {
	if d, ok := n.(*ast.FuncDecl); ok {
		fn, _ := c.info.Defs[d.Name].(*types.Func)
		return fn
	}
	return nil
}

// setReg records the lines of the registration call reg and of the body
// it registers on e.
func (c *collector) setReg(e *audit.Entry, reg *ast.CallExpr, body *ast.BlockStmt) {
	start, end := c.pass.Fset.Position(reg.Pos()), c.pass.Fset.Position(reg.End())
	e.RegFile, e.RegStart, e.RegEnd = start.Filename, start.Line, end.Line
	if body != nil {
		e.FuncStart, e.FuncEnd = c.pass.Fset.Position(body.Pos()).Line, c.pass.Fset.Position(body.End()).Line
	}
}

// A handler is an HTTP handler function registered in this package.
type handler struct {
	name string
	fn   ast.Node // the function literal or declaration
	body *ast.BlockStmt
	reg  *ast.CallExpr // the call it is passed to
}

// httpHandlers finds the functions of this package passed to a call as an
// HTTP handler, func(http.ResponseWriter, *http.Request): the
// registrations of net/http and of the common routers, whatever their
// names, and http.HandlerFunc conversions. Each is listed once.
func (c *collector) httpHandlers() []handler {
	var out []handler
	seen := map[ast.Node]bool{}
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		for _, arg := range call.Args {
			if !isHandlerType(c.info.TypeOf(arg)) {
				continue
			}
			h := handler{reg: call}
			switch a := ast.Unparen(arg).(type) {
			case *ast.FuncLit:
				h.fn, h.body, h.name = a, a.Body, "func literal"
				for p := range cur.Enclosing((*ast.FuncDecl)(nil)) {
					if fn, ok := c.info.Defs[p.Node().(*ast.FuncDecl).Name].(*types.Func); ok {
						h.name = "func literal in " + funcName(fn)
					}
					break
				}
			case *ast.Ident, *ast.SelectorExpr:
				fn, ok := analysisutil.ObjectOf(c.info, a).(*types.Func)
				if !ok || fn.Pkg() != c.pass.Pkg {
					continue
				}
				d := c.declOf(fn)
				if d == nil || d.Body == nil {
					continue
				}
				h.fn, h.body, h.name = d, d.Body, funcName(fn)
			default:
				continue
			}
			if !seen[h.fn] && !c.isContext(h.body) {
				seen[h.fn] = true
				out = append(out, h)
			}
		}
	}
	return out
}

// isContext reports whether body is an at-least-once context's already.
func (c *collector) isContext(body *ast.BlockStmt) bool {
	for _, s := range c.scopes.Scopes {
		if s.Kind == retryscope.AtLeastOnce && s.Body == body {
			return true
		}
	}
	return false
}

// declOf returns the declaration of fn, a function of this package.
func (c *collector) declOf(fn *types.Func) *ast.FuncDecl {
	for _, f := range c.pass.Files {
		if !analysisutil.Contains(f, fn.Pos()) {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Pos() == fn.Pos() {
				return fd
			}
		}
	}
	return nil
}

// isHandlerType reports whether t is func(http.ResponseWriter,
// *http.Request) with no results.
func isHandlerType(t types.Type) bool {
	sig, ok := t.(*types.Signature)
	if !ok {
		if t == nil {
			return false
		}
		sig, ok = t.Underlying().(*types.Signature)
		if !ok {
			return false
		}
	}
	if sig.Params().Len() != 2 || sig.Results().Len() != 0 {
		return false
	}
	return analysisutil.TypeName(sig.Params().At(0).Type()) == "net/http.ResponseWriter" &&
		analysisutil.TypeName(sig.Params().At(1).Type()) == "net/http.Request"
}

// inAny reports whether pos lies in one of nodes.
func inAny(nodes []ast.Node, pos token.Pos) bool {
	for _, n := range nodes {
		if analysisutil.Contains(n, pos) {
			return true
		}
	}
	return false
}

func ptrs(rows []audit.Write) []*audit.Write {
	out := make([]*audit.Write, len(rows))
	for i := range rows {
		out[i] = &rows[i]
	}
	return out
}
