package catalog

// Register adds the record s to SDKs and its names to the lookup indexes,
// as if it were listed in SDKs, and returns its identity: a new one when
// s.ID is NoSDK. It is for tests that teach the catalog a made-up SDK, to
// check that a record is all such an SDK needs; it must run before any
// lookup (from TestMain), as the indexes are not guarded.
func Register(s SDK) SDKID {
	if s.ID == NoSDK {
		s.ID = lastSDKID + 1
		for i := range SDKs {
			s.ID = max(s.ID, SDKs[i].ID+1)
		}
	}
	if s.Majors {
		majorModules = append(majorModules, s.Module)
	}
	SDKs = append(SDKs, s)
	indexSDK(s)
	return s.ID
}
