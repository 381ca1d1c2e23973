// Package valueflow is a helper pass that indexes where the values of a
// package come from. It reports nothing; its *Result answers, for the other
// passes:
//
//   - Defs: the expressions assigned to a variable (its initializer, every
//     assignment, the range expression of a range variable);
//   - Decl: the declaration of a function of this package;
//   - Origins: the calls, literals and other expressions a value may come
//     from, following variables, struct fields and this package's
//     constructors;
//   - FieldSets and FieldAssigns: the values assigned to a field of a
//     variable (c.RetryMax = 0, p.Params.IdempotencyKey = k), and Assigned,
//     whether a field of a variable is assigned at all (req.Header = h),
//     indexed once per package.
//
// The package also holds the helpers that read a single expression: Field,
// the value of a field in a keyed composite literal, and ErrCond, what an
// if or for condition says about an error compared with nil.
package valueflow
