// Package lexicon is what idemvet knows of names, apart from any SDK
// record: the verbs that lead operation names and what a second call of
// such an operation does (opnames.go), the names of key fields,
// parameters and body members (keys.go), the phrases of a doc comment that
// make a field a key (dockeys.go), the error codes and test names that
// mean a refusal (rejections.go), and the resources whose names are
// unique, so that a create naming one has a natural key (naturalkeys.go).
//
// It imports nothing of idemvet: the catalog (package internal/catalog),
// whose SDK records and indexes use some of these names, imports it, and
// the passes and analyzers call it directly.
package lexicon
