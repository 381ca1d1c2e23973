// Package ini is a reduced stub of gopkg.in/ini.v1: the section lookup and
// the line parser, whose loops look a value up or read the next line, and
// retry nothing.
package ini

import (
	"bufio"
	"errors"
	"fmt"
	"strings"
)

type Key struct {
	s     *Section
	name  string
	value string
}

func (k *Key) String() string { return k.value }

type LoadOptions struct {
	Insensitive             bool
	ChildSectionDelimiter   string
	SkipUnrecognizableLines bool
	AllowBooleanKeys        bool
}

type File struct {
	options  LoadOptions
	sections map[string]*Section
}

type Section struct {
	f    *File
	name string
	keys map[string]*Key
}

// GetSection returns the section by name.
func (f *File) GetSection(name string) (*Section, error) {
	if sec := f.sections[name]; sec != nil {
		return sec, nil
	}
	return nil, fmt.Errorf("section %q does not exist", name)
}

// Section returns the named section, made empty when there is none.
func (f *File) Section(name string) *Section {
	sec, err := f.GetSection(name)
	if err != nil {
		sec = &Section{f: f, name: name, keys: map[string]*Key{}}
		f.sections[name] = sec
	}
	return sec
}

// GetKey returns the key of the section, or of its parent sections
// ("a.b.c" looks in "a.b", then "a"): the loop walks up the section name
// and looks each parent up once.
func (s *Section) GetKey(name string) (*Key, error) {
	if s.f.options.Insensitive {
		name = strings.ToLower(name)
	}
	key := s.keys[name]
	if key == nil {
		// Check if it is a child-section.
		sname := s.name
		for {
			if i := strings.LastIndex(sname, s.f.options.ChildSectionDelimiter); i > -1 {
				sname = sname[:i]
				sec, err := s.f.GetSection(sname)
				if err != nil {
					continue
				}
				return sec.GetKey(name)
			}
			break
		}
		return nil, fmt.Errorf("error when getting key of section %q: key %q does not exist", s.name, name)
	}
	return key, nil
}

// NewKey adds a key to the section.
func (s *Section) NewKey(name, val string) (*Key, error) {
	if name == "" {
		return nil, errors.New("error creating new key: empty key name")
	}
	key := &Key{s: s, name: name, value: val}
	s.keys[name] = key
	return key, nil
}

// Key returns the key, made empty when there is none.
func (s *Section) Key(name string) *Key {
	key, err := s.GetKey(name)
	if err != nil {
		key = &Key{s: s, name: name}
		s.keys[name] = key
	}
	return key
}

// ErrDelimiterNotFound is the error of a line with no key-value delimiter.
type ErrDelimiterNotFound struct{ Line string }

func (e ErrDelimiterNotFound) Error() string { return "key-value delimiter not found: " + e.Line }

func IsErrDelimiterNotFound(err error) bool {
	var e ErrDelimiterNotFound
	return errors.As(err, &e)
}

func readKeyName(line []byte) (string, int, error) {
	i := strings.IndexByte(string(line), '=')
	if i < 0 {
		return "", -1, ErrDelimiterNotFound{string(line)}
	}
	return strings.TrimSpace(string(line[:i])), i + 1, nil
}

type parser struct {
	buf   *bufio.Reader
	isEOF bool
}

func (p *parser) readUntil(delim byte) ([]byte, error) {
	line, err := p.buf.ReadBytes(delim)
	if err != nil {
		p.isEOF = true
		return line, nil
	}
	return line, nil
}

// parse reads the file a line at a time: a line it cannot read as a key
// is skipped, not read again.
func (f *File) parse(p *parser) (err error) {
	section := f.Section("")
	var line []byte
	for !p.isEOF {
		line, err = p.readUntil('\n')
		if err != nil {
			return err
		}
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		kname, offset, err := readKeyName(line)
		if err != nil {
			switch {
			case IsErrDelimiterNotFound(err):
				switch {
				case f.options.AllowBooleanKeys:
					section.Key(string(line)).value = "true"
					continue
				case f.options.SkipUnrecognizableLines:
					continue
				}
			}
			return err
		}
		key, err := section.NewKey(kname, strings.TrimSpace(string(line[offset:])))
		if err != nil {
			return err
		}
		key.s = section
	}
	return nil
}
