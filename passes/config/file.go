package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// FileName is the name of the configuration file, looked up from a
// package's directory upwards.
const FileName = ".idemvet.yml"

// A FileError is a problem in a configuration file, at a line and a key.
type FileError struct {
	File   string
	Line   int    // 1-based; 0 if unknown
	Column int    // 1-based; 0 if unknown
	Key    string // path of the key, such as "writes[1].class"; "" if unknown
	Msg    string
}

func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Column > 0 {
			fmt.Fprintf(&b, ":%d", e.Column)
		}
	}
	if e.Key != "" {
		fmt.Fprintf(&b, ": %s", e.Key)
	}
	fmt.Fprintf(&b, ": %s", e.Msg)
	return b.String()
}

// Find returns the configuration file that applies to the package in dir:
// the nearest FileName in dir or one of its parents, or "" if there is none.
func Find(dir string) string {
	if dir == "" {
		return ""
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		path := filepath.Join(dir, FileName)
		if info, err := os.Stat(path); err == nil && info.Mode().IsRegular() {
			return path
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Load reads and checks the configuration file at path. Every error is a
// *FileError (or an error reading the file) naming the file, the line and
// the key; unknown keys, values of the wrong type and names that do not
// parse are errors, never silently ignored.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse is Load for content already read; path is used in errors.
func Parse(path string, data []byte) (*Config, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, syntaxError(path, data, err)
	}
	c := Default()
	c.Exposure = ""
	d := &decoder{file: path, pos: map[string]*yaml.Node{}}
	if len(doc.Content) > 0 {
		if err := d.decode(doc.Content[0], reflect.ValueOf(c).Elem(), ""); err != nil {
			return nil, err
		}
	}
	if ps := c.problems(); len(ps) > 0 {
		var errs []error
		for _, p := range ps {
			n := d.at(p.key)
			errs = append(errs, &FileError{File: path, Line: n.Line, Column: n.Column, Key: p.key, Msg: p.msg})
		}
		return nil, errors.Join(errs...)
	}
	if c.Exposure == "" {
		c.Exposure = DefaultExposure
	}
	return c, nil
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntaxError turns a YAML parse error into a *FileError at the line that
// breaks the document, naming the key on it when there is one. The YAML
// parser reports the line of the enclosing block (a list item missing its
// "-" is reported at its parent's key), so the broken line is found again:
// it is the first line from which every longer prefix of the file fails to
// parse (a prefix that ends inside a multi-line value fails too, but a
// longer one parses again).
func syntaxError(path string, data []byte, err error) error {
	fe := &FileError{File: path, Msg: "YAML syntax error: " + strings.TrimPrefix(err.Error(), "yaml: ")}
	m := yamlLine.FindStringSubmatch(err.Error())
	if m == nil {
		return fe
	}
	fe.Line, _ = strconv.Atoi(m[1])
	fe.Msg = "YAML syntax error: " + m[2]
	lines := strings.SplitAfter(string(data), "\n")
	if broken := brokenLine(lines); broken > 0 && broken != fe.Line {
		fe.Msg += fmt.Sprintf(" (in the block that starts at line %d)", fe.Line)
		fe.Line = broken
	}
	if fe.Line >= 1 && fe.Line <= len(lines) {
		fe.Key = keyOnLine(lines[fe.Line-1])
	}
	return fe
}

// maxBisectLines bounds the files brokenLine searches line by line.
const maxBisectLines = 5000

// brokenLine returns the 1-based line from which every longer prefix of
// lines fails to parse, 0 if the whole text parses or is too long to search.
func brokenLine(lines []string) int {
	if len(lines) > maxBisectLines {
		return 0
	}
	broken := 0
	for k := len(lines); k >= 1; k-- {
		var n yaml.Node
		if yaml.Unmarshal([]byte(strings.Join(lines[:k], "")), &n) == nil {
			break
		}
		broken = k
	}
	return broken
}

var keyPrefix = regexp.MustCompile(`^\s*(?:-\s+)?([A-Za-z0-9_.-]+)\s*:`)

func keyOnLine(line string) string {
	if m := keyPrefix.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	return ""
}

// A decoder fills a Config from a YAML node tree, strictly, remembering
// where each key path was so that later checks can point at it.
type decoder struct {
	file string
	pos  map[string]*yaml.Node
}

// at returns the node of key, or of its nearest recorded parent.
func (d *decoder) at(key string) *yaml.Node {
	for key != "" {
		if n, ok := d.pos[key]; ok {
			return n
		}
		i := strings.LastIndexAny(key, ".[")
		if i < 0 {
			break
		}
		key = key[:i]
	}
	if n, ok := d.pos[""]; ok {
		return n
	}
	return &yaml.Node{}
}

func (d *decoder) errorf(n *yaml.Node, key, format string, args ...any) error {
	return &FileError{File: d.file, Line: n.Line, Column: n.Column, Key: key, Msg: fmt.Sprintf(format, args...)}
}

func (d *decoder) decode(n *yaml.Node, v reflect.Value, key string) error {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	d.pos[key] = n
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil // an empty value leaves the default
	}
	switch v.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return d.errorf(n, key, "want a mapping of keys, got %s", describe(n))
		}
		fields := map[string]int{}
		var known []string
		for i := range v.NumField() {
			if k := yamlKey(v.Type().Field(i)); k != "" {
				fields[k] = i
				known = append(known, k)
			}
		}
		seen := map[string]*yaml.Node{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			kn, vn := n.Content[i], n.Content[i+1]
			sub := join(key, kn.Value)
			if prev, dup := seen[kn.Value]; dup {
				return d.errorf(kn, sub, "duplicate key (first at line %d)", prev.Line)
			}
			seen[kn.Value] = kn
			idx, ok := fields[kn.Value]
			if !ok {
				return d.errorf(kn, sub, "unknown key (known keys here: %s)", strings.Join(known, ", "))
			}
			if err := d.decode(vn, v.Field(idx), sub); err != nil {
				return err
			}
			d.pos[sub] = kn // point at the key, which is on the value's line or above it
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return d.errorf(n, key, "want a list, got %s", describe(n))
		}
		s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
		for i, e := range n.Content {
			if err := d.decode(e, s.Index(i), fmt.Sprintf("%s[%d]", key, i)); err != nil {
				return err
			}
		}
		v.Set(s)
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return d.errorf(n, key, "want a mapping, got %s", describe(n))
		}
		m := reflect.MakeMap(v.Type())
		for i := 0; i+1 < len(n.Content); i += 2 {
			kn, vn := n.Content[i], n.Content[i+1]
			sub := join(key, kn.Value)
			if kn.Kind != yaml.ScalarNode {
				return d.errorf(kn, key, "want a name as key, got %s", describe(kn))
			}
			if m.MapIndex(reflect.ValueOf(kn.Value)).IsValid() {
				return d.errorf(kn, sub, "duplicate key")
			}
			elem := reflect.New(v.Type().Elem()).Elem()
			if err := d.decode(vn, elem, sub); err != nil {
				return err
			}
			d.pos[sub] = kn
			m.SetMapIndex(reflect.ValueOf(kn.Value).Convert(v.Type().Key()), elem)
		}
		v.Set(m)
	case reflect.String:
		if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
			return d.errorf(n, key, "want a string, got %s", describe(n))
		}
		v.SetString(n.Value)
	case reflect.Bool:
		var b bool
		if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" || n.Decode(&b) != nil {
			return d.errorf(n, key, "want true or false, got %s", describe(n))
		}
		v.SetBool(b)
	case reflect.Int:
		var i int
		if n.Kind != yaml.ScalarNode || n.Tag != "!!int" || n.Decode(&i) != nil {
			return d.errorf(n, key, "want an integer, got %s", describe(n))
		}
		v.SetInt(int64(i))
	default:
		return d.errorf(n, key, "internal error: no decoder for %s", v.Type())
	}
	return nil
}

func join(key, sub string) string {
	if key == "" {
		return sub
	}
	return key + "." + sub
}

// describe names what a node holds, for messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		kinds := map[string]string{"!!str": "string", "!!int": "integer", "!!float": "number", "!!bool": "boolean", "!!null": "null"}
		kind, ok := kinds[n.Tag]
		if !ok {
			kind = strings.TrimPrefix(n.Tag, "!!")
		}
		return fmt.Sprintf("%s %q", kind, n.Value)
	}
	return "nothing"
}
