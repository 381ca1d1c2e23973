package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOverlayAndQuickFix(t *testing.T) {
	dir := exampleModule(t)
	file := filepath.Join(dir, "billing", "billing.go")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	orig := string(data)
	c := startServer(t, nil)
	c.initialize(dir, nil)

	// Unsaved text: the key made once, outside the loop. keyinretry says
	// nothing of Charge, whatever the file on disk says.
	fixedKey := strings.Replace(orig, "params.SetIdempotencyKey(uuid.NewString())", `params.SetIdempotencyKey("charge/" + customer)`, 1)
	fixedKey = strings.Replace(fixedKey, `"github.com/google/uuid"`, `_ "github.com/google/uuid"`, 1)
	m := c.mark()
	c.open(file, fixedKey)
	diags := c.diagnostics(m, file)
	if got := byCode(diags, "keyinretry"); len(got) != 0 {
		t.Fatalf("keyinretry on the unsaved text that sets a stable key: %+v", got)
	}
	if len(byCode(diags, "unkeyedwrite")) == 0 {
		t.Fatalf("no unkeyedwrite diagnostic: %+v", diags)
	}

	m = c.mark()
	c.change(file, 2, orig)
	diags = c.diagnostics(m, file)
	kr := byCode(diags, "keyinretry")
	if len(kr) != 1 {
		t.Fatalf("want one keyinretry diagnostic, got %+v", diags)
	}
	d := kr[0]
	if d.Source != "keyinretry" || d.CodeDescription == nil || !strings.HasSuffix(d.CodeDescription.Href, "#keyinretry") || d.Range.Start.Line != 39 {
		t.Errorf("diagnostic: %+v", d)
	}
	if len(d.RelatedInformation) != 2 || !strings.Contains(d.RelatedInformation[0].Message, "retry loop starts here") ||
		d.RelatedInformation[0].Location.Range.Start.Line != 33 {
		t.Errorf("related information: %+v", d.RelatedInformation)
	}

	var actions []codeAction
	if err := c.call("textDocument/codeAction", codeActionParams{TextDocument: textDocumentIdentifier{URI: pathToURI(file)}, Range: d.Range}, &actions); err != nil {
		t.Fatal(err)
	}
	var quick, sup *codeAction
	for i, a := range actions {
		switch {
		case a.Kind == kindQuickFix && a.IsPreferred && quick == nil:
			quick = &actions[i]
		case strings.HasPrefix(a.Title, suppressPrefix+"keyinretry"):
			sup = &actions[i]
		}
	}
	if quick == nil || sup == nil {
		t.Fatalf("code actions: %+v", actions)
	}
	got := applyEdits(t, orig, quick.Edit.Changes[pathToURI(file)])
	golden, err := os.ReadFile(filepath.Join("testdata", "billing.keyinretry.golden"))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(golden) {
		t.Errorf("the quick fix made:\n%s\nwant testdata/billing.keyinretry.golden", got)
	}
	for _, e := range quick.Edit.Changes[pathToURI(file)] {
		if e.Range.Start.Character != 0 || e.Range.End.Character != 0 {
			t.Errorf("an edit of part of a line: %+v", e)
		}
	}

	// The suppression, applied, silences the finding.
	suppressed := applyEdits(t, orig, sup.Edit.Changes[pathToURI(file)])
	if !strings.Contains(suppressed, "\t\t//idemvet:ignore keyinretry TODO: ") {
		t.Fatalf("suppression:\n%s", suppressed)
	}
	m = c.mark()
	c.change(file, 3, suppressed)
	if got := byCode(c.diagnostics(m, file), "keyinretry"); len(got) != 0 {
		t.Errorf("keyinretry after the suppression: %+v", got)
	}
}

func TestFixAll(t *testing.T) {
	dir := exampleModule(t)
	file := filepath.Join(dir, "billing", "billing.go")
	data, _ := os.ReadFile(file)
	c := startServer(t, nil)
	c.initialize(dir, nil)
	m := c.mark()
	c.open(file, string(data))
	diags := c.diagnostics(m, file)
	var actions []codeAction
	params := codeActionParams{TextDocument: textDocumentIdentifier{URI: pathToURI(file)}}
	params.Context.Only = []string{"source.fixAll"}
	if err := c.call("textDocument/codeAction", params, &actions); err != nil {
		t.Fatal(err)
	}
	if len(actions) != 1 || actions[0].Kind != kindFixAllOwn {
		t.Fatalf("fixAll actions: %+v", actions)
	}
	fixed := applyEdits(t, string(data), actions[0].Edit.Changes[pathToURI(file)])
	m = c.mark()
	c.change(file, 2, fixed)
	after := c.diagnostics(m, file)
	for _, code := range []string{"keyinretry", "unkeyedwrite"} {
		if len(byCode(diags, code)) == 0 || len(byCode(after, code)) != 0 {
			t.Errorf("%s: %d diagnostics before fixAll, %d after", code, len(byCode(diags, code)), len(byCode(after, code)))
		}
	}
}
