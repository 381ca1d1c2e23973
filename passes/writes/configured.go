package writes

import (
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/config"
)

// The writes key of the configuration classifies functions the catalog
// does not know: a project's own clients and the libraries it wraps. A
// configured function is classified by its entry, before the catalog and
// before what the pass infers from its body: the entry is the user's
// word on what it does. A keyed write's key slot is a parameter of the
// function, by name, or a field of one of its arguments (a struct or a
// pointer to one), by name: the argument is the first that has it.

// configured returns the class the configuration gives fn, with its key
// slot for a keyed write. ok is false when no entry names fn, or when a
// keyed entry's key slot is neither a parameter nor a field of an
// argument of fn: such an entry cannot say where the key goes, and fn is
// classified as if it were not configured.
func (r *Result) configured(fn *types.Func, name string) (class Class, slot Slot, ok bool) {
	if r.cfg == nil || len(r.cfg.Writes) == 0 {
		return Unknown, Slot{}, false
	}
	for _, w := range r.cfg.Writes {
		if w.Func != name {
			continue
		}
		switch w.Class {
		case config.ClassRead:
			return Read, Slot{}, true
		case config.ClassIdempotent:
			return Idempotent, Slot{}, true
		case config.ClassUnkeyed:
			return Unkeyed, Slot{}, true
		case config.ClassKeyed:
			if s, ok := keySlotOf(fn, w.KeySlot); ok {
				return Keyed, s, true
			}
		}
		return Unknown, Slot{}, false
	}
	return Unknown, Slot{}, false
}

// keySlotOf finds the key slot named slot in fn's signature: a parameter
// of that name, else the first parameter whose type has a field of that
// name.
func keySlotOf(fn *types.Func, slot string) (Slot, bool) {
	params := fn.Signature().Params()
	for i := range params.Len() {
		if p := params.At(i); p.Name() == slot {
			return Slot{Kind: Param, Arg: i, Pointer: isPointer(p.Type())}, true
		}
	}
	for i := range params.Len() {
		if f := analysisutil.FieldOf(params.At(i).Type(), slot); f != nil {
			return Slot{Kind: Field, Arg: i, Field: slot, Pointer: isPointer(f.Type())}, true
		}
	}
	return Slot{}, false
}
