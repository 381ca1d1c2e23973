package audit

import (
	"encoding/json"
	"testing"

	"github.com/idemvet/idemvet/internal/report"
)

func TestSplitPosn(t *testing.T) {
	for _, c := range []struct {
		in        string
		file      string
		line, col int
	}{
		{"a/b.go:12:3", "a/b.go", 12, 3},
		{"a/b.go:12", "a/b.go", 12, 0},
		{"C:/x/b.go:7:1", "C:/x/b.go", 7, 1},
		{"b.go", "b.go", 0, 0},
	} {
		f, l, col := splitPosn(c.in)
		if f != c.file || l != c.line || col != c.col {
			t.Errorf("splitPosn(%q) = %q, %d, %d", c.in, f, l, col)
		}
	}
}

func TestProduct(t *testing.T) {
	for _, c := range []struct {
		in   []int
		want int
	}{
		{nil, 1}, {[]int{3, 5}, 15}, {[]int{3, Unbounded}, Unbounded}, {[]int{Unbounded, Unknown}, Unknown},
	} {
		if got := Product(c.in); got != c.want {
			t.Errorf("Product(%v) = %d, want %d", c.in, got, c.want)
		}
	}
	if Rank(Unbounded) <= Rank(1<<20) || Rank(Unknown) >= Rank(1) {
		t.Error("Rank: want unknown < counts < unbounded")
	}
}

// TestMergeDeterministic: the same rows in another order give the same
// Audit, and a finding lands on the row of its line.
func TestMergeDeterministic(t *testing.T) {
	rows := func() ([]*Entry, []*Write) {
		w1 := &Write{Call: "smtp.SendMail", Posn: "/m/b/b.go:9:2", Class: "unkeyed", Key: Key{State: "none"},
			Layers: []Layer{{Desc: "retry loop", Posn: "/m/b/b.go:8:2", Attempts: 3}}}
		w2 := &Write{Call: "Create", Posn: "/m/a/a.go:20:5", Class: "keyed", Key: Key{State: "fresh", Source: "uuid.NewString", Posn: "/m/a/a.go:19:3"}}
		e1 := &Entry{Kind: "retry scope", Name: "b.Send (retry loop)", Posn: "/m/b/b.go:8:2", Attempts: 3, Writes: []*Write{w1}}
		e2 := &Entry{Kind: "MCP tool", Name: "T.charge", Posn: "/m/a/a.go:15:1", Attempts: Unbounded, Writes: []*Write{w2}}
		own := []*Write{{Call: "Delete", Posn: "/m/a/a.go:40:2", Class: "idempotent"}}
		return []*Entry{e1, e2}, own
	}
	rel := func(f string) string { return f[len("/m/"):] }
	finding := report.Finding{Analyzer: "keyinretry", Posn: report.Position{File: "/m/a/a.go", Line: 19, Column: 10}, Message: "fresh"}
	e, o := rows()
	a := Merge(e, o, []report.Finding{finding}, rel)
	e, o = rows()
	e[0], e[1] = e[1], e[0]
	b := Merge(e, o, []report.Finding{finding}, rel)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatalf("Merge depends on the order of its input:\n%s\n%s", ja, jb)
	}
	if a.Entries[0].Posn != "a/a.go:15:1" || a.Entries[1].Posn != "b/b.go:8:2" {
		t.Errorf("entries not sorted by position: %s, %s", a.Entries[0].Posn, a.Entries[1].Posn)
	}
	if fs := a.Entries[0].Writes[0].Findings; len(fs) != 1 || fs[0].Analyzer != "keyinretry" {
		t.Errorf("the finding on the key's line is not on the write: %+v", fs)
	}
	if len(a.Unreached) != 1 || a.Summary.UnkeyedUnderRetry != 1 || a.Summary.LargestProduct != 3 {
		t.Errorf("summary %+v, unreached %d", a.Summary, len(a.Unreached))
	}
}

// TestUnreachedThroughCalls: a write in a dependency that several calls of
// the audited code reach (an SDK's request helper) is listed at each call;
// one of the audited code's own writes, reached through a call, is listed
// once, at its place; a call that an entry point makes is not listed.
func TestUnreachedThroughCalls(t *testing.T) {
	sdk := "/mod/cache/sdk/client.go:253:9"
	entries := []*Entry{{Kind: "retry scope", Name: "app.Retry", Posn: "/src/app/retry.go:10:2",
		Writes: []*Write{{Call: "Client.sendRequest (POST)", Posn: sdk, Via: []string{"Client.Create"}, Class: "unkeyed", Site: "/src/app/retry.go:11:3"}}}}
	own := []*Write{
		{Call: "Client.sendRequest (POST)", Posn: sdk, Via: []string{"Client.Create"}, Class: "unkeyed", Site: "/src/app/a.go:5:2"},
		{Call: "Client.sendRequest (POST)", Posn: sdk, Via: []string{"Client.Attach"}, Class: "unkeyed", Site: "/src/app/b.go:7:2"},
		{Call: "Client.sendRequest (POST)", Posn: sdk, Via: []string{"Client.Create"}, Class: "unkeyed", Site: "/src/app/retry.go:11:3"},
		{Call: "smtp.SendMail", Posn: "/src/app/mail.go:9:9", Class: "unkeyed"},
		{Call: "smtp.SendMail", Posn: "/src/app/mail.go:9:9", Via: []string{"app.Mail"}, Class: "unkeyed", Site: "/src/app/c.go:3:2"},
	}
	rel := func(p string) string { return p[len("/src/"):] }
	a := Merge(entries, own, nil, func(p string) string {
		if len(p) > 5 && p[:5] == "/src/" {
			return rel(p)
		}
		return p
	})
	var got []string
	for _, w := range a.Unreached {
		got = append(got, w.Posn+" "+w.Call)
	}
	want := []string{"app/a.go:5:2 Client.sendRequest (POST)", "app/b.go:7:2 Client.sendRequest (POST)", "app/mail.go:9:9 smtp.SendMail"}
	if len(got) != len(want) {
		t.Fatalf("unreached = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("unreached[%d] = %q, want %q", i, got[i], want[i])
		}
	}
}
