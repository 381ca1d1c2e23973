package e2e_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestHardening runs a bounded bench/hardening.sh: the suite over a few
// standard library packages and one real module fetched through the module
// proxy, with no panic, no analysis error, and the same bytes from two runs
// in text, -json and -sarif.
func TestHardening(t *testing.T) {
	idemtest.RequireE2E(t, "bench/hardening.sh on std packages and a real module")
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bench/hardening.sh needs bash")
	}
	script := filepath.Join(idemtest.TestData(), "..", "bench", "hardening.sh")
	cmd := exec.Command("bash", script, "std", "retryablehttp")
	cmd.Env = append(os.Environ(), "STD_PATTERN=errors net/url", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("bench/hardening.sh: %v", err)
	}
	if !strings.Contains(string(out), "panics 0, errors 0, outputs identical (text, json, sarif): yes") {
		t.Error("bench/hardening.sh did not report a clean run")
	}
}

// mailRetry is a package with one finding: an email sent in a loop that
// retries on every error. The package also imports the packages of imports,
// using each one's Send.
func mailRetry(pkg string, imports ...string) string {
	var imps, vars strings.Builder
	for _, path := range imports {
		fmt.Fprintf(&imps, "\t%q\n", path)
		fmt.Fprintf(&vars, "\nvar _ = %s.Send\n", path[strings.LastIndex(path, "/")+1:])
	}
	return `package ` + pkg + `

import (
	"net/smtp"
` + imps.String() + `)
` + vars.String() + `
// Send retries the mail on any error.
func Send(addr, to string, msg []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtp.SendMail(addr, nil, "a@example.com", []string{to}, msg)
		if err == nil {
			return nil
		}
	}
	return err
}
`
}

// mailFinding matches the finding of mailRetry in file.
func mailFinding(file string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(file) + `:\d+:\d+: unkeyed write smtp\.SendMail is retried on every error .* \(unknownoutcome\)$`)
}

// writeTree writes files (slash-separated paths relative to a new
// directory) and returns the directory.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const goMod = "module example.com/bad\n\ngo 1.26\n"

// noCrash fails t if r shows a crash or an analyzer's panic, whatever the
// exit status.
func noCrash(t *testing.T, r result) {
	t.Helper()
	for _, s := range []string{"panic:", "goroutine ", "internal error"} {
		if strings.Contains(r.stderr, s) || strings.Contains(r.stdout, s) {
			t.Fatalf("output has %q:\n%s", s, r)
		}
	}
	if r.code > 2 {
		t.Fatalf("want exit 0, 1 or 2:\n%s", r)
	}
}

// TestBadInput runs idemvet on packages that do not build, on build tags,
// generated files, vendored modules, workspaces and a 50,000-line file: a
// clear error or the right findings, never a crash.
func TestBadInput(t *testing.T) {
	idemtest.RequireE2E(t, "idemvet on broken and unusual packages")

	t.Run("syntax error", func(t *testing.T) {
		dir := writeTree(t, map[string]string{
			"go.mod":           goMod,
			"mail/mail.go":     mailRetry("mail"),
			"broken/broken.go": "package broken\n\nfunc f( {\n}\n",
		})
		r := idemvetProcess(t, dir, "./...")
		noCrash(t, r)
		// The broken package is skipped with its error; the other one is
		// analyzed.
		if r.code != 2 || !regexp.MustCompile(`broken/broken\.go:3:\d+: .*expected`).MatchString(r.stderr) ||
			!strings.Contains(r.stderr, "skipped 1 of 2 packages") || !mailFinding("mail/mail.go").MatchString(r.stdout) {
			t.Errorf("want exit 2, the syntax error, the skipped package and the other package's finding:\n%s", r)
		}
	})

	t.Run("type error", func(t *testing.T) {
		dir := writeTree(t, map[string]string{
			"go.mod":           goMod,
			"mail/mail.go":     mailRetry("mail"),
			"broken/broken.go": "package broken\n\nvar x int = \"s\"\n",
			"user/user.go":     "package user\n\nimport _ \"example.com/bad/broken\"\n",
		})
		r := idemvetProcess(t, dir, "./...")
		noCrash(t, r)
		// A package that imports a broken one is skipped too.
		if r.code != 2 || !regexp.MustCompile(`broken/broken\.go:3:13: cannot use "s"`).MatchString(r.stderr) ||
			!strings.Contains(r.stderr, "skipped 2 of 3 packages") || !mailFinding("mail/mail.go").MatchString(r.stdout) {
			t.Errorf("want exit 2, the type error, two skipped packages and the other package's finding:\n%s", r)
		}
	})

	t.Run("build tags", func(t *testing.T) {
		dir := writeTree(t, map[string]string{
			"go.mod":            goMod,
			"mail/doc.go":       "// Package mail sends mail.\npackage mail\n",
			"mail/extra.go":     "//go:build idemvetextra\n\n" + mailRetry("mail"),
			"mail/other_os.go":  "//go:build plan9\n\npackage mail\n\nvar broken int = \"not for this system\"\n",
			"mail/ignore_me.go": "//go:build ignore\n\npackage main\n\nfunc main() { undefined() }\n",
		})
		r := idemvetProcess(t, dir, "./...")
		noCrash(t, r)
		if r.code != 0 || r.stdout != "" {
			t.Errorf("without the tag, want exit 0 and nothing:\n%s", r)
		}
		r = runEnv(t, dir, []string{"GOFLAGS=-mod=mod -tags=idemvetextra", asCommand + "=1"}, self(t), "./...")
		noCrash(t, r)
		if r.code != 1 || !mailFinding("mail/extra.go").MatchString(r.stdout) {
			t.Errorf("with -tags=idemvetextra, want the finding in extra.go:\n%s", r)
		}
	})

	t.Run("generated file", func(t *testing.T) {
		// Like go vet, idemvet reports in generated files: the retry
		// is as wrong there, and the generator is what to fix.
		dir := writeTree(t, map[string]string{
			"go.mod":           goMod,
			"mail/mail_gen.go": "// Code generated by mailgen. DO NOT EDIT.\n\n" + mailRetry("mail"),
		})
		r := idemvetProcess(t, dir, "./...")
		noCrash(t, r)
		if r.code != 1 || !mailFinding("mail/mail_gen.go").MatchString(r.stdout) {
			t.Errorf("want the finding in the generated file:\n%s", r)
		}
	})

	t.Run("vendored module", func(t *testing.T) {
		dir := writeTree(t, map[string]string{
			"app/go.mod":       "module example.com/app\n\ngo 1.26\n\nrequire example.com/mailer v0.0.0\n\nreplace example.com/mailer => ../mailer\n",
			"app/app.go":       mailRetry("app", "example.com/mailer"),
			"mailer/go.mod":    "module example.com/mailer\n\ngo 1.26\n",
			"mailer/mailer.go": mailRetry("mailer"),
		})
		app := filepath.Join(dir, "app")
		if r := runEnv(t, app, nil, "go", "mod", "vendor"); r.code != 0 {
			t.Fatalf("go mod vendor:\n%s", r)
		}
		// The vendored copy is analyzed for facts but not reported: it is
		// not one of the packages asked for.
		r := runEnv(t, app, []string{"GOFLAGS=-mod=vendor", asCommand + "=1"}, self(t), "./...")
		noCrash(t, r)
		if r.code != 1 || !mailFinding("app.go").MatchString(r.stdout) || strings.Contains(r.stdout, "vendor/") {
			t.Errorf("want the finding in app.go and none in vendor/:\n%s", r)
		}
	})

	t.Run("workspace", func(t *testing.T) {
		dir := writeTree(t, map[string]string{
			"go.work":  "go 1.26\n\nuse (\n\t./a\n\t./b\n)\n",
			"a/go.mod": "module example.com/a\n\ngo 1.26\n",
			"a/a.go":   mailRetry("a"),
			// b imports a without a requirement: the workspace provides it.
			"b/go.mod": "module example.com/b\n\ngo 1.26\n",
			"b/b.go":   mailRetry("b", "example.com/a"),
		})
		r := runEnv(t, dir, []string{"GOWORK=" + filepath.Join(dir, "go.work"), "GOFLAGS=", asCommand + "=1"}, self(t), "example.com/a/...", "example.com/b/...")
		noCrash(t, r)
		if r.code != 1 || !mailFinding("a/a.go").MatchString(r.stdout) || !mailFinding("b/b.go").MatchString(r.stdout) {
			t.Errorf("want the findings of both modules of the workspace:\n%s", r)
		}
	})

	t.Run("50,000-line file", func(t *testing.T) {
		const bugs = 200
		var b strings.Builder
		b.WriteString("// Package big is one very long file.\npackage big\n\nimport (\n\t\"net/smtp\"\n)\n")
		body := strings.SplitN(mailRetry("big"), "\n)\n", 2)[1]
		lines := 0
		for i := 0; lines < 50_000; i++ {
			var chunk string
			if i%20 == 0 && i/20 < bugs {
				chunk = strings.Replace(body, "func Send(", fmt.Sprintf("func Send%d(", i), 1)
			} else {
				chunk = fmt.Sprintf("\n// Clean%d adds.\nfunc Clean%d(x int) int {\n\ty := x + %d\n\tif y > 10 {\n\t\treturn y - 1\n\t}\n\treturn y\n}\n", i, i, i)
			}
			b.WriteString(chunk)
			lines += strings.Count(chunk, "\n")
		}
		dir := writeTree(t, map[string]string{"go.mod": goMod, "big/big.go": b.String()})
		start := time.Now()
		r := idemvetProcess(t, dir, "./...")
		t.Logf("%d lines, %d findings expected: exit %d in %v", lines, bugs, r.code, time.Since(start).Round(time.Millisecond))
		noCrash(t, r)
		if got := len(mailFinding("big/big.go").FindAllString(r.stdout, -1)); r.code != 1 || got != bugs {
			t.Errorf("want %d findings, got %d (exit %d); stderr:\n%s", bugs, got, r.code, r.stderr)
		}
	})
}

// self is this test binary, which runs as idemvet when asCommand=1 is in
// its environment.
func self(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return exe
}
