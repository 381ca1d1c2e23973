package analysisutil

import (
	"go/types"
	"testing"
)

func TestReaches(t *testing.T) {
	c := types.NewPackage("example.com/c", "c")
	b := types.NewPackage("example.com/b", "b")
	b.SetImports([]*types.Package{c})
	a := types.NewPackage("example.com/a", "a")
	a.SetImports([]*types.Package{b, c})
	for _, tc := range []struct {
		pkg   *types.Package
		paths []string
		want  bool
	}{
		{a, []string{"example.com/c"}, true}, // through b and directly
		{a, []string{"example.com/a"}, true}, // itself
		{b, []string{"example.com/a"}, false},
		{c, []string{"example.com/b", "example.com/d"}, false},
		{a, nil, false},
	} {
		paths := map[string]bool{}
		for _, p := range tc.paths {
			paths[p] = true
		}
		if got := Reaches(tc.pkg, paths); got != tc.want {
			t.Errorf("Reaches(%s, %v) = %v, want %v", tc.pkg.Path(), tc.paths, got, tc.want)
		}
	}
}
