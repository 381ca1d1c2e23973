// Package idemvetdirective defines an Analyzer that reports malformed
// //idemvet: directives.
//
// # Analyzer idemvetdirective
//
// idemvetdirective: report malformed //idemvet: comment directives
//
// A suppression that names no analyzer, names one that does not exist, or
// gives no reason suppresses nothing, and the finding it was meant to silence
// is still reported; an annotation in the wrong place has no effect. Either
// is a mistake that would otherwise pass unnoticed, so it is reported.
//
// Bad:
//
//	key := uuid.NewString() //idemvet:ignore keyinretyr
//
// Good:
//
//	key := uuid.NewString() //idemvet:ignore keyinretry the server deduplicates on order id, not on this key
//
// The suggested fix corrects a misspelt analyzer name, or an analyzer's old
// name (this analyzer was called directive, the name of a go vet analyzer),
// or removes a directive that cannot take effect.
package idemvetdirective
