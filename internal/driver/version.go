package driver

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

const modulePath = "github.com/idemvet/idemvet"

// version returns idemvet's module version ("v0.3.0", or a pseudo-version
// when built from a clone with version control information), "" when the
// build does not record one (go run, go build -buildvcs=false).
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, m := range info.Deps {
		if m.Path == modulePath {
			if m.Replace != nil && m.Replace.Version == "" {
				return "" // a local directory: no version
			}
			return m.Version
		}
	}
	if info.Main.Path == modulePath && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return ""
}

// printVersionLine answers -version and -V: the module version, with the
// commit when the build recorded one, and the Go version.
func printVersionLine(w io.Writer) {
	v := version()
	if v == "" {
		v = "(devel)"
	}
	rev := ""
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = " commit " + s.Value
			case "vcs.modified":
				if s.Value == "true" && rev != "" {
					rev += " (modified)"
				}
			}
		}
	}
	fmt.Fprintf(w, "idemvet %s%s %s %s/%s\n", v, rev, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
