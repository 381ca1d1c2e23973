// Command measure runs a command and reports its wall time and peak
// resident set size, for the benchmark script on machines without GNU time.
//
// Usage:
//
//	measure -o FILE command [args...]
//
// The command inherits measure's standard input and outputs. When it ends,
// measure writes one line to FILE: the wall time in seconds, the peak RSS
// in KiB and the command's exit status. The peak RSS is what wait4 reports:
// the largest of the command and the descendants it waited for (for go vet,
// the go command or the largest vet process), not their sum. measure exits
// with the command's status.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

func main() {
	out := flag.String("o", "", "write `file` with: seconds peak-rss-KiB exit-status")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: measure -o file command [args...]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *out == "" || flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		fmt.Fprintf(os.Stderr, "measure: %v\n", err)
		os.Exit(2)
	}
	status := cmd.ProcessState.ExitCode()
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = int64(ru.Maxrss) // KiB on Linux
		if isBytes {
			rss /= 1024
		}
	}
	line := fmt.Sprintf("%.3f %d %d\n", wall.Seconds(), rss, status)
	if err := os.WriteFile(*out, []byte(line), 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "measure: %v\n", err)
		os.Exit(2)
	}
	os.Exit(status)
}
