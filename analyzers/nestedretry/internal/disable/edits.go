package disable

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// The edits the fixes share.

// appendArg returns the edits that add text as the call's last argument.
// A call that spreads a slice (opts...) gets it appended to a clipped copy
// of the slice, append(slices.Clip(opts), text)..., so that the slice it
// shares with other calls is not written.
func (c *Fixer) appendArg(call *ast.CallExpr, text string) ([]analysis.TextEdit, bool) {
	if call.Ellipsis.IsValid() {
		last := call.Args[len(call.Args)-1]
		name, edits, ok := c.ImportAs(call.Pos(), "slices")
		if !ok {
			return nil, false
		}
		spread := "append(" + name + ".Clip(" + analysisutil.Format(c.pass.Fset, last) + "), " + text + ")"
		return append(edits, analysisutil.Replace(last, spread)), true
	}
	if len(call.Args) == 0 {
		return []analysis.TextEdit{{Pos: call.Rparen, End: call.Rparen, NewText: []byte(text)}}, true
	}
	end := call.Args[len(call.Args)-1].End()
	return []analysis.TextEdit{{Pos: end, End: end, NewText: []byte(", " + text)}}, true
}

// ImportAs returns the name under which the file of pos can use path,
// with the edits to import it; false if that name is taken.
func (c *Fixer) ImportAs(pos token.Pos, path string) (string, []analysis.TextEdit, bool) {
	file := analysisutil.FileOf(c.pass.Files, pos)
	if file == nil {
		return "", nil, false
	}
	return analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, path)
}

// importOption imports the option package of sdk (at module root root)
// for code at pos. When the file also uses another SDK whose option
// package has the same name (openai-go's and anthropic-sdk-go's are both
// "option"), a fix for each would import two "option"s, so each is named
// after its SDK: openaioption, anthropicoption.
func (c *Fixer) importOption(pos token.Pos, root string, sdk catalog.SDK) (string, []analysis.TextEdit, bool) {
	file := analysisutil.FileOf(c.pass.Files, pos)
	if file == nil {
		return "", nil, false
	}
	path := root + "/" + sdk.OptionPkg
	var names []string
	for _, spec := range file.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		if p == path || strings.HasPrefix(p, sdk.Module) {
			continue
		}
		for _, other := range catalog.OptionSDKs {
			if other.OptionPkg == sdk.OptionPkg && strings.HasPrefix(p, other.Module) {
				names = []string{analysisutil.OwnName(c.pass.Pkg, root) + sdk.OptionPkg}
			}
		}
	}
	return analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, path, names...)
}

// AfterLine returns an edit that adds text (which starts with a newline)
// at the end of the line of n, after any comment on it.
func (c *Fixer) AfterLine(n ast.Node, text string) analysis.TextEdit {
	tf := c.pass.Fset.File(n.End())
	line := tf.Line(n.End())
	pos := token.Pos(tf.Base() + tf.Size())
	if line < tf.LineCount() {
		pos = tf.LineStart(line+1) - 1
	}
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}
}

// moduleRoot returns the module path of path, a package of module prefix
// (with its major version suffix).
func moduleRoot(path, prefix string) string {
	if !strings.HasPrefix(path, prefix) {
		return ""
	}
	rest := strings.TrimPrefix(path, prefix)
	root := prefix
	if strings.HasPrefix(rest, "/v") {
		v := rest[1:]
		if i := strings.Index(v, "/"); i >= 0 {
			v = v[:i]
		}
		root += "/" + v
	}
	return root
}

// importInferredOption imports opt, the option package of an SDK with no
// record, for code at pos. When the file also imports another SDK that
// has an option package of the same name (Stainless's and Fern's are both
// "option"), a fix for each would import two of that name, so it is named
// after its SDK: metronomeoption, cohereoption.
func (c *Fixer) importInferredOption(pos token.Pos, optPath string) (string, []analysis.TextEdit, bool) {
	file := analysisutil.FileOf(c.pass.Files, pos)
	if file == nil {
		return "", nil, false
	}
	root := path.Dir(optPath)
	optName := analysisutil.OwnName(c.pass.Pkg, optPath)
	var names []string
	for _, spec := range file.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		if p == optPath || strings.HasPrefix(p+"/", root+"/") {
			continue
		}
		for _, imp := range c.pass.Pkg.Imports() {
			if imp.Path() != p {
				continue
			}
			for _, q := range append([]*types.Package{imp}, imp.Imports()...) {
				if q.Name() == optName && q.Path() != optPath {
					names = []string{analysisutil.DefaultName(root) + optName}
				}
			}
		}
	}
	return analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, pos, optPath, names...)
}
