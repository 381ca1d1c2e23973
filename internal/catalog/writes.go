package catalog

// LookupWrite returns what the catalog knows about the function called name:
// the SDK records' Writes, stripe-go's generated table (for every major
// version, under v82's names), and aws-sdk-go-v2 operations, which are
// decided by their input type (see AWSTokenFields).
func LookupWrite(name string) (WriteAPI, bool) {
	w, ok := writes[StripMajor(name)]
	return w, ok
}

// OpensWrite reports whether name (a full function name) only opens a
// write whose commit is the Close of the writer it returns (WriteAPI.Opens).
func OpensWrite(name string) bool {
	api, ok := LookupWrite(name)
	return ok && api.Opens
}
