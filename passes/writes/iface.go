package writes

import (
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Package impls finds the implementations of an interface method
// (Result.ifaces); the functions here classify a call of it from theirs.

// throughImpls classifies a call of interface method fn from the summaries
// of its implementations: the only one's, or the unkeyed write that every
// one of them makes.
func (r *Result) throughImpls(w Write, fn *types.Func, impls []*types.Func) Write {
	if len(impls) == 1 {
		return r.throughImpl(w, fn, impls[0])
	}
	names := make([]string, len(impls))
	raw := true
	for i, impl := range impls {
		s := r.funcOf(impl)
		if s.Class != Unkeyed || s.methodParam > 0 {
			return w
		}
		raw = raw && s.NoKeyEvidence
		names[i] = analysisutil.ShortName(impl)
	}
	w = r.throughFunc(w, r.funcOf(impls[0]), impls[0])
	w.NoKeyEvidence = raw
	w.Desc = analysisutil.ShortName(fn)
	w.Impl = strings.Join(names, ", ")
	w.Via = []string{w.Desc, "every implementation: " + w.Impl}
	return w
}

// throughImpl classifies a call of interface method fn from the summary of
// impl, its only implementation.
func (r *Result) throughImpl(w Write, fn, impl *types.Func) Write {
	s := r.funcOf(impl)
	if s.Class == Unknown && s.methodParam == 0 {
		return w
	}
	w = r.throughFunc(w, s, impl)
	if w.Class == Unknown {
		return w
	}
	w.Desc = analysisutil.ShortName(fn)
	if w.Method != "" {
		w.Desc += " (" + w.Method + ")"
	}
	w.Impl = analysisutil.ShortName(impl)
	w.Via = append([]string{w.Desc}, w.Via...)
	w.Via[1] = w.Impl
	return w
}
