package analysisutil

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// EnclosingStmt returns the statement, directly in a block or case clause,
// that contains cur, or nil when cur is not in one of this function.
func EnclosingStmt(cur inspector.Cursor) ast.Stmt {
	for c := cur; c.Valid(); c = c.Parent() {
		switch c.Parent().Node().(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			if s, ok := c.Node().(ast.Stmt); ok {
				return s
			}
			return nil
		case *ast.FuncLit, *ast.FuncDecl:
			return nil
		}
	}
	return nil
}

// ContextParam returns the name of the context.Context parameter of fn (a
// *ast.FuncDecl or *ast.FuncLit), or "".
func ContextParam(info *types.Info, fn ast.Node) string {
	var ft *ast.FuncType
	switch f := fn.(type) {
	case *ast.FuncDecl:
		ft = f.Type
	case *ast.FuncLit:
		ft = f.Type
	default:
		return ""
	}
	for _, field := range ft.Params.List {
		if TypeName(info.TypeOf(field.Type)) == "context.Context" && len(field.Names) == 1 && field.Names[0].Name != "_" {
			return field.Names[0].Name
		}
	}
	return ""
}

// FieldOf returns the field called name of struct type t (through a
// pointer, including promoted fields), or nil.
func FieldOf(t types.Type, name string) *types.Var {
	if t == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	if v, ok := obj.(*types.Var); ok && v.IsField() {
		return v
	}
	return nil
}

// FileCursor returns the cursor of the file of root's tree that holds n, or
// root when none does. A search for the nodes within n (those whose
// position n's range contains) needs to look in that file alone.
func FileCursor(root inspector.Cursor, n ast.Node) inspector.Cursor {
	cur, ok := root.FindByPos(n.Pos(), n.End())
	if !ok {
		return root
	}
	for ; cur.Node() != nil; cur = cur.Parent() {
		if _, ok := cur.Node().(*ast.File); ok {
			return cur
		}
	}
	return root
}

// LoopBody returns the body of the for or range statement loop, or nil.
func LoopBody(loop ast.Stmt) *ast.BlockStmt {
	switch l := loop.(type) {
	case *ast.ForStmt:
		return l.Body
	case *ast.RangeStmt:
		return l.Body
	}
	return nil
}
