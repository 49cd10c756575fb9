package install

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/version"
)

func write(t *testing.T, root, rel, content string, mode os.FileMode) string {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

func sourceTree(t *testing.T) string {
	root := t.TempDir()
	write(t, root, "go.mod", "module m\n", 0o644)
	write(t, root, "go.sum", "", 0o644)
	write(t, root, "cmd/team-hook/main.go", "package main\n", 0o644)
	write(t, root, "internal/a/a.go", "package a\n", 0o644)
	return root
}

// The key follows what the binary is built from, and nothing else.
func TestSourceKey(t *testing.T) {
	root := sourceTree(t)
	key := func() string {
		k, err := SourceKey(root)
		if err != nil || len(k) != 16 {
			t.Fatalf("SourceKey: %q %v", k, err)
		}
		return k
	}
	k0 := key()
	write(t, root, "internal/a/a_test.go", "package a\n", 0o644)
	write(t, root, "internal/a/testdata/x.go", "package x\n", 0o644)
	write(t, root, "README.md", "words\n", 0o644)
	write(t, root, "e2e/e.go", "package e\n", 0o644)
	write(t, root, "third_party/m/m_test.go", "package m\n", 0o644)
	write(t, root, "third_party/m/PATCHES.md", "words\n", 0o644)
	if k := key(); k != k0 {
		t.Errorf("tests, test data and files outside cmd/, internal/ and third_party/ changed the key")
	}
	for _, change := range []struct{ file, content string }{
		{"internal/a/a.go", "package a\n\nfunc A() {}\n"},
		{"internal/b/b.go", "package b\n"},
		{"go.sum", "m v1 h1:x\n"},
		{"third_party/m/m.go", "package m\n"},
		{"third_party/m/go.mod", "module m\n"},
	} {
		before := key()
		write(t, root, change.file, change.content, 0o644)
		if key() == before {
			t.Errorf("changing %s kept the key", change.file)
		}
	}
}

// bin/team-hook computes the same key with find, sort and sha256sum.
func TestSourceKeyAgreesWithTheLauncher(t *testing.T) {
	if _, err := exec.LookPath("sha256sum"); err != nil {
		t.Skip("sha256sum not installed")
	}
	root, _ := filepath.Abs("../..")
	launcher, err := os.ReadFile(filepath.Join(root, "bin", "team-hook"))
	if err != nil {
		t.Fatal(err)
	}
	// The launcher's own sourcekey function, run on its own.
	text := string(launcher)
	start := strings.Index(text, "sourcekey() (")
	end := strings.Index(text[start:], "\n)\n")
	if start < 0 || end < 0 {
		t.Fatal("bin/team-hook has no sourcekey function")
	}
	script := text[start:start+end+3] + "sourcekey\n"
	cmd := exec.Command("sh", "-c", "root=$1; "+script, "sh", root)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	want, err := SourceKey(root)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(out)); got != want {
		t.Errorf("the launcher's key %q, SourceKey's %q", got, want)
	}
}

func TestCheckSource(t *testing.T) {
	root := sourceTree(t)
	key, _ := SourceKey(root)
	defer func(s string) { version.Source = s }(version.Source)
	for _, tc := range []struct {
		source string
		ok     bool
		want   string
	}{
		{key, true, "built from the source in " + root + " as it is now"},
		{"0000000000000000", false, "bin/team-hook builds the new one on its next run"},
		{"", false, "was not built by bin/team-hook"},
	} {
		version.Source = tc.source
		ok, detail := Check(root, "")
		if ok != tc.ok || !strings.Contains(detail, tc.want) {
			t.Errorf("Source %q: %v %q, want %v and %q", tc.source, ok, detail, tc.ok, tc.want)
		}
	}
}

func TestCheckRelease(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the Windows entry is checked without a launcher")
	}
	root := t.TempDir()
	p := Platform{runtime.GOOS, runtime.GOARCH}
	exe := write(t, root, p.Binary(), "the binary", 0o755)
	sum, _ := FileSum(exe)
	write(t, root, SumsFile, string(FormatSums(map[string]string{p.Binary(): sum})), 0o644)
	write(t, root, Launcher, "#!/bin/sh\n", 0o755)

	ok, detail := Check(root, exe)
	if !ok || !strings.Contains(detail, "matches SHA256SUMS") || !strings.Contains(detail, "still the launcher") {
		t.Errorf("before the first event: %v %q", ok, detail)
	}
	write(t, root, Launcher, "the binary", 0o755)
	ok, detail = Check(root, filepath.Join(root, Launcher))
	if !ok || !strings.Contains(detail, "with no shell in front") {
		t.Errorf("after the first event: %v %q", ok, detail)
	}
	write(t, root, Launcher, "another binary", 0o755)
	if ok, detail = Check(root, exe); ok || !strings.Contains(detail, "reinstall") {
		t.Errorf("a changed bin/team-hook: %v %q", ok, detail)
	}
	other := write(t, t.TempDir(), "x", "not the release's", 0o755)
	if ok, detail = Check(root, other); ok || !strings.Contains(detail, "is not the release's "+p.Binary()) {
		t.Errorf("another binary: %v %q", ok, detail)
	}
	if ok, detail = Check(t.TempDir(), exe); ok || !strings.Contains(detail, "neither a release") {
		t.Errorf("an empty folder: %v %q", ok, detail)
	}
}

func TestReadSumsRejectsGarbage(t *testing.T) {
	p := write(t, t.TempDir(), SumsFile, "not a checksum line\n", 0o644)
	if _, err := ReadSums(p); err == nil {
		t.Error("a malformed SHA256SUMS was read")
	}
}
