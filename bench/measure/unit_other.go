//go:build !darwin

package main

// isBytes reports whether Rusage.Maxrss is in bytes (macOS) rather than KiB.
const isBytes = false
