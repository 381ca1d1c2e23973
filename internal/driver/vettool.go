package driver

import (
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/applyfix"
	"github.com/idemvet/idemvet/passes/config"
)

// printVersion answers the go command's -V=full, as unitchecker would, with
// a build ID that is the hash of the executable, and also of the
// configuration files in reach: the go command caches vet and fix results
// under this ID, and without the files in it, editing .idemvet.yml would
// replay results computed under the old configuration.
//
// The files hashed are the .idemvet.yml that applies to the working
// directory and every file under the working directory whose name contains
// "idemvet" and ends in .yml or .yaml (so a file named by
// -idemvetconfig.config is covered when it lies in the module).
func printVersion(w io.Writer) {
	progname, err := os.Executable()
	if err != nil {
		progname = "idemvet"
	}
	h := sha256.New()
	if f, err := os.Open(progname); err == nil {
		io.Copy(h, f)
		f.Close()
	}
	for _, file := range configFiles() {
		fmt.Fprintf(h, "\x00%s\x00", file)
		if f, err := os.Open(file); err == nil {
			io.Copy(h, f)
			f.Close()
		}
	}
	// The go command keys its cache on the buildID of a "devel" version
	// and on the whole line of a released one: both include the hash.
	fmt.Fprintf(w, "%s version %s buildID=%02x\n", progname, cmp.Or(version(), "devel"), h.Sum(nil))
}

// configFiles returns the configuration files that may affect a vet run
// started in the working directory, sorted.
func configFiles() []string {
	wd, err := os.Getwd()
	if err != nil {
		return nil
	}
	var files []string
	if up := config.Find(wd); up != "" {
		files = append(files, up)
	}
	filepath.WalkDir(wd, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if path != wd && (strings.HasPrefix(name, ".") && name != config.FileName || name == "node_modules" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.Contains(name, "idemvet") && (strings.HasSuffix(name, ".yml") || strings.HasSuffix(name, ".yaml")) && path != files0(files) {
			files = append(files, path)
		}
		return nil
	})
	return files
}

func files0(files []string) string {
	if len(files) > 0 {
		return files[0]
	}
	return ""
}

// checkVetConfig reads the configuration of the package that the go
// command's .cfg file (the last argument) describes, with the
// -idemvetconfig.* flags among args applied.
func checkVetConfig(args []string) error {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return nil
	}
	prefix := "-" + config.Analyzer.Name + "."
	for i := 0; i < len(args)-1; i++ {
		name, ok := strings.CutPrefix(strings.Replace(args[i], "--", "-", 1), prefix)
		if !ok {
			continue
		}
		name, value, hasValue := strings.Cut(name, "=")
		f := config.Analyzer.Flags.Lookup(name)
		if f == nil {
			continue // unitchecker reports it
		}
		if !hasValue {
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
				value = "true"
			} else if i+1 < len(args)-1 {
				i++
				value = args[i]
			}
		}
		if err := f.Value.Set(value); err != nil {
			return fmt.Errorf("-%s%s: %v", prefix[1:], name, err)
		}
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		return nil // unitchecker reports it
	}
	var cfg struct {
		Dir      string
		GoFiles  []string
		VetxOnly bool
	}
	if json.Unmarshal(data, &cfg) != nil || cfg.VetxOnly {
		return nil // dependencies are analyzed only for facts; report once, for the packages named
	}
	dir := cfg.Dir
	if dir == "" && len(cfg.GoFiles) > 0 {
		dir = filepath.Dir(cfg.GoFiles[0])
	}
	_, err = config.For(dir)
	return err
}

// vetSuite returns the suite as go vet and go fix run it. The go command
// prints a diagnostic as "file:line:col: message", without the analyzer's
// name, which a user needs for //idemvet:ignore: each message ends with
// " (analyzer)", as in the standalone command's text output. (The go
// command asks every vet tool for JSON and formats it itself, so the name
// is in the JSON message too.)
func vetSuite(suite []*analysis.Analyzer) []*analysis.Analyzer {
	out := make([]*analysis.Analyzer, len(suite))
	for i, a := range suite {
		out[i] = nameDiagnostics(a)
	}
	return out
}

// nameDiagnostics returns a copy of a whose diagnostics end with
// " (name)". The copy keeps a's name, flags, requirements and facts.
func nameDiagnostics(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			d.Message += " (" + a.Name + ")"
			report(d)
		}
		return a.Run(pass)
	}
	return &b
}

// diffChildEnv marks the child process of fixVetDiff.
const diffChildEnv = "IDEMVET_VET_DIFF_CHILD"

// fixVetDiff runs this command again with args, as the go command asked
// (go vet -fix -diff, go fix -diff), and copies its output with the hunk
// headers of the diff corrected: unitchecker prints the diff with x/tools'
// internal/diff, which miscounts the new-file line of a hunk after one
// that changes two places (see applyfix.FixHunkHeaders). It returns the exit status.
func fixVetDiff(args []string) int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "idemvet: %v\n", err)
		return 1
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), diffChildEnv+"=1")
	cmd.Stdin, cmd.Stderr = os.Stdin, os.Stderr
	out, err := cmd.Output()
	os.Stdout.WriteString(applyfix.FixHunkHeaders(string(out)))
	// The go command names a file for the tool's output in the .cfg file.
	var cfg struct{ Stdout string }
	if data, rerr := os.ReadFile(args[len(args)-1]); rerr == nil && json.Unmarshal(data, &cfg) == nil && cfg.Stdout != "" {
		if diff, rerr := os.ReadFile(cfg.Stdout); rerr == nil {
			os.WriteFile(cfg.Stdout, []byte(applyfix.FixHunkHeaders(string(diff))), 0o666)
		}
	}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		fmt.Fprintf(os.Stderr, "idemvet: %v\n", err)
		return 1
	}
	return 0
}
