package catalog_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/internal/catalog"
)

// modulePath matches a string that spells a path in a module outside the
// standard library, alone or in a full name: "github.com/stripe/stripe-go/v",
// "(*go.temporal.io/sdk/worker.Worker).RegisterActivity".
var modulePath = regexp.MustCompile(`(^|[(*\s"])[a-z0-9-]+(\.[a-z0-9-]+)+/[A-Za-z0-9_.~/-]*`)

// stdPath matches a string that spells a standard-library package the
// catalog has a record for (net/http, net/smtp), alone or in a full name:
// "net/http", "(*net/http.Client).Do", "net/http.Header".
var stdPath = func() *regexp.Regexp {
	var paths []string
	for _, s := range catalog.SDKs {
		if first, _, _ := strings.Cut(s.Module, "/"); !strings.Contains(first, ".") {
			paths = append(paths, regexp.QuoteMeta(s.Module))
		}
	}
	return regexp.MustCompile(`(^|[(*\s"])(` + strings.Join(paths, "|") + `)([.)]|$)`)
}()

// exampleHosts are hosts that name no real module: they appear in messages
// that show the form of a name.
var exampleHosts = []string{"example.com/", "example.org/", "example.net/"}

// moduleLiterals returns, as "file:line: literal", the string literals of
// the non-test Go files under the given directories of the repository that
// spell a module path or a catalogued standard-library package, import
// paths and struct tags aside.
func moduleLiterals(t *testing.T, dirs ...string) []string {
	t.Helper()
	root := filepath.Join("..", "..")
	var sites []string
	for _, d := range dirs {
		err := filepath.WalkDir(filepath.Join(root, d), func(path string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if e.IsDir() {
				if e.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			skip := map[*ast.BasicLit]bool{}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.ImportSpec:
					skip[n.Path] = true
				case *ast.Field:
					if n.Tag != nil {
						skip[n.Tag] = true
					}
				case *ast.BasicLit:
					if n.Kind != token.STRING || skip[n] {
						return true
					}
					s, err := strconv.Unquote(n.Value)
					if err != nil {
						return true
					}
					for _, m := range append(modulePath.FindAllString(s, -1), stdPath.FindAllString(s, -1)...) {
						m = strings.TrimLeft(m, "(* \t\n\"")
						if !slices.ContainsFunc(exampleHosts, func(h string) bool { return strings.HasPrefix(m, h) }) {
							rel, _ := filepath.Rel(root, path)
							sites = append(sites, filepath.ToSlash(rel)+":"+strconv.Itoa(fset.Position(n.Pos()).Line)+": "+n.Value)
							break
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return sites
}

// TestNoModulePathsOutsideCatalog checks that the passes and analyzers spell
// no module path, nor the path of a standard-library package the catalog
// describes: knowledge of real APIs lives in the catalog's records.
func TestNoModulePathsOutsideCatalog(t *testing.T) {
	for _, s := range moduleLiterals(t, "passes", "analyzers") {
		t.Errorf("module path outside the catalog: %s", s)
	}
}

// TestModuleLiteralsFinds checks the detector on the shapes it must catch
// and those it must leave.
func TestModuleLiteralsFinds(t *testing.T) {
	for s, want := range map[string]bool{
		"github.com/stripe/stripe-go/v":                                true,
		"go.temporal.io/sdk/activity":                                  true,
		"(github.com/failsafe-go/failsafe-go.Executor)":                true,
		"(*github.com/modelcontextprotocol/go-sdk/mcp.Server).AddTool": true,
		"github.com/cenkalti/backoff/v4.PermanentError":                true,
		"net/http":              false,
		"(*net/http.Client).Do": false,
		"Temporal activity":     false,
		"retryablehttp.Client":  false,
		"missing: name the function, e.g. \"(*example.com/m.C).Send\"": true, // caught by the regexp, then left as an example host
	} {
		if got := modulePath.MatchString(s); got != want {
			t.Errorf("modulePath.MatchString(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"net/http":              true,
		"(*net/http.Client).Do": true,
		"net/http.Header":       true,
		"net/smtp":              true,
		"net/http/httptest":     false,
		"net/url":               false,
		"crypto/rand":           false,
		"the net/https scheme":  false,
		"http.Client":           false,
	} {
		if got := stdPath.MatchString(s); got != want {
			t.Errorf("stdPath.MatchString(%q) = %v, want %v", s, got, want)
		}
	}
}
