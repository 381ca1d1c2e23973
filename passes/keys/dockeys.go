package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// A field documented as a key (lexicon.DocSaysKey) keys every field of the
// package's struct types with the same Go name and JSON name: a package
// that says in one type what its EventID (event_id) is says it of the
// others (flexprice's dto.GetEventsRequest documents EventID as the
// idempotency key for the event; its IngestEventRequest, the body of the
// ingest, carries the same field without a comment). The package's
// documented key fields are a fact, so that a body of another package's
// type is read the same way.

// docKeysFact is a package fact: the fields the package documents as
// idempotency or deduplication keys, each as its Go name, a space and its
// JSON name.
type docKeysFact struct {
	Fields []string
}

func (*docKeysFact) AFact() {}

func (f *docKeysFact) String() string {
	return "documented key fields: " + strings.Join(f.Fields, ", ")
}

// docKeyName is how docKeysFact names a field.
func docKeyName(name, jsonName string) string { return name + " " + jsonName }

// jsonName returns the JSON name of a field with this Go name and tag, and
// false for a field that JSON leaves out.
func jsonName(name, tag string) (string, bool) {
	jn, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	switch jn {
	case "-":
		return "", false
	case "":
		return name, true
	}
	return jn, true
}

// computeDocKeys finds the fields the package documents as keys and
// exports them.
func (r *Result) computeDocKeys(files []*ast.File) {
	seen := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				typeDoc := ts.Doc.Text()
				if len(gd.Specs) == 1 {
					typeDoc = gd.Doc.Text() + typeDoc
				}
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				docStructKeys(st, typeDoc, seen)
			}
		}
	}
	r.docKeys = map[*types.Package]map[string]bool{r.pass.Pkg: seen}
	if len(seen) > 0 {
		fields := make([]string, 0, len(seen))
		for k := range seen {
			fields = append(fields, k)
		}
		slices.Sort(fields)
		r.pass.ExportPackageFact(&docKeysFact{Fields: fields})
	}
}

// docStructKeys adds the fields of st (and of the struct types written in
// it) that their comments, or the type's comment typeDoc, document as keys.
func docStructKeys(st *ast.StructType, typeDoc string, seen map[string]bool) {
	for _, fld := range st.Fields.List {
		if inner, ok := fld.Type.(*ast.StructType); ok {
			docStructKeys(inner, "", seen)
		}
		tag := ""
		if fld.Tag != nil {
			tag, _ = strconv.Unquote(fld.Tag.Value)
		}
		doc := fld.Doc.Text() + fld.Comment.Text()
		for _, id := range fld.Names {
			if !id.IsExported() {
				continue
			}
			jn, ok := jsonName(id.Name, tag)
			if !ok || lexicon.IsBareID(id.Name, jn) {
				continue
			}
			if lexicon.DocSaysKey(doc) || typeDoc != "" && lexicon.DocSaysKey(typeDoc, id.Name, jn) {
				seen[docKeyName(id.Name, jn)] = true
			}
		}
	}
}

// DocKey reports whether field v, with this tag, holds a key by its
// package's documentation: a string field whose Go name and JSON name the
// package documents as an idempotency or deduplication key.
func (r *Result) DocKey(v *types.Var, tag string) bool {
	if v == nil || v.Pkg() == nil || !v.IsField() || !v.Exported() || !isKeyString(v.Type()) {
		return false
	}
	jn, ok := jsonName(v.Name(), tag)
	if !ok {
		return false
	}
	return r.docKeysOf(v.Pkg())[docKeyName(v.Name(), jn)]
}

// docKeysOf returns the documented key fields of pkg.
func (r *Result) docKeysOf(pkg *types.Package) map[string]bool {
	r.docMu.Lock()
	defer r.docMu.Unlock()
	if m, ok := r.docKeys[pkg]; ok {
		return m
	}
	var m map[string]bool
	var f docKeysFact
	if r.pass.ImportPackageFact(pkg, &f) {
		m = map[string]bool{}
		for _, k := range f.Fields {
			m[k] = true
		}
	}
	r.docKeys[pkg] = m
	return m
}

// docTagged reports whether field v of struct type t, or of a struct it
// embeds, holds a key by its package's documentation.
func (r *Result) docTagged(t types.Type, v *types.Var) bool {
	tag, ok := tagOf(t, v, 0)
	return ok && r.DocKey(v, tag)
}

// tagOf returns the tag of field v in struct type t (or a pointer to it),
// or in a struct it embeds.
func tagOf(t types.Type, v *types.Var, depth int) (string, bool) {
	if t == nil || depth > 3 {
		return "", false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return "", false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if f == v {
			return st.Tag(i), true
		}
		if f.Embedded() {
			if tag, ok := tagOf(f.Type(), v, depth+1); ok {
				return tag, true
			}
		}
	}
	return "", false
}

// isKeyString reports whether t is a string or a pointer to one.
func isKeyString(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
