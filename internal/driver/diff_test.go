package driver

import "testing"

func TestFixHunkHeaders(t *testing.T) {
	in := "--- a.go\n+++ a.go\n@@ -24,10 +24,11 @@\n x\n@@ -38,7 +36,7 @@\n y\n@@ -50,3 +47,1 @@\n z\n@@ -60,2 +57,2 @@\n"
	want := "--- a.go\n+++ a.go\n@@ -24,10 +24,11 @@\n x\n@@ -38,7 +39,7 @@\n y\n@@ -50,3 +51,1 @@\n z\n@@ -60,2 +59,2 @@\n"
	if got := fixHunkHeaders(in); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
