package driver

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
)

// Profiles for finding where a run's time and memory go, named by the
// environment so that they are no part of the command's interface:
// IDEMVET_CPUPROFILE=file writes a CPU profile of the standalone run,
// IDEMVET_MEMPROFILE=file a heap profile when the analysis ends, before
// its packages are let go: what the analysis kept, and what it allocated.
const (
	cpuProfileEnv = "IDEMVET_CPUPROFILE"
	memProfileEnv = "IDEMVET_MEMPROFILE"
)

// startProfiles starts the profiles the environment asks for and returns
// the function that ends them.
func startProfiles(stderr io.Writer) func() {
	var stops []func()
	if name := os.Getenv(cpuProfileEnv); name != "" {
		f, err := os.Create(name)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintf(stderr, "idemvet: %s: %v\n", cpuProfileEnv, err)
		} else {
			stops = append(stops, func() { pprof.StopCPUProfile(); f.Close() })
		}
	}
	if os.Getenv(memProfileEnv) != "" {
		runtime.MemProfileRate = 64 << 10
	}
	return func() {
		for _, stop := range stops {
			stop()
		}
	}
}

// writeHeapProfile writes the heap profile IDEMVET_MEMPROFILE asks for.
func writeHeapProfile(stderr io.Writer) {
	name := os.Getenv(memProfileEnv)
	if name == "" {
		return
	}
	runtime.GC() // what is live now, not at the last collection
	f, err := os.Create(name)
	if err == nil {
		err = pprof.Lookup("heap").WriteTo(f, 0)
		f.Close()
	}
	if err != nil {
		fmt.Fprintf(stderr, "idemvet: %s: %v\n", memProfileEnv, err)
	}
}
