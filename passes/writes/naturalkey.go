package writes

import (
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// byNaturalKey classifies an unkeyed create of a user's function (fn) as
// idempotent when the call gives it a natural key: fn is named as a create
// of a resource whose name the API keeps unique (lexicon.NaturalKeyFields:
// CreateRepository, CreateUser), and the call passes that name, to the
// parameter so named (repositoryName) or in a field of a request literal
// (&CreateUserRequest{UserName: name}), not empty. The API refuses a
// second create of the same name as already existing: a retry after a
// timeout cannot make a second one.
func (r *Result) byNaturalKey(w Write, fn *types.Func) Write {
	if w.Class != Unkeyed {
		return w
	}
	fields := lexicon.NaturalKeyFields(fn.Name())
	if len(fields) == 0 {
		return w
	}
	params := fn.Signature().Params()
	named := false
	for i := range min(params.Len(), len(w.Call.Args)) {
		for _, f := range fields {
			if strings.EqualFold(params.At(i).Name(), f) && !r.args.EmptyString(w.Call.Args[i]) {
				named = true
			}
		}
		named = named || r.args.LiteralSets(w.Call.Args[i], fields)
	}
	if !named {
		return w
	}
	w.Class, w.Slot, w.Key, w.KeyValue, w.Target, w.NoKeyEvidence = Idempotent, Slot{}, KeyUnknown, nil, nil, false
	return w
}
