// Package factcache is idemvet's fact cache: it keeps the facts the
// analyzers export on a dependency, so that a later run that type-checks
// the same package again need not analyze it again.
package factcache

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemvet/idemvet/passes/config"
)

// The cache keeps the facts the analyzers export on a dependency, so
// that a later run that type-checks the same package again need not
// analyze it again: the standard library and the module's dependencies
// change far less often than the packages being checked. go vet keeps a
// dependency's facts in the build cache for the same reason.
//
// An entry is the facts of one package, found by a key that hashes all
// that can change them: the idemvet executable itself, the analyzers that
// run on dependencies, the package's configuration, its identity, the
// names and contents of its files, and the keys of its imports, so that a
// change to a dependency changes the key of every package above it. Roots
// are always analyzed: their findings are the output. An analysis that
// fails is not kept. A fact on an object that importers cannot name (one
// without an objectpath) is left out, as go vet leaves it out; importers
// never ask for it.
//
// IDEMVET_CACHE names the directory, an absolute path (default: idemvet
// under the user's cache directory); IDEMVET_CACHE=off turns the cache off. A cache that
// cannot be read is a miss; one that cannot be written is said once, on
// standard error, and the run goes on without it.

// Env names the fact cache's directory, or turns it off.
const Env = "IDEMVET_CACHE"

// A Facts holds the facts one analyzer exported on one package: on its
// objects, and on the package itself.
type Facts struct {
	Objs map[ObjectKey]analysis.Fact
	Pkgs map[reflect.Type]analysis.Fact
}

// NewFacts returns an empty Facts.
func NewFacts() *Facts {
	return &Facts{Objs: map[ObjectKey]analysis.Fact{}, Pkgs: map[reflect.Type]analysis.Fact{}}
}

// An ObjectKey is an object and the type of a fact on it.
type ObjectKey struct {
	Obj  types.Object
	Type reflect.Type
}

// A Key finds a package's entry; it hashes all that can change its facts.
type Key [sha256.Size]byte

// A Cache is the fact cache of one run; a nil *Cache is off.
type Cache struct {
	dir   string
	salt  [sha256.Size]byte
	warn  sync.Once
	warnw io.Writer
}

// Cache trimming, as the go command's build cache does it: entries not
// used for trimAge are removed, at most once per trimInterval, and an
// entry's use is recorded at most once per touchInterval.
const (
	trimAge       = 5 * 24 * time.Hour
	trimInterval  = 24 * time.Hour
	touchInterval = time.Hour
)

// Open returns the fact cache the environment asks for, for the
// analyzers depRun that run on dependencies, or nil when it is off or has
// no directory.
func Open(depRun []*analysis.Analyzer, stderr io.Writer) *Cache {
	dir := os.Getenv(Env)
	if dir == "off" {
		return nil
	}
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return nil
		}
		dir = filepath.Join(base, "idemvet")
	} else if !filepath.IsAbs(dir) {
		fmt.Fprintf(stderr, "idemvet: %s=%s is not an absolute path: the fact cache is off\n", Env, dir)
		return nil
	}
	var facts bool
	for _, a := range depRun {
		facts = facts || len(a.FactTypes) > 0
	}
	if !facts {
		return nil
	}
	salt, err := executableSalt(depRun)
	if err != nil {
		fmt.Fprintf(stderr, "idemvet: fact cache off: %v\n", err)
		return nil
	}
	for _, a := range depRun {
		for _, f := range a.FactTypes {
			gob.Register(f)
		}
	}
	c := &Cache{dir: dir, salt: salt, warnw: stderr}
	c.trim()
	return c
}

// executableSalt hashes the running executable and the names of the
// analyzers that run on dependencies: another build of idemvet, or
// another set of analyzers, makes other facts.
func executableSalt(depRun []*analysis.Analyzer) ([sha256.Size]byte, error) {
	var salt [sha256.Size]byte
	exe, err := os.Executable()
	if err != nil {
		return salt, err
	}
	f, err := os.Open(exe)
	if err != nil {
		return salt, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return salt, err
	}
	for _, a := range depRun {
		fmt.Fprintf(h, "\x00analyzer %s", a.Name)
	}
	copy(salt[:], h.Sum(nil))
	return salt, nil
}

// Key returns the key of p, a package whose directory (as
// config.PackageDir gives it) is dir. files are the hashes of p's compiled
// Go files, in order; imports are p's sorted import paths, and importKeys
// their packages' keys.
func (c *Cache) Key(p *packages.Package, dir string, files [][sha256.Size]byte, imports []string, importKeys []Key) Key {
	h := sha256.New()
	h.Write(c.salt[:])
	fmt.Fprintf(h, "\x00id %s\x00path %s\x00name %s\x00sizes %v", p.ID, p.PkgPath, p.Name, p.TypesSizes)
	if p.Module != nil {
		fmt.Fprintf(h, "\x00module %s %s %s", p.Module.Path, p.Module.Version, p.Module.GoVersion)
	}
	// The configuration that applies to the package, flags included.
	cfg, err := config.For(dir)
	if err != nil {
		fmt.Fprintf(h, "\x00config error %v", err)
	} else if data, err := json.Marshal(cfg); err == nil {
		fmt.Fprintf(h, "\x00config %s", data)
	}
	for i, name := range p.CompiledGoFiles {
		fmt.Fprintf(h, "\x00file %s %x", name, files[i])
	}
	for _, name := range p.OtherFiles {
		fmt.Fprintf(h, "\x00other %s", name)
	}
	for i, path := range imports {
		fmt.Fprintf(h, "\x00import %s %x", path, importKeys[i])
	}
	var k Key
	copy(k[:], h.Sum(nil))
	return k
}

func (c *Cache) file(key Key) string {
	s := hex.EncodeToString(key[:])
	return filepath.Join(c.dir, s[:2], s+"-f")
}

// An Entry is what the cache keeps of one package: each analyzer's facts.
type Entry struct {
	Analyzers []entryAnalyzer
}

type entryAnalyzer struct {
	Name    string
	Objects []entryFact
	Package []analysis.Fact
}

type entryFact struct {
	Object objectpath.Path
	Fact   analysis.Fact
}

// Read returns the entry of key, decoded but for its objects, which only
// the package's types can resolve (see Resolve).
func (c *Cache) Read(key Key) (*Entry, bool) {
	name := c.file(key)
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, false
	}
	var e Entry
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&e); err != nil {
		return nil, false
	}
	touch(name)
	return &e, true
}

// Resolve returns the facts of e, by analyzer, with its objects resolved
// in pkg, the package of e, and reports whether every analyzer of run has
// its facts there and every object resolved.
func (c *Cache) Resolve(pkg *types.Package, e *Entry, run []*analysis.Analyzer) (map[*analysis.Analyzer]*Facts, bool) {
	byName := map[string]*analysis.Analyzer{}
	for _, a := range run {
		byName[a.Name] = a
	}
	facts := map[*analysis.Analyzer]*Facts{}
	for _, ea := range e.Analyzers {
		a := byName[ea.Name]
		if a == nil {
			return nil, false
		}
		s := NewFacts()
		for _, f := range ea.Objects {
			obj, err := objectpath.Object(pkg, f.Object)
			if err != nil {
				return nil, false
			}
			s.Objs[ObjectKey{obj, reflect.TypeOf(f.Fact)}] = f.Fact
		}
		for _, f := range ea.Package {
			s.Pkgs[reflect.TypeOf(f)] = f
		}
		facts[a] = s
	}
	for _, a := range run {
		if facts[a] == nil {
			return nil, false
		}
	}
	hits.Add(1)
	return facts, true
}

// Store keeps the facts of the package of key (named pkgPath in errors),
// by analyzer, when every analyzer of run succeeded on it (errs has no
// error for it) and the cache does not have them yet (a root analyzed
// again).
func (c *Cache) Store(key Key, pkgPath string, run []*analysis.Analyzer, facts map[*analysis.Analyzer]*Facts, errs map[*analysis.Analyzer]error) {
	name := c.file(key)
	if touch(name) {
		return
	}
	var e Entry
	var enc objectpath.Encoder
	for _, a := range run {
		if errs[a] != nil {
			return
		}
		ea := entryAnalyzer{Name: a.Name}
		if s := facts[a]; s != nil {
			for k, f := range s.Objs {
				if path, err := enc.For(k.Obj); err == nil {
					ea.Objects = append(ea.Objects, entryFact{path, f})
				}
			}
			for _, f := range s.Pkgs {
				ea.Package = append(ea.Package, f)
			}
		}
		// In a fixed order, so that one package always makes one entry.
		slices.SortFunc(ea.Objects, func(x, y entryFact) int {
			if c := strings.Compare(string(x.Object), string(y.Object)); c != 0 {
				return c
			}
			return strings.Compare(reflect.TypeOf(x.Fact).String(), reflect.TypeOf(y.Fact).String())
		})
		slices.SortFunc(ea.Package, func(x, y analysis.Fact) int {
			return strings.Compare(reflect.TypeOf(x).String(), reflect.TypeOf(y).String())
		})
		e.Analyzers = append(e.Analyzers, ea)
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&e); err != nil {
		c.warnOnce(fmt.Errorf("encoding the facts of %s: %v", pkgPath, err))
		return
	}
	if err := writeAtomic(name, buf.Bytes()); err != nil {
		c.warnOnce(err)
	}
}

// touch records a use of the entry name, at most once per touchInterval,
// and reports whether the entry exists.
func touch(name string) bool {
	info, err := os.Stat(name)
	if err != nil {
		return false
	}
	if time.Since(info.ModTime()) > touchInterval {
		now := time.Now()
		os.Chtimes(name, now, now)
	}
	return true
}

func (c *Cache) warnOnce(err error) {
	c.warn.Do(func() {
		fmt.Fprintf(c.warnw, "idemvet: fact cache: %v (set %s=off to turn it off)\n", err, Env)
	})
}

// writeAtomic writes data to name through a temporary file, so that a
// reader never sees half an entry.
func writeAtomic(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o777); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".tmp-")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), name); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// trim removes the entries not used for trimAge, at most once per
// trimInterval.
func (c *Cache) trim() {
	mark := filepath.Join(c.dir, "trim.txt")
	if info, err := os.Stat(mark); err == nil && time.Since(info.ModTime()) < trimInterval {
		return
	}
	cutoff := time.Now().Add(-trimAge)
	filepath.WalkDir(c.dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if strings.HasSuffix(path, "-f") || strings.HasPrefix(d.Name(), ".tmp-") {
			if info, err := d.Info(); err == nil && info.ModTime().Before(cutoff) {
				os.Remove(path)
			}
		}
		return nil
	})
	if err := writeAtomic(mark, []byte(time.Now().UTC().Format(time.RFC3339)+"\n")); err != nil {
		c.warnOnce(err)
	}
}

// hits counts the packages whose facts came from the cache, for tests.
var hits atomic.Int64

// Hits returns how many times, in this process, Resolve gave a package its
// facts from the cache.
func Hits() int64 { return hits.Load() }
