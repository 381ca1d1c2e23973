package command

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// chromiumFlags keep a headless Chromium from reaching the network on its
// own: the page must make no request either (its CSP forbids it).
var chromiumFlags = []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync", "--virtual-time-budget=5000"}

// chromium returns the path of a Chromium binary, or skips the test.
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium on PATH: the HTML page is not opened in a browser (apt-get install chromium to run this test)")
	return ""
}

// TestHTMLInBrowser opens the example's page in headless Chromium with
// #selftest: the page clicks its product header twice (descending), types
// "unkeyed" into its filter, and writes the order and the rows left
// visible into the DOM, with the count of resources it loaded.
func TestHTMLInBrowser(t *testing.T) {
	bin := chromium(t)
	page, err := os.ReadFile("testdata/golden/example.html")
	if err != nil {
		t.Fatal(err)
	}
	checkOffline(t, string(page))
	dir := t.TempDir()
	file := filepath.Join(dir, "audit.html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := append(append([]string{}, chromiumFlags...), "--user-data-dir="+filepath.Join(dir, "profile"), "--dump-dom", "file://"+file+"#selftest")
	out, err := exec.CommandContext(ctx, bin, args...).Output()
	if err != nil {
		t.Fatalf("chromium: %v", err)
	}
	m := regexp.MustCompile(`<pre id="selftest-result">([^<]*)</pre>`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no self-test result in the page's DOM:\n%s", out)
	}
	var got struct {
		Sort     string   `json:"sort"`
		Order    []string `json:"order"`
		Visible  int      `json:"visible"`
		Rows     int      `json:"rows"`
		Requests int      `json:"requests"`
	}
	if err := json.Unmarshal([]byte(unescape(string(m[1]))), &got); err != nil {
		t.Fatalf("%v: %s", err, m[1])
	}
	rows := tableRows(string(page))
	if got.Sort != "descending" || got.Rows != len(rows) {
		t.Errorf("sort %q over %d rows, want descending over %d", got.Sort, got.Rows, len(rows))
	}
	for i := 1; i < len(got.Order); i++ {
		a, _ := strconv.Atoi(got.Order[i-1])
		b, _ := strconv.Atoi(got.Order[i])
		if a < b {
			t.Errorf("rows not sorted by product, descending: %v", got.Order)
			break
		}
	}
	want := 0
	for _, r := range rows {
		if strings.Contains(strings.ToLower(r), "unkeyed") {
			want++
		}
	}
	if got.Visible != want || want == 0 {
		t.Errorf("filter \"unkeyed\" left %d rows visible, want %d", got.Visible, want)
	}
	if got.Requests != 0 {
		t.Errorf("the page made %d requests, want none", got.Requests)
	}
}

// checkOffline checks that the page can load nothing: its CSP, and no
// src or link to another resource; the only addresses are plain anchors
// to the analyzers' documentation.
func checkOffline(t *testing.T, page string) {
	t.Helper()
	if !strings.Contains(page, `content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'"`) {
		t.Error("the page has no Content-Security-Policy that forbids every request")
	}
	for _, bad := range []string{" src=", "<link", "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("the page contains %q", bad)
		}
	}
	for _, m := range regexp.MustCompile(`(\w+)="(https?://[^"]*)"`).FindAllStringSubmatch(page, -1) {
		if m[1] != "href" || !strings.HasPrefix(m[2], "https://github.com/idemvet/idemvet/blob/main/docs/analyzers.md#") {
			t.Errorf("the page names an address other than the analyzers' documentation: %s", m[0])
		}
	}
}

// tableRows returns the text of each row of the page's table body.
func tableRows(page string) []string {
	_, body, _ := strings.Cut(page, "<tbody>")
	body, _, _ = strings.Cut(body, "</tbody>")
	tags := regexp.MustCompile(`<[^>]*>`)
	var out []string
	for _, r := range strings.Split(body, "<tr")[1:] {
		out = append(out, unescape(tags.ReplaceAllString("<tr"+r, "")))
	}
	return out
}

func unescape(s string) string {
	return strings.NewReplacer("&#34;", `"`, "&quot;", `"`, "&lt;", "<", "&gt;", ">", "&#39;", "'", "&amp;", "&").Replace(s)
}
