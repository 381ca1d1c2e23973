package config_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/passes/config"
)

const good = `# idemvet configuration
analyzers:
  nestedretry: false
  idemvetdirective: true
exposure: at-least-once
retry-helpers:
  - example.com/internal/retry.Do
  - (*example.com/internal/retry.Retrier).Run
retrying-clients:
  - type: example.com/internal/httpx.Client
    attempts: 4
writes:
  - func: (*example.com/mail.Client).Send
    class: keyed
    key-slot: DedupID
  - func: example.com/ledger.Append
    class: unkeyed
budgets:
  - example.com/internal/retry.Budget
ambiguous:
  - example.com/internal/errs.IsUnknown
deadline-is-budget: true
`

func TestParseGood(t *testing.T) {
	c, err := config.Parse(".idemvet.yml", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	want := &config.Config{
		Analyzers:       map[string]bool{"nestedretry": false, "idemvetdirective": true},
		Exposure:        config.ExposeAtLeastOnce,
		RetryHelpers:    []string{"example.com/internal/retry.Do", "(*example.com/internal/retry.Retrier).Run"},
		RetryingClients: []config.Client{{Type: "example.com/internal/httpx.Client", Attempts: 4}},
		Writes: []config.Write{
			{Func: "(*example.com/mail.Client).Send", Class: "keyed", KeySlot: "DedupID"},
			{Func: "example.com/ledger.Append", Class: "unkeyed"},
		},
		Budgets:          []string{"example.com/internal/retry.Budget"},
		Ambiguous:        []string{"example.com/internal/errs.IsUnknown"},
		DeadlineIsBudget: true,
	}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("got %+v\nwant %+v", c, want)
	}
	if c.Enabled("nestedretry") || !c.Enabled("keyinretry") {
		t.Errorf("Enabled: nestedretry %v, keyinretry %v", c.Enabled("nestedretry"), c.Enabled("keyinretry"))
	}
}

func TestParseEmpty(t *testing.T) {
	for _, src := range []string{"", "# nothing\n", "---\n"} {
		c, err := config.Parse("x.yml", []byte(src))
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if !reflect.DeepEqual(c, config.Default()) {
			t.Errorf("%q: got %+v, want the defaults", src, c)
		}
	}
}

// Each bad file names the file, the line and the key.
func TestParseBad(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"unknown key", "exposure: retry\nretry-helper:\n  - a.B\n",
			`bad.yml:2:1: retry-helper: unknown key (known keys here: analyzers, exposure, retry-helpers,`},
		{"unknown nested key", "writes:\n  - func: a.B\n    klass: read\n",
			`bad.yml:3:5: writes[0].klass: unknown key (known keys here: func, class, key-slot)`},
		{"wrong type bool", "deadline-is-budget: yes please\n",
			`bad.yml:1:21: deadline-is-budget: want true or false, got string "yes please"`},
		{"wrong type list", "retry-helpers: example.com/r.Do\n",
			`bad.yml:1:16: retry-helpers: want a list, got string "example.com/r.Do"`},
		{"wrong type int", "retrying-clients:\n  - type: a/b.C\n    attempts: three\n",
			`bad.yml:3:15: retrying-clients[0].attempts: want an integer, got string "three"`},
		{"bad func name", "retry-helpers:\n  - example.com/r.Do\n  - example.com/r.Do(\n",
			`bad.yml:3:5: retry-helpers[1]: "example.com/r.Do(" is not a function name`},
		{"bad method name", "ambiguous:\n  - (*example.com/e.T.IsUnknown\n",
			`bad.yml:2:5: ambiguous[0]: "(*example.com/e.T.IsUnknown" is not a function name`},
		{"bad keyed host", "keyed-hosts:\n  - api.example.com\n  - https://api.example.com/v1\n",
			`bad.yml:3:5: keyed-hosts[1]: "https://api.example.com/v1" is not a host name: give the host alone`},
		{"bad type name", "budgets: [Budget]\n",
			`bad.yml:1:11: budgets[0]: "Budget" is not a type name: no package path`},
		{"bad exposure", "exposure: sometimes\n",
			`bad.yml:1:1: exposure: "sometimes" is not one of retry, at-least-once, all`},
		{"bad handler context", "handlers:\n  - func: example.com/t.Register\n    context: queue\n",
			`bad.yml:3:5: handlers[0].context: "queue" is not one of mcp-tool, temporal-activity`},
		{"bad handler arg", "handlers:\n  - func: example.com/t.Register\n    arg: -2\n    context: mcp-tool\n",
			`bad.yml:3:5: handlers[0].arg: -2 is not an argument index`},
		{"unknown analyzer", "analyzers:\n  keyinretyr: false\n",
			`bad.yml:2:3: analyzers.keyinretyr: no analyzer is called "keyinretyr"`},
		{"old analyzer name", "analyzers:\n  directive: false\n",
			`bad.yml:2:3: analyzers.directive: "directive" is the old name of idemvetdirective: write idemvetdirective`},
		{"missing key slot", "writes:\n  - func: example.com/mail.Send\n    class: keyed\n",
			`bad.yml:2:5: writes[0].key-slot: missing: a keyed write names its key slot`},
		{"bad class", "writes:\n  - func: example.com/mail.Send\n    class: unkeyd\n",
			`bad.yml:3:5: writes[0].class: "unkeyd" is not one of read, idempotent, keyed, unkeyed`},
		{"duplicate key", "exposure: all\nexposure: retry\n",
			`bad.yml:2:1: exposure: duplicate key (first at line 1)`},
		{"syntax error", "exposure: all\nretry-helpers: [a.B\nbudgets: []\n",
			`bad.yml:`},
		{"syntax error with key", "exposure: all\n  budgets: x\n",
			`bad.yml:2: budgets: YAML syntax error: mapping values are not allowed in this context`},
		// The YAML parser names the enclosing block's line; the error
		// names the line that breaks the file.
		{"list item without its dash", "writes:\n  - func: a.B\n    class: keyed\n   key-slot: X\n",
			`bad.yml:4: key-slot: YAML syntax error: did not find expected '-' indicator (in the block that starts at line 1)`},
		{"unterminated list", "exposure: all\nretry-helpers: [a.B\nbudgets: []\n",
			`bad.yml:2: retry-helpers: YAML syntax error: did not find expected ',' or ']' (in the block that starts at line 1)`},
		{"dedented key", "analyzers:\n  keyinretry: false\n  nestedretry: true\n unknownoutcome: false\n",
			`bad.yml:4: unknownoutcome: YAML syntax error: did not find expected key (in the block that starts at line 3)`},
		{"line without a colon", "retrying-clients:\n  - type: a.B\n    attempts: 4\n  bad line here\n",
			`bad.yml:4: YAML syntax error: could not find expected ':'`},
		{"multi-line list before the error", "retry-helpers: [\n  a.B,\n  c.D,\n]\nwrites:\n  - func: a.B\n   class: keyed\n",
			`bad.yml:7: class: YAML syntax error: `},
		{"not a mapping", "- a\n- b\n",
			`bad.yml:1:1: want a mapping of keys, got a list`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := config.Parse("bad.yml", []byte(tc.src))
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("got  %s\nwant %s...", err, tc.want)
			}
		})
	}
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	deep := filepath.Join(root, "a", "b", "c")
	if err := os.MkdirAll(deep, 0o777); err != nil {
		t.Fatal(err)
	}
	if got := config.Find(deep); got != "" && strings.HasPrefix(got, root) {
		t.Errorf("Find with no file = %q", got)
	}
	top := filepath.Join(root, "a", config.FileName)
	if err := os.WriteFile(top, []byte("exposure: all\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if got := config.Find(deep); got != top {
		t.Errorf("Find = %q, want %q", got, top)
	}
	near := filepath.Join(root, "a", "b", config.FileName)
	if err := os.WriteFile(near, []byte("exposure: retry\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if got := config.Find(deep); got != near {
		t.Errorf("Find = %q, want the nearest, %q", got, near)
	}
}

func TestValidateNamesKeys(t *testing.T) {
	c := &config.Config{Writes: []config.Write{{Func: "x", Class: "keyed", KeySlot: "K"}}}
	err := c.Validate()
	if err == nil || !strings.HasPrefix(err.Error(), `writes[0].func: "x" is not a function name`) {
		t.Errorf("Validate = %v", err)
	}
}

func TestDefaultExposure(t *testing.T) {
	if got := config.Default().Exposure; got != config.ExposeAtLeastOnce {
		t.Errorf("default exposure = %q, want at-least-once", got)
	}
	c, err := config.Parse("x.yml", []byte("handlers:\n  - func: example.com/t.Register\n    arg: 1\n    context: temporal-activity\n"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Exposure != config.ExposeAtLeastOnce || len(c.Handlers) != 1 || c.Handlers[0].Arg != 1 {
		t.Errorf("got %+v", c)
	}
}

func TestKeysDocumented(t *testing.T) {
	want := []string{"analyzers", "exposure", "retry-helpers", "retrying-clients", "writes", "keyed-hosts", "budgets", "ambiguous", "handlers", "deadline-is-budget"}
	if got := config.Keys(); !reflect.DeepEqual(got, want) {
		t.Errorf("Keys() = %v, want %v", got, want)
	}
}

func TestKeyedHosts(t *testing.T) {
	c := &config.Config{KeyedHosts: []string{"api.example.com", "pay.internal:8443"}}
	for host, want := range map[string]bool{
		"api.example.com":     true,
		"API.example.com":     true,
		"eu.api.example.com":  true,
		"api.example.com:443": true,
		"badapi.example.com":  false,
		"example.com":         false,
		"pay.internal:8443":   true,
		"pay.internal:9000":   false,
		"hooks.slack.com":     false,
	} {
		if got := c.IsKeyedHost(host); got != want {
			t.Errorf("IsKeyedHost(%q) = %v, want %v", host, got, want)
		}
	}
}
