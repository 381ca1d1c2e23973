package disable

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// awsV1Option makes one call of an aws-sdk-go (v1) service client try
// once: a request option that replaces the request's retryer with the
// no-op one, added to an OpWithContext call; an Op(input) call becomes
// OpWithContext(aws.BackgroundContext(), input, option), the context Op
// sends with.
func (c *Fixer) awsV1Option(n Nesting) (analysis.SuggestedFix, bool) {
	fn := analysisutil.Callee(c.pass.TypesInfo, n.Call)
	sdk := catalog.SDKFor(n.Layer.SDK)
	sel, ok := ast.Unparen(n.Call.Fun).(*ast.SelectorExpr)
	if fn == nil || sdk == nil || sdk.V1Services == nil || !ok || n.Call.Ellipsis.IsValid() {
		return analysis.SuggestedFix{}, false
	}
	v1 := sdk.V1Services
	pkgOf := func(full string) (string, string) {
		i := strings.LastIndex(full, ".")
		return full[:i], full[i+1:]
	}
	var edits []analysis.TextEdit
	use := func(full string) (string, bool) {
		path, name := pkgOf(full)
		local, e, ok := c.ImportAs(n.Call.Pos(), path)
		edits = append(edits, e...)
		return local + "." + name, ok
	}
	req, ok1 := use(v1.Request)
	noop, ok2 := use(v1.NoRetryer)
	if !ok1 || !ok2 {
		return analysis.SuggestedFix{}, false
	}
	opt := "func(r *" + req + ") { r." + v1.RetryerField + " = " + noop + "{} }"
	if !strings.HasSuffix(fn.Name(), v1.ContextSuffix) {
		// Op(input): the same operation with a context, if the client has it.
		recv := fn.Type().(*types.Signature).Recv()
		obj, _, _ := types.LookupFieldOrMethod(recv.Type(), true, fn.Pkg(), fn.Name()+v1.ContextSuffix)
		withCtx, isFn := obj.(*types.Func)
		if !isFn || len(n.Call.Args) != 1 || withCtx.Type().(*types.Signature).Params().Len() != 3 {
			return analysis.SuggestedFix{}, false
		}
		bg, ok := use(v1.BackgroundContext)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits,
			analysisutil.Replace(sel.Sel, withCtx.Name()),
			analysis.TextEdit{Pos: n.Call.Lparen + 1, End: n.Call.Lparen + 1, NewText: []byte(bg + "(), ")})
	}
	e, ok := c.appendArg(n.Call, opt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Make one attempt per call of the " + sdk.Name + " client: the outer layer retries it",
		TextEdits: append(edits, e...),
	}, true
}
