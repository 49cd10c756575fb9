package release

import (
	"archive/zip"
	"bytes"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/version"
)

var (
	buildOnce sync.Once
	built     Result
	builtErr  error
	builtDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// repo is the module root.
func repo(t *testing.T) string {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

var commitTime = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

// release is a full release of this source, built once per test binary.
func release(t *testing.T) Result {
	t.Helper()
	if testing.Short() {
		t.Skip("cross-compiles six binaries")
	}
	buildOnce.Do(func() {
		builtDir, builtErr = os.MkdirTemp("", "team-hook-release-test-")
		if builtErr == nil {
			built, builtErr = Build(Options{Source: repo(t), Out: filepath.Join(builtDir, "a", "dist"), Commit: "0123456789abcdef0123456789abcdef01234567", Time: commitTime})
		}
	})
	if builtErr != nil {
		t.Fatal(builtErr)
	}
	return built
}

// Two builds of the same source are byte-identical: the second from a copy
// of the source at another path, with a Go build cache of its own, so
// that neither paths nor cached objects can leak into the binaries.
func TestBuildIsReproducible(t *testing.T) {
	a := release(t)
	src := filepath.Join(t.TempDir(), "elsewhere", "team-hook")
	files, err := exec.Command("git", "-C", repo(t), "ls-files", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Skip("not a git checkout: ", err)
	}
	for _, f := range strings.Fields(string(files)) {
		if fi, err := os.Stat(filepath.Join(repo(t), f)); err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if err := copyFile(filepath.Join(repo(t), f), filepath.Join(src, f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(filepath.Join(src, "bin", "team-hook"), 0o755)
	b, err := Build(Options{
		Source: src, Out: filepath.Join(t.TempDir(), "dist"), Commit: "0123456789abcdef0123456789abcdef01234567", Time: commitTime,
		Env: []string{"GOCACHE=" + t.TempDir(), "GOFLAGS=-mod=mod", "GOPROXY=off"},
	})
	if err != nil {
		t.Fatal(err)
	}
	filesA, filesB := digests(t, filepath.Dir(a.Zip)), digests(t, filepath.Dir(b.Zip))
	if len(filesA) == 0 || len(filesA) != len(filesB) {
		t.Fatalf("the builds hold different files: %d and %d", len(filesA), len(filesB))
	}
	for name, sum := range filesA {
		if filesB[name] != sum {
			t.Errorf("%s differs between two builds of the same source", name)
		}
	}
	if a.ZipSum != b.ZipSum {
		t.Errorf("zip sha256 %s and %s", a.ZipSum, b.ZipSum)
	}
}

func digests(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[rel], err = install.FileSum(p)
		return err
	})
	return out
}

// The release's checksum files verify with sha256sum itself, and name
// every binary.
func TestSumsVerify(t *testing.T) {
	r := release(t)
	for _, dir := range []string{filepath.Dir(r.Zip), r.Plugin} {
		sums, err := install.ReadSums(filepath.Join(dir, install.SumsFile))
		if err != nil {
			t.Fatal(err)
		}
		for file, want := range sums {
			if got, err := install.FileSum(filepath.Join(dir, file)); err != nil || got != want {
				t.Errorf("%s: %s, SHA256SUMS says %s (%v)", file, got, want, err)
			}
		}
		if _, err := exec.LookPath("sha256sum"); err == nil {
			cmd := exec.Command("sha256sum", "-c", "--strict", install.SumsFile)
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("sha256sum -c in %s: %v\n%s", dir, err, out)
			}
		}
	}
	sums, _ := install.ReadSums(filepath.Join(r.Plugin, install.SumsFile))
	for _, p := range install.Platforms {
		if _, ok := sums[p.Binary()]; !ok {
			t.Errorf("SHA256SUMS lacks %s", p.Binary())
		}
	}
	if len(sums) != len(install.Platforms) {
		t.Errorf("SHA256SUMS lists %d files, want the %d binaries", len(sums), len(install.Platforms))
	}
	data, _ := os.ReadFile(r.Zip + ".sha256")
	if want := r.ZipSum + "  " + filepath.Base(r.Zip) + "\n"; string(data) != want {
		t.Errorf("%s.sha256 = %q, want %q", r.Zip, data, want)
	}
}

// The zip keeps Unix modes: unzipped, the launcher and the binaries are
// executable (a zip without modes installs them 0644, and hooks fail with
// EACCES). It holds the plugin tree under one folder, which the client
// strips.
func TestZipKeepsModes(t *testing.T) {
	r := release(t)
	zr, err := zip.OpenReader(r.Zip)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	prefix := "team-hook-" + version.Version + "/"
	modes := map[string]fs.FileMode{}
	for _, f := range zr.File {
		if !strings.HasPrefix(f.Name, prefix) {
			t.Errorf("entry %s is outside %s", f.Name, prefix)
		}
		modes[strings.TrimPrefix(f.Name, prefix)] = f.Mode()
	}
	for _, exe := range []string{install.Launcher, install.WindowsEntry, install.Platforms[0].Binary(), install.Platforms[3].Binary(), install.Platforms[5].Binary()} {
		if modes[exe].Perm() != 0o755 {
			t.Errorf("%s is stored with mode %v, want 0755", exe, modes[exe])
		}
	}
	if modes[".claude-plugin/plugin.json"].Perm() != 0o644 || modes["hooks/hooks.json"].Perm() != 0o644 {
		t.Errorf("plain files are stored with modes %v and %v, want 0644", modes[".claude-plugin/plugin.json"], modes["hooks/hooks.json"])
	}
	if _, err := exec.LookPath("unzip"); err != nil {
		t.Skip("unzip not installed")
	}
	dir := t.TempDir()
	if out, err := exec.Command("unzip", "-q", r.Zip, "-d", dir).CombinedOutput(); err != nil {
		t.Fatalf("unzip: %v\n%s", err, out)
	}
	for _, exe := range []string{install.Launcher, install.Platforms[0].Binary(), install.Platforms[1].Binary()} {
		fi, err := os.Stat(filepath.Join(dir, prefix, exe))
		if err != nil || fi.Mode().Perm()&0o111 == 0 {
			t.Errorf("unzipped %s is not executable: %v", exe, err)
		}
	}
	for file, sum := range digests(t, r.Plugin) {
		if got, _ := install.FileSum(filepath.Join(dir, prefix, file)); got != sum {
			t.Errorf("unzipped %s differs from the tree's", file)
		}
	}
}

// Every binary is of its platform's format and CPU and linked statically;
// the Linux ones run, arm64 under qemu-user where the machine has it.
func TestBinariesAreOfTheirPlatform(t *testing.T) {
	r := release(t)
	for _, p := range install.Platforms {
		name := filepath.Join(r.Plugin, filepath.FromSlash(p.Binary()))
		switch p.OS {
		case "linux":
			f, err := elf.Open(name)
			if err != nil {
				t.Fatalf("%s: %v", p.Binary(), err)
			}
			want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[p.Arch]
			if f.Machine != want {
				t.Errorf("%s: machine %v, want %v", p.Binary(), f.Machine, want)
			}
			for _, prog := range f.Progs {
				if prog.Type == elf.PT_INTERP {
					t.Errorf("%s asks for a dynamic loader: not static", p.Binary())
				}
			}
			if f.Section(".symtab") != nil {
				t.Errorf("%s has a symbol table: not stripped", p.Binary())
			}
			f.Close()
		case "darwin":
			f, err := macho.Open(name)
			if err != nil {
				t.Fatalf("%s: %v", p.Binary(), err)
			}
			want := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[p.Arch]
			if f.Cpu != want || f.Type != macho.TypeExec {
				t.Errorf("%s: cpu %v type %v, want %v executable", p.Binary(), f.Cpu, f.Type, want)
			}
			f.Close()
		case "windows":
			f, err := pe.Open(name)
			if err != nil {
				t.Fatalf("%s: %v", p.Binary(), err)
			}
			want := map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64}[p.Arch]
			if f.Machine != want || f.Characteristics&pe.IMAGE_FILE_EXECUTABLE_IMAGE == 0 {
				t.Errorf("%s: machine %#x, want %#x, an executable image", p.Binary(), f.Machine, want)
			}
			f.Close()
		}
		if p.OS != "linux" || runtime.GOOS != "linux" {
			continue
		}
		var cmd *exec.Cmd
		switch {
		case p.Arch == runtime.GOARCH:
			cmd = exec.Command(name, "version")
		default:
			qemu := ""
			for _, q := range []string{"qemu-" + map[string]string{"arm64": "aarch64", "amd64": "x86_64"}[p.Arch] + "-static", "qemu-" + map[string]string{"arm64": "aarch64", "amd64": "x86_64"}[p.Arch]} {
				if path, err := exec.LookPath(q); err == nil {
					qemu = path
					break
				}
			}
			if qemu == "" {
				t.Logf("%s not run: no qemu-user on this machine (format and CPU checked)", p.Binary())
				continue
			}
			cmd = exec.Command(qemu, name, "version")
		}
		out, err := cmd.Output()
		want := "team-hook " + version.Version + " (0123456789abcdef0123456789abcdef01234567) linux/" + p.Arch
		if err != nil || !strings.HasPrefix(string(out), want) {
			t.Errorf("%s version: %q %v, want %q", p.Binary(), out, err, want)
		}
	}
}

// The tree is a plugin: the manifest without network hosts, hooks.json,
// the launcher, and no marketplace catalogue.
func TestTreeIsThePlugin(t *testing.T) {
	r := release(t)
	data, err := os.ReadFile(filepath.Join(r.Plugin, ".claude-plugin", "plugin.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m["network"]; ok {
		t.Error("plugin.json declares network hosts: the plugin needs no network")
	}
	if m["version"] != version.Version {
		t.Errorf("plugin.json version %v, want %s", m["version"], version.Version)
	}
	for _, f := range []string{
		"hooks/hooks.json", "agents/questioner.md", "skills/agent-open-questions/SKILL.md", install.Launcher,
		// what Copilot CLI and Codex CLI read instead of hooks.json
		".github/plugin/plugin.json", "hooks/copilot.json", ".codex-plugin/plugin.json", "hooks/codex.json",
		// the licence and the third-party notices travel with the binaries
		"LICENSE", "NOTICE",
	} {
		if _, err := os.Stat(filepath.Join(r.Plugin, f)); err != nil {
			t.Errorf("the tree lacks %s", f)
		}
	}
	for _, f := range []string{".github/plugin/plugin.json", ".codex-plugin/plugin.json"} {
		var host map[string]any
		data, err := os.ReadFile(filepath.Join(r.Plugin, f))
		if err != nil || json.Unmarshal(data, &host) != nil || host["version"] != m["version"] {
			t.Errorf("%s: version %v (%v), want %v as .claude-plugin/plugin.json", f, host["version"], err, m["version"])
		}
	}
	// The tree is its own marketplace, with the release as its only plugin
	// (never the development entry, which builds from source).
	data, err = os.ReadFile(filepath.Join(r.Plugin, ".claude-plugin", "marketplace.json"))
	if err != nil {
		t.Fatal(err)
	}
	var market struct {
		Name    string
		Plugins []map[string]any
	}
	if err := json.Unmarshal(data, &market); err != nil || market.Name != "team-hook" || len(market.Plugins) != 1 ||
		market.Plugins[0]["name"] != "team" || market.Plugins[0]["source"] != "./" || market.Plugins[0]["version"] != version.Version {
		t.Errorf("the tree's marketplace: %v\n%s", err, data)
	}
	for _, f := range []string{"go.mod", "cmd", "internal", "third_party"} {
		if _, err := os.Stat(filepath.Join(r.Plugin, f)); err == nil {
			t.Errorf("the tree holds %s", f)
		}
	}
	if claude, err := exec.LookPath("claude"); err == nil {
		if out, err := exec.Command(claude, "plugin", "validate", "--strict", r.Plugin).CombinedOutput(); err != nil {
			t.Errorf("claude plugin validate --strict %s: %v\n%s", r.Plugin, err, out)
		}
	}
}

// SetEntry replaces the entry of the same name (the repository's own
// team entry, the source, until the first release), keeps every other
// entry, and replaces it in place on the next release.
func TestSetEntry(t *testing.T) {
	base := []byte(`{"name":"team-hook","owner":{"name":"o"},"metadata":{"description":"d"},"plugins":[{"name":"team","source":"./","version":"0.1.0"},{"name":"other","source":"./other"}]}`)
	one, err := SetEntry(base, GitEntry("0.1.0", "https://example.invalid/r.git", "v0.1.0", strings.Repeat("a", 40)))
	if err != nil {
		t.Fatal(err)
	}
	two, err := SetEntry(one, ArchiveEntry("0.2.0", "https://example.invalid/r.zip", strings.Repeat("b", 64)))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Name     string
		Metadata map[string]string
		Plugins  []map[string]any
	}
	if err := json.Unmarshal(two, &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "team-hook" || m.Metadata["description"] != "d" || len(m.Plugins) != 2 {
		t.Fatalf("%s", two)
	}
	if m.Plugins[0]["name"] != "team" || m.Plugins[0]["version"] != "0.2.0" || m.Plugins[1]["name"] != "other" {
		t.Fatalf("%s", two)
	}
	if src := m.Plugins[0]["source"].(map[string]any); src["source"] != "archive" || src["sha256"] != strings.Repeat("b", 64) {
		t.Fatalf("%s", two)
	}
	if !bytes.HasSuffix(two, []byte("}\n")) {
		t.Error("no final newline")
	}
	if _, err := SetEntry([]byte(`{"name":"x","plugins":[],"typo":1}`), GitEntry("1", "u", "r", "s")); err == nil {
		t.Error("an unknown field would be dropped silently")
	}
}
