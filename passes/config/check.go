package config

import (
	"errors"
	"fmt"
	"go/token"
	"reflect"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analyzernames"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Write classes.
const (
	ClassRead       = "read"
	ClassIdempotent = "idempotent"
	ClassKeyed      = "keyed"
	ClassUnkeyed    = "unkeyed"
)

// A problem is a bad value at a key path such as "writes[1].class".
type problem struct {
	key string
	msg string
}

// problems returns what is wrong with c, in key order.
func (c *Config) problems() []problem {
	var out []problem
	add := func(key, format string, args ...any) {
		out = append(out, problem{key, fmt.Sprintf(format, args...)})
	}
	switch c.Exposure {
	case "", ExposeRetry, ExposeAtLeastOnce, ExposeAll:
	default:
		add("exposure", "%q is not one of retry, at-least-once, all", c.Exposure)
	}
	names := make([]string, 0, len(c.Analyzers))
	for name := range c.Analyzers {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if to, ok := analyzernames.Renamed[name]; ok {
			add("analyzers."+name, "%q is the old name of %s: write %s", name, to, to)
		} else if !slices.Contains(analyzernames.All, name) {
			add("analyzers."+name, "no analyzer is called %q (analyzers: %s)", name, strings.Join(analyzernames.All, ", "))
		}
	}
	for i, h := range c.RetryHelpers {
		if err := checkFuncName(h); err != nil {
			add(fmt.Sprintf("retry-helpers[%d]", i), "%v", err)
		}
	}
	for i, cl := range c.RetryingClients {
		key := fmt.Sprintf("retrying-clients[%d]", i)
		if cl.Type == "" {
			add(key+".type", "missing: name the client type, e.g. \"example.com/api.Client\"")
		} else if err := checkTypeName(cl.Type); err != nil {
			add(key+".type", "%v", err)
		}
		if cl.Attempts < 0 {
			add(key+".attempts", "%d is negative: give the default number of attempts, or 0 if unknown", cl.Attempts)
		}
	}
	for i, w := range c.Writes {
		key := fmt.Sprintf("writes[%d]", i)
		if w.Func == "" {
			add(key+".func", "missing: name the function, e.g. \"(*example.com/mail.Client).Send\"")
		} else if err := checkFuncName(w.Func); err != nil {
			add(key+".func", "%v", err)
		}
		switch w.Class {
		case ClassRead, ClassIdempotent, ClassUnkeyed:
			if w.KeySlot != "" {
				add(key+".key-slot", "only a write of class keyed has a key slot; this one is %s", w.Class)
			}
		case ClassKeyed:
			if w.KeySlot == "" {
				add(key+".key-slot", "missing: a keyed write names its key slot (a parameter name, or a field of an argument)")
			} else if !isKeySlot(w.KeySlot) {
				add(key+".key-slot", "%q is not a parameter or field name", w.KeySlot)
			}
		case "":
			add(key+".class", "missing: one of read, idempotent, keyed, unkeyed")
		default:
			add(key+".class", "%q is not one of read, idempotent, keyed, unkeyed", w.Class)
		}
	}
	for i, h := range c.Handlers {
		key := fmt.Sprintf("handlers[%d]", i)
		if h.Func == "" {
			add(key+".func", "missing: name the registration, e.g. \"example.com/tools.Register\"")
		} else if err := checkFuncName(h.Func); err != nil {
			add(key+".func", "%v", err)
		}
		if h.Arg < -1 {
			add(key+".arg", "%d is not an argument index: give the handler's index from 0, or -1 for the last", h.Arg)
		}
		if h.Kind() == catalog.NoContext {
			add(key+".context", "%q is not one of %s, %s", h.Context, ContextMCPTool, ContextTemporalActivity)
		}
	}
	for i, h := range c.KeyedHosts {
		if !isHostName(h) {
			add(fmt.Sprintf("keyed-hosts[%d]", i), "%q is not a host name: give the host alone, e.g. \"api.example.com\", without a scheme or a path", h)
		}
	}
	for i, b := range c.Budgets {
		if err := checkTypeName(b); err != nil {
			add(fmt.Sprintf("budgets[%d]", i), "%v", err)
		}
	}
	for i, a := range c.Ambiguous {
		if err := checkFuncName(a); err != nil {
			add(fmt.Sprintf("ambiguous[%d]", i), "%v", err)
		}
	}
	return out
}

// isHostName reports whether s is a host name, with an optional port:
// labels of letters, digits and hyphens joined by dots.
func isHostName(s string) bool {
	host, port, hasPort := strings.Cut(s, ":")
	if hasPort && (port == "" || strings.Trim(port, "0123456789") != "") {
		return false
	}
	if host == "" || len(host) > 253 {
		return false
	}
	for label := range strings.SplitSeq(host, ".") {
		if label == "" || strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") {
			return false
		}
		for _, r := range label {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
				return false
			}
		}
	}
	return true
}

// isKeySlot reports whether s is an identifier or a dotted path of them
// ("IdempotencyKey", "Params.IdempotencyKey").
func isKeySlot(s string) bool {
	for part := range strings.SplitSeq(s, ".") {
		if !token.IsIdentifier(part) {
			return false
		}
	}
	return true
}

// Validate checks values that the type system does not, and fills in
// defaults. Its error names the key of each bad value.
func (c *Config) Validate() error {
	var errs []error
	for _, p := range c.problems() {
		errs = append(errs, fmt.Errorf("%s: %s", p.key, p.msg))
	}
	if c.Exposure == "" {
		c.Exposure = DefaultExposure
	}
	return errors.Join(errs...)
}

// Keys returns the top-level configuration keys, in declaration order.
func Keys() []string {
	t := reflect.TypeFor[Config]()
	var keys []string
	for i := range t.NumField() {
		if k := yamlKey(t.Field(i)); k != "" {
			keys = append(keys, k)
		}
	}
	return keys
}

// yamlKey returns the key of a struct field, "" for fields without one.
func yamlKey(f reflect.StructField) string {
	tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	if tag == "-" || !f.IsExported() {
		return ""
	}
	return tag
}
