package lsp

import (
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers"
)

func TestParseOptions(t *testing.T) {
	o, errs := parseOptions([]byte(`{"exposure": "all", "nestedretry": false, "test": false, "retry-helpers": ["a.B", "c.D"],
		"severity": {"keyinretry": "error"}}`), analyzers.Suite)
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	if o.flags["exposure"] != "all" || o.flags["retry-helpers"] != "a.B,c.D" || o.tests() {
		t.Errorf("flags: %v", o.flags)
	}
	for _, a := range o.enabled(analyzers.Suite) {
		if a.Name == "nestedretry" {
			t.Error("nestedretry still on")
		}
	}
	if o.severityOf("keyinretry") != severityError || o.severityOf("unkeyedwrite") != severityWarning {
		t.Errorf("severity: %v", o.severity)
	}

	_, errs = parseOptions([]byte(`{"directive": false, "nosuch": 1, "keyinretry": "maybe", "severity": "loud"}`), analyzers.Suite)
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, e.Error())
	}
	got := strings.Join(msgs, "\n")
	for _, want := range []string{
		`-directive: "directive" is the old name of idemvetdirective: use -idemvetdirective`,
		`flag provided but not defined: -nosuch`,
		`invalid boolean value "maybe" for -keyinretry: parse error`,
		`severity loud: want error, warning, information or hint`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("errors:\n%s\nwant %s", got, want)
		}
	}
	if errs := (options{flags: map[string]string{"deadline-is-budget": "sometimes"}}).applyConfigFlags(); len(errs) != 1 ||
		!strings.Contains(errs[0].Error(), `invalid value "sometimes" for flag -deadline-is-budget`) {
		t.Errorf("a bad configuration flag: %v", errs)
	}
	options{}.applyConfigFlags()
}

func TestMapper(t *testing.T) {
	text := "a\n\té𝄞x\n"
	m := newMapper(text)
	off := strings.Index(text, "x")
	p := m.position(off)
	if p.Line != 1 || p.Character != 4 { // tab, é, 𝄞 (two UTF-16 units)
		t.Errorf("position of x: %+v", p)
	}
	if m.offset(p) != off {
		t.Errorf("offset of %+v: %d, want %d", p, m.offset(p), off)
	}
	if got := applyChange(text, &lspRange{Start: position{1, 1}, End: position{1, 2}}, "e"); got != "a\n\te𝄞x\n" {
		t.Errorf("applyChange: %q", got)
	}
}
