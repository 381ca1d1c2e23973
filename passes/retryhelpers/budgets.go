package retryhelpers

import (
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

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

// budgetFact marks a type annotated //idemvet:budget.
type budgetFact struct{}

func (*budgetFact) AFact() {}

func (*budgetFact) String() string { return "retry budget" }
