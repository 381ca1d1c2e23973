package config

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/mod/module"
)

// checkFuncName reports whether s is a function named the way the catalog
// names them: "import/path.Func", "(import/path.Type).Method" or
// "(*import/path.Type).Method".
func checkFuncName(s string) error {
	const want = `want "import/path.Func", "(import/path.Type).Method" or "(*import/path.Type).Method"`
	if rest, ok := strings.CutPrefix(s, "("); ok {
		recv, method, ok := strings.Cut(rest, ").")
		if !ok {
			return fmt.Errorf("%q is not a function name: %s", s, want)
		}
		recv = strings.TrimPrefix(recv, "*")
		if err := checkTypeName(recv); err != nil {
			return fmt.Errorf("%q is not a function name: receiver: %v", s, err)
		}
		if !token.IsIdentifier(method) {
			return fmt.Errorf("%q is not a function name: method %q is not an identifier", s, method)
		}
		return nil
	}
	if err := checkQualified(s); err != nil {
		return fmt.Errorf("%q is not a function name: %v; %s", s, err, want)
	}
	return nil
}

// checkTypeName reports whether s is a type named "import/path.Type".
func checkTypeName(s string) error {
	if err := checkQualified(s); err != nil {
		return fmt.Errorf("%q is not a type name: %v; want \"import/path.Type\"", s, err)
	}
	return nil
}

// checkQualified checks "import/path.Name".
func checkQualified(s string) error {
	slash := strings.LastIndex(s, "/")
	dot := strings.LastIndex(s, ".")
	if dot <= slash {
		return fmt.Errorf("no package path")
	}
	path, name := s[:dot], s[dot+1:]
	if !token.IsIdentifier(name) {
		return fmt.Errorf("%q is not an identifier", name)
	}
	if err := module.CheckImportPath(path); err != nil {
		return fmt.Errorf("bad package path: %v", err)
	}
	return nil
}
