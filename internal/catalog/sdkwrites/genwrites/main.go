// Command genwrites generates the tables of package sdkwrites
// (internal/catalog/sdkwrites). With "stripe" and a stripe-go module, it
// generates writes_stripe.go (v82) or writes_stripe_v72.go: every function
// of the SDK that sends a request is classified by the HTTP method it sends
// and what it does. With "aws" and aws-sdk-go-v2 service modules, it
// generates writes_aws.go: the operations whose client fills a missing
// idempotency token itself.
//
// Usage (go generate runs it from internal/catalog/sdkwrites, see doc.go
// there):
//
//	genwrites -o FILE stripe github.com/stripe/stripe-go/vN@VERSION
//	genwrites -o FILE aws github.com/aws/aws-sdk-go-v2/service/S@VERSION...
//
// It reads the modules from the module cache (go mod download) and records
// in the file's header the modules read with their go.sum hashes, a digest
// of its own source and a digest of the file, which the tests of sdkwrites
// check.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/catalog/sdkwrites/genwrites/digest"
)

// idempotentVerbs are POST operations that set state rather than add to it:
// sending one twice leaves the same result (or an error), not a second
// effect.
var idempotentVerbs = map[string]bool{
	"Update": true, "Cancel": true, "Close": true, "Void": true, "Expire": true,
	"Detach": true, "Reject": true, "MarkUncollectible": true, "Del": true, "Delete": true,
	"Archive": true, "Unarchive": true, "Deactivate": true, "Reactivate": true,
}

type entry struct {
	name   string // full name
	class  string // Read, Idempotent, Keyed
	params int    // index of the *...Params argument, -1 none
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("genwrites: ")
	out := flag.String("o", "", "write the file here instead of to standard output")
	flag.Parse()
	args := flag.Args()
	if len(args) < 2 || args[0] != "stripe" && args[0] != "aws" || args[0] == "stripe" && len(args) != 2 {
		log.Fatal("usage: genwrites [-o FILE] stripe MODULE@VERSION | genwrites [-o FILE] aws MODULE@VERSION...")
	}
	var mods []module
	for _, a := range args[1:] {
		mods = append(mods, download(a))
	}
	var src string
	if args[0] == "aws" {
		src = genAWS(mods)
	} else {
		src = genStripe(mods[0])
	}
	if *out == "" {
		os.Stdout.WriteString(src)
		return
	}
	if err := os.WriteFile(*out, []byte(src), 0o644); err != nil {
		log.Fatal(err)
	}
}

// A module is a module read from the module cache.
type module struct {
	Path, Version, Dir, Sum string
}

// download fetches path@version into the module cache, outside any main
// module so that no go.mod or go.sum changes.
func download(arg string) module {
	cmd := exec.Command("go", "mod", "download", "-json", arg)
	cmd.Dir = os.TempDir()
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		log.Fatalf("go mod download %s: %v\n%s%s", arg, err, stderr.Bytes(), out)
	}
	var m module
	if err := json.Unmarshal(out, &m); err != nil {
		log.Fatal(err)
	}
	if m.Dir == "" || m.Version == "" {
		log.Fatalf("go mod download %s: no directory", arg)
	}
	return m
}

// genStripe classifies the functions of stripe-go that send a request.
func genStripe(mod module) string {
	root := mod.Dir
	var entries []entry
	// Package-level functions that delegate to getC().M: resolved after.
	type deleg struct {
		name, pkgPath, method string
		params                int
	}
	var delegs []deleg
	byName := map[string]entry{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "testing", "example", "mock", "form", "scripts", "testdata", "rawrequest", "oauth":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkgPath := mod.Path
		if rel != "." {
			pkgPath += "/" + filepath.ToSlash(rel)
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			name := fullName(pkgPath, fd)
			if name == "" {
				continue
			}
			params := paramsIndex(fd)
			if m := httpMethod(fd.Body); m != "" {
				e := entry{name: name, class: classify(m, fd.Name.Name), params: params}
				entries = append(entries, e)
				byName[name] = e
				continue
			}
			if fd.Recv == nil {
				if m := delegate(fd.Body); m != "" {
					delegs = append(delegs, deleg{name, pkgPath, m, params})
				}
			}
		}
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	for _, d := range delegs {
		if e, ok := byName["("+d.pkgPath+".Client)."+d.method]; ok {
			entries = append(entries, entry{name: d.name, class: e.class, params: d.params})
		}
	}
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	entries = slices.CompactFunc(entries, func(a, b entry) bool { return a.name == b.name })

	var b strings.Builder
	header(&b, []module{mod})
	// The table is named by the major it reads: stripeWritesV82.
	major := strings.ToUpper(mod.Path[strings.LastIndex(mod.Path, "/")+1:])
	fmt.Fprintf(&b, "// stripeWrites%s classifies every function of stripe-go that sends a request,\n", major)
	b.WriteString("// by the HTTP method it sends: GET is a read; DELETE, and POSTs that set\n")
	b.WriteString("// state (Update, Cancel, ...), are naturally idempotent; every other POST is\n")
	b.WriteString("// a keyed write whose key is the IdempotencyKey of its params argument.\n")
	fmt.Fprintf(&b, "var stripeWrites%s = map[string]stripeOp{\n", major)
	for _, e := range entries {
		fmt.Fprintf(&b, "\t%q: {%s, %d},\n", e.name, e.class, e.params)
	}
	b.WriteString("}\n")
	return finish(b.String())
}

// header writes the file's first lines: what it was generated from, and
// the inputs that TestGeneratedHeaders checks: each module with its go.sum
// hash, and the digest of the generator's source.
func header(b *strings.Builder, mods []module) {
	var names []string
	for _, m := range mods {
		names = append(names, m.Path+"@"+m.Version)
	}
	fmt.Fprintf(b, "// Code generated by genwrites from %s; DO NOT EDIT.\n\n", strings.Join(names, ", "))
	b.WriteString("package sdkwrites\n\n")
	b.WriteString("// Inputs:\n//\n")
	for _, m := range mods {
		fmt.Fprintf(b, "//\tmodule %s@%s %s\n", m.Path, m.Version, m.Sum)
	}
	fmt.Fprintf(b, "//\tgenerator sha256:%s\n\n", generatorDigest())
}

// generatorDigest is the SHA-256 of genwrites's own source files, in name
// order, each preceded by its name and length.
func generatorDigest() string {
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		log.Fatal("cannot find the generator's source")
	}
	dir := filepath.Dir(self)
	if !filepath.IsAbs(dir) {
		// Built with -trimpath: go generate runs in internal/catalog/sdkwrites.
		dir = "genwrites"
	}
	d, err := digest.Source(dir)
	if err != nil {
		log.Fatal(err)
	}
	return d
}

// finish formats src as gofmt would and adds the digest of the result,
// computed without its own line.
func finish(src string) string {
	out, err := format.Source([]byte(src))
	if err != nil {
		log.Fatal(err)
	}
	s := string(out)
	i := strings.Index(s, "//\tgenerator sha256:")
	i += strings.Index(s[i:], "\n") + 1
	return s[:i] + digest.FileLine + digest.File(s) + "\n" + s[i:]
}

func classify(method, fn string) string {
	switch method {
	case "MethodGet", "MethodHead":
		return "stripeRead"
	case "MethodDelete":
		return "stripeIdempotent"
	}
	if idempotentVerbs[fn] {
		return "stripeIdempotent"
	}
	return "stripeKeyed"
}

func fullName(pkgPath string, fd *ast.FuncDecl) string {
	if !ast.IsExported(fd.Name.Name) {
		return ""
	}
	if fd.Recv == nil {
		return pkgPath + "." + fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	ptr := ""
	if s, ok := t.(*ast.StarExpr); ok {
		ptr, t = "*", s.X
	}
	id, ok := t.(*ast.Ident)
	if !ok {
		return ""
	}
	if !(id.Name == "Client" || strings.HasSuffix(id.Name, "Service")) {
		return ""
	}
	return "(" + ptr + pkgPath + "." + id.Name + ")." + fd.Name.Name
}

// paramsIndex returns the index of the parameter whose type is a pointer to
// a ...Params struct.
func paramsIndex(fd *ast.FuncDecl) int {
	i := 0
	for _, field := range fd.Type.Params.List {
		n := max(len(field.Names), 1)
		if s, ok := field.Type.(*ast.StarExpr); ok {
			var name string
			switch x := s.X.(type) {
			case *ast.Ident:
				name = x.Name
			case *ast.SelectorExpr:
				name = x.Sel.Name
			}
			if strings.HasSuffix(name, "Params") {
				return i
			}
		}
		i += n
	}
	return -1
}

// httpMethod returns the http.MethodX selector passed to B.Call... in body.
func httpMethod(body *ast.BlockStmt) string {
	var m string
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || m != "" {
			return m == ""
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || !strings.HasPrefix(sel.Sel.Name, "Call") || len(call.Args) == 0 {
			return true
		}
		if a, ok := call.Args[0].(*ast.SelectorExpr); ok {
			if x, ok := a.X.(*ast.Ident); ok && x.Name == "http" && strings.HasPrefix(a.Sel.Name, "Method") {
				m = a.Sel.Name
			}
		}
		return true
	})
	return m
}

// delegate returns M when body is a call of getC().M.
func delegate(body *ast.BlockStmt) string {
	var m string
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
			if inner, ok := sel.X.(*ast.CallExpr); ok {
				if id, ok := inner.Fun.(*ast.Ident); ok && id.Name == "getC" {
					m = sel.Sel.Name
				}
			}
		}
		return true
	})
	return m
}

// genAWS lists the operations of aws-sdk-go-v2 services that fill a nil
// idempotency token: their api_op_X.go declares idempotencyToken_initializeOpX.
func genAWS(mods []module) string {
	var ops []string
	for _, m := range mods {
		files, err := filepath.Glob(filepath.Join(m.Dir, "api_op_*.go"))
		if err != nil {
			log.Fatal(err)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				log.Fatal(err)
			}
			op := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "api_op_"), ".go")
			if strings.Contains(string(src), "type idempotencyToken_initializeOp"+op+" struct") {
				ops = append(ops, m.Path+"."+op)
			}
		}
	}
	slices.Sort(ops)
	var b strings.Builder
	header(&b, mods)
	b.WriteString("// awsAutofill are the aws-sdk-go-v2 operations whose client fills a nil\n")
	b.WriteString("// idempotency token with a new one on each call (its\n")
	b.WriteString("// OperationIdempotencyTokenAutoFill middleware), keyed by service package\n")
	b.WriteString("// and operation.\n")
	b.WriteString("var awsAutofill = map[string]bool{\n")
	for _, op := range ops {
		fmt.Fprintf(&b, "\t%q: true,\n", op)
	}
	b.WriteString("}\n")
	return finish(b.String())
}
