package driver

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
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemvet/idemvet/passes/config"
)

// The fact cache keeps the facts the analyzers export on a dependency, so
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

// cacheEnv names the fact cache's directory, or turns it off.
const cacheEnv = "IDEMVET_CACHE"

// A factCache is the fact cache of one run; a nil *factCache is off.
type factCache struct {
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

// openFactCache returns the fact cache the environment asks for, for the
// analyzers depRun that run on dependencies, or nil when it is off or has
// no directory.
func openFactCache(depRun []*analysis.Analyzer, stderr io.Writer) *factCache {
	dir := os.Getenv(cacheEnv)
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
		fmt.Fprintf(stderr, "idemvet: %s=%s is not an absolute path: the fact cache is off\n", cacheEnv, dir)
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
	c := &factCache{dir: dir, salt: salt, warnw: stderr}
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

// key returns u's cache key. files are the hashes of u's compiled Go
// files, in order; every import of u has its key already.
func (c *factCache) key(u *unit, files [][sha256.Size]byte) [sha256.Size]byte {
	h := sha256.New()
	h.Write(c.salt[:])
	p := u.pkg
	fmt.Fprintf(h, "\x00id %s\x00path %s\x00name %s\x00sizes %v", p.ID, p.PkgPath, p.Name, p.TypesSizes)
	if p.Module != nil {
		fmt.Fprintf(h, "\x00module %s %s %s", p.Module.Path, p.Module.Version, p.Module.GoVersion)
	}
	// The configuration that applies to the package, flags included.
	cfg, err := config.For(packageDir(p))
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
	for i, path := range u.paths {
		fmt.Fprintf(h, "\x00import %s %x", path, u.imports[i].key)
	}
	var k [sha256.Size]byte
	copy(k[:], h.Sum(nil))
	return k
}

func (c *factCache) file(key [sha256.Size]byte) string {
	s := hex.EncodeToString(key[:])
	return filepath.Join(c.dir, s[:2], s+"-f")
}

// An entry is what the cache keeps of one package: each analyzer's facts.
type entry struct {
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

// read returns the entry of key, decoded but for its objects, which only
// the package's types can resolve.
func (c *factCache) read(key [sha256.Size]byte) (*entry, bool) {
	name := c.file(key)
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, false
	}
	var e entry
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&e); err != nil {
		return nil, false
	}
	touch(name)
	return &e, true
}

// apply sets u's facts from e, with its objects resolved in pkg, u's
// package, and reports whether every analyzer of run has its facts there
// and every object resolved.
func (c *factCache) apply(u *unit, pkg *types.Package, e *entry, run []*analysis.Analyzer) bool {
	byName := map[string]*analysis.Analyzer{}
	for _, a := range run {
		byName[a.Name] = a
	}
	facts := map[*analysis.Analyzer]*factStore{}
	for _, ea := range e.Analyzers {
		a := byName[ea.Name]
		if a == nil {
			return false
		}
		s := &factStore{objs: map[objectFactKey]analysis.Fact{}, pkgs: map[reflect.Type]analysis.Fact{}}
		for _, f := range ea.Objects {
			obj, err := objectpath.Object(pkg, f.Object)
			if err != nil {
				return false
			}
			s.objs[objectFactKey{obj, reflect.TypeOf(f.Fact)}] = f.Fact
		}
		for _, f := range ea.Package {
			s.pkgs[reflect.TypeOf(f)] = f
		}
		facts[a] = s
	}
	for _, a := range run {
		if facts[a] == nil {
			return false
		}
	}
	u.facts, u.errs = facts, map[*analysis.Analyzer]error{}
	factCacheHits.Add(1)
	return true
}

// store keeps u's facts, when every analyzer of run succeeded on u and
// the cache does not have them yet (a root analyzed again).
func (c *factCache) store(u *unit, run []*analysis.Analyzer) {
	name := c.file(u.key)
	if touch(name) {
		return
	}
	var e entry
	var enc objectpath.Encoder
	for _, a := range run {
		if u.errs[a] != nil {
			return
		}
		ea := entryAnalyzer{Name: a.Name}
		if s := u.facts[a]; s != nil {
			for k, f := range s.objs {
				if path, err := enc.For(k.obj); err == nil {
					ea.Objects = append(ea.Objects, entryFact{path, f})
				}
			}
			for _, f := range s.pkgs {
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
		c.warnOnce(fmt.Errorf("encoding the facts of %s: %v", u.pkg.PkgPath, err))
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

func (c *factCache) warnOnce(err error) {
	c.warn.Do(func() {
		fmt.Fprintf(c.warnw, "idemvet: fact cache: %v (set %s=off to turn it off)\n", err, cacheEnv)
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
func (c *factCache) trim() {
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

// factCacheHits counts the packages whose facts came from the cache, for
// tests.
var factCacheHits atomic.Int64
