package catalog

import "github.com/idemvet/idemvet/internal/catalog/sdks"

// Register adds the record s to SDKs and its names to the lookup indexes,
// as if it were listed in SDKs, and returns its identity: a new one when
// s.ID is NoSDK. It is for tests that teach the catalog a made-up SDK, to
// check that a record is all such an SDK needs; it must run before any
// lookup (from TestMain), as the indexes are not guarded.
func Register(s SDK) SDKID {
	s = sdks.Add(s)
	SDKs = sdks.SDKs
	indexSDK(s)
	return s.ID
}
