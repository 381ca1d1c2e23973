package writes

import (
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/sdkargs"
)

// objectCreate classifies a create that names its object by its metadata
// (an SDK record's Creates: client-go's typed and dynamic Create). The name is
// the key slot: set, the create is naturally idempotent (KeySet, with the
// name as the key); with only a prefix for the server to complete
// (GenerateName), every call makes a new object (KeyEmpty, with Prefix and
// PrefixAt saying where the prefix is set); neither seen, KeyUnknown.
func (r *Result) objectCreate(w Write, fn *types.Func) (Write, bool) {
	i := slices.IndexFunc(catalog.ObjectCreates, func(rec *catalog.ObjectCreate) bool {
		return fn.Name() == rec.Method && sdkargs.HasParamType(fn, rec.Options) && len(w.Call.Args) > rec.Object
	})
	if i < 0 {
		return w, false
	}
	rec := catalog.ObjectCreates[i]
	obj := w.Call.Args[rec.Object]
	w.Class, w.SDK, w.Desc = Keyed, rec.ID, analysisutil.ShortName(fn)
	w.Slot = Slot{Kind: ObjectName, Arg: rec.Object, Field: rec.NameField}
	w.Target = obj
	w.Key = KeyUnknown
	m := r.args.ObjectMetaOf(obj, r.decls[w.Call], rec)
	switch {
	case m.Name != nil:
		w.Key, w.KeyValue = KeySet, m.Name
	case m.Prefix != nil && m.Known:
		w.Key, w.Prefix, w.PrefixAt = KeyEmpty, m.Prefix, m.PrefixAt
	}
	return w, true
}
