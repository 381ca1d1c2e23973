package writes

// The values in key slots are read by package keystate (Result.eval); the
// functions here record them in a Write.

// evalFieldKey evaluates the key field of the params or input argument.
func (r *Result) evalFieldKey(w *Write) {
	if w.Slot.Arg < 0 || w.Slot.Arg >= len(w.Call.Args) {
		w.Key = KeyEmpty // params omitted: none
		return
	}
	arg := w.Call.Args[w.Slot.Arg]
	w.Target = arg
	w.Key, w.KeyValue = r.eval.FieldKey(arg, w.Slot.Field, w.Call)
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.eval.ParamRef(w.KeyValue, w.Call)
	}
}

// evalParamKey evaluates a key argument.
func (r *Result) evalParamKey(w *Write) {
	if w.Slot.Arg >= len(w.Call.Args) {
		w.Key = KeyUnknown
		return
	}
	arg := w.Call.Args[w.Slot.Arg]
	w.Target = arg
	w.Key, w.KeyValue = r.eval.ValueState(arg, w.Call), arg
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.eval.ParamRef(arg, w.Call)
	}
}
