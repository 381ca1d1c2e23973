package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The vet-tool side of the unitchecker protocol, in process: how the go
// command's invocations are recognised, the tool ID that keys go vet's
// cache, and the configuration check before analysis. go vet -vettool and
// go fix -fixtool themselves run with the built binary in the end-to-end
// lane (internal/e2e, IDEMVET_E2E=1).

func TestIsUnitchecker(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"-keyinretry=false", "/tmp/b001/vet.cfg"}, true},
		{[]string{"./..."}, false},
		{[]string{"-json", "./..."}, false},
		{nil, false},
	} {
		if got := isUnitchecker(tc.args); got != tc.want {
			t.Errorf("isUnitchecker(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

// TestVersionHashesConfig: the tool ID changes when a configuration file
// in reach changes, so go vet does not replay results computed under the
// old configuration.
func TestVersionHashesConfig(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	version := func() string {
		var b bytes.Buffer
		printVersion(&b)
		return b.String()
	}
	id := regexp.MustCompile(`^\S+ version devel buildID=[0-9a-f]{64}\n$`)
	v1 := version()
	if !id.MatchString(v1) {
		t.Fatalf("-V=full printed %q", v1)
	}
	writeFile(t, filepath.Join(dir, ".idemvet.yml"), "analyzers:\n  keyinretry: false\n")
	v2 := version()
	writeFile(t, filepath.Join(dir, "sub", "ci-idemvet.yaml"), "exposure: all\n")
	v3 := version()
	writeFile(t, filepath.Join(dir, "sub", "other.yml"), "exposure: all\n")
	v4 := version()
	if v1 == v2 || v2 == v3 {
		t.Errorf("the tool ID does not change with the configuration files:\n%s%s%s", v1, v2, v3)
	}
	if v3 != v4 {
		t.Errorf("the tool ID changes with a file that is not idemvet's:\n%s%s", v3, v4)
	}
}

// TestCheckVetConfig: a bad .idemvet.yml for the package of the .cfg file
// is reported by file, line and key; packages analyzed only for facts are
// not checked.
func TestCheckVetConfig(t *testing.T) {
	pkg := t.TempDir()
	writeFile(t, filepath.Join(pkg, ".idemvet.yml"), "exposure: all\nretry-helper: [a.B]\n")
	cfg := filepath.Join(t.TempDir(), "vet.cfg")
	writeFile(t, cfg, `{"Dir": "`+filepath.ToSlash(pkg)+`", "GoFiles": ["`+filepath.ToSlash(filepath.Join(pkg, "a.go"))+`"]}`)
	err := checkVetConfig([]string{"-keyinretry=false", cfg})
	if err == nil || !strings.Contains(err.Error(), ".idemvet.yml:2:1: retry-helper: unknown key") {
		t.Errorf("checkVetConfig with a bad file = %v, want its file, line and key", err)
	}
	writeFile(t, cfg, `{"Dir": "`+filepath.ToSlash(pkg)+`", "VetxOnly": true}`)
	if err := checkVetConfig([]string{cfg}); err != nil {
		t.Errorf("checkVetConfig for a dependency (VetxOnly) = %v, want nil", err)
	}
	good := t.TempDir()
	writeFile(t, filepath.Join(good, ".idemvet.yml"), "exposure: all\n")
	writeFile(t, cfg, `{"Dir": "`+filepath.ToSlash(good)+`"}`)
	if err := checkVetConfig([]string{cfg}); err != nil {
		t.Errorf("checkVetConfig with a good file = %v", err)
	}
	if err := checkVetConfig([]string{"./..."}); err != nil {
		t.Errorf("checkVetConfig without a .cfg file = %v", err)
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
		t.Fatal(err)
	}
}
