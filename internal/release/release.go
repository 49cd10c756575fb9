// Package release builds what a team-hook release ships: the plugin tree
// with a static, stripped binary for every platform (install.Platforms)
// and their SHA256SUMS, a zip of that tree that keeps Unix modes, and the
// checksums of it all. Two builds of the same source are byte-identical.
package release

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"time"

	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/version"
)

// Options say what to build from, where to, and how to name it.
type Options struct {
	Source string    // the module root
	Out    string    // the output folder, emptied first
	Commit string    // embedded in the binaries (version.Commit)
	Time   time.Time // the time stored in the zip (the commit's)
	Go     string    // the go command; "go" when empty
	// Env is added to the go command's environment (GOCACHE, GOFLAGS).
	Env []string
	// Version overrides plugin.json's version in the tree; "" keeps it.
	Version string
	// Platforms to build; install.Platforms when nil.
	Platforms []install.Platform
}

// Result names what Build wrote.
type Result struct {
	Plugin  string // the plugin tree
	Zip     string // the zip of the plugin tree
	ZipSum  string // the zip's hex SHA-256
	Version string
}

// pluginFiles are the parts of the repository a release ships; the
// marketplace catalogue stays in the repository.
var pluginFiles = []string{
	".claude-plugin/plugin.json", ".claude-plugin/icon.png", "hooks", "agents", "skills", install.Launcher, "README.md", "CHANGELOG.md", "LICENSE", "NOTICE",
	// The manifests Codex CLI and Copilot CLI read before Claude Code's,
	// naming their own hooks files (docs/HOSTS.md).
	".codex-plugin/plugin.json", ".github/plugin/plugin.json",
}

// Build cross-compiles the binaries and assembles the release in o.Out:
//
//	plugin/                     the installable plugin tree, its own marketplace
//	plugin/libexec/team-hook-<os>-<arch>[.exe]
//	plugin/bin/team-hook.exe    the windows/amd64 binary, the Windows entry
//	plugin/SHA256SUMS           checksums of the binaries, for the launcher
//	team-hook-<version>.zip     the tree under team-hook-<version>/
//	team-hook-<version>.zip.sha256
//	SHA256SUMS                  checksums of the zip and every binary
func Build(o Options) (Result, error) {
	if o.Go == "" {
		o.Go = "go"
	}
	if o.Platforms == nil {
		o.Platforms = install.Platforms
	}
	var res Result
	if err := os.RemoveAll(o.Out); err != nil {
		return res, err
	}
	res.Plugin = filepath.Join(o.Out, "plugin")
	for _, f := range pluginFiles {
		if err := copyInto(o.Source, res.Plugin, f); err != nil {
			return res, err
		}
	}
	v, err := setVersion(filepath.Join(res.Plugin, ".claude-plugin", "plugin.json"), o.Version)
	if err != nil {
		return res, err
	}
	res.Version = v
	for _, m := range []string{".codex-plugin/plugin.json", ".github/plugin/plugin.json"} {
		if _, err := setVersion(filepath.Join(res.Plugin, filepath.FromSlash(m)), o.Version); err != nil {
			return res, err
		}
	}
	// The tree is its own marketplace, so a copy of it (the unpacked zip, a
	// folder carried to a machine without network) installs as
	// team@team-hook with nothing else.
	if err := WriteMarketplace(o.Source, res.Plugin, LocalEntry(v)); err != nil {
		return res, err
	}

	sums := map[string]string{}
	for _, p := range o.Platforms {
		out := filepath.Join(res.Plugin, filepath.FromSlash(p.Binary()))
		if err := compile(o, p, out); err != nil {
			return res, err
		}
		if sums[p.Binary()], err = install.FileSum(out); err != nil {
			return res, err
		}
	}
	if err := os.WriteFile(filepath.Join(res.Plugin, install.SumsFile), install.FormatSums(sums), 0o644); err != nil {
		return res, err
	}

	name := "team-hook-" + v
	res.Zip = filepath.Join(o.Out, name+".zip")
	if err := Zip(res.Plugin, name, o.Time, res.Zip); err != nil {
		return res, err
	}
	if res.ZipSum, err = install.FileSum(res.Zip); err != nil {
		return res, err
	}
	if err := os.WriteFile(res.Zip+".sha256", fmt.Appendf(nil, "%s  %s\n", res.ZipSum, name+".zip"), 0o644); err != nil {
		return res, err
	}
	all := map[string]string{name + ".zip": res.ZipSum}
	for file, sum := range sums {
		all["plugin/"+file] = sum
	}
	return res, os.WriteFile(filepath.Join(o.Out, install.SumsFile), install.FormatSums(all), 0o644)
}

// compile builds the binary for p: static, without paths or build IDs
// that vary from machine to machine, stripped, the commit embedded.
func compile(o Options, p install.Platform, out string) error {
	ldflags := "-s -w -buildid= -X github.com/team-hook/team-hook/internal/version.Commit=" + o.Commit
	cmd := exec.Command(o.Go, "build", "-trimpath", "-buildvcs=false", "-ldflags", ldflags, "-o", out, "./cmd/team-hook")
	cmd.Dir = o.Source
	// The CPU feature levels are pinned to their defaults, so a builder's
	// own settings cannot change the binaries.
	cmd.Env = append(append(os.Environ(), "CGO_ENABLED=0", "GOOS="+p.OS, "GOARCH="+p.Arch,
		"GOAMD64=v1", "GOARM64=v8.0", "GOEXPERIMENT="), o.Env...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build for %s/%s: %v\n%s", p.OS, p.Arch, err, msg)
	}
	return nil
}

// setVersion sets plugin.json's version when v is not empty, and returns
// the version the tree carries. The edit is textual, so the file keeps
// its layout.
func setVersion(manifest, v string) (string, error) {
	data, err := os.ReadFile(manifest)
	if err != nil {
		return "", err
	}
	old := `"version": "` + version.Version + `"`
	if !bytes.Contains(data, []byte(old)) {
		return "", fmt.Errorf("%s has no %s", manifest, old)
	}
	if v == "" {
		return version.Version, nil
	}
	data = bytes.Replace(data, []byte(old), []byte(`"version": "`+v+`"`), 1)
	return v, os.WriteFile(manifest, data, 0o644)
}

// Zip writes the tree at dir into a zip under the folder name, in path
// order, every entry with its Unix mode (0755 for executables and
// folders, 0644 for the rest) and the time t, so the same tree always
// gives the same bytes and installs with its executables executable.
func Zip(dir, name string, t time.Time, out string) error {
	if t.IsZero() {
		t = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	var entries []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel != "." {
			entries = append(entries, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		return err
	}
	slices.Sort(entries)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, rel := range append([]string{""}, entries...) {
		full := filepath.Join(dir, filepath.FromSlash(rel))
		fi, err := os.Stat(full)
		if err != nil {
			return err
		}
		h := &zip.FileHeader{Name: path.Join(name, rel), Method: zip.Deflate, Modified: t.UTC()}
		switch {
		case fi.IsDir():
			h.Name += "/"
			h.Method = zip.Store
			h.SetMode(fs.ModeDir | 0o755)
		case fi.Mode()&0o111 != 0:
			h.SetMode(0o755)
		default:
			h.SetMode(0o644)
		}
		w, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if fi.IsDir() {
			continue
		}
		data, err := os.ReadFile(full)
		if err != nil {
			return err
		}
		if _, err := w.Write(data); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// copyInto copies the file or tree rel from src into dst, with modes
// reduced to 0755 (executables) and 0644.
func copyInto(src, dst, rel string) error {
	from := filepath.Join(src, filepath.FromSlash(rel))
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		r, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, r)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", p)
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if fi.Mode()&0o111 != 0 {
			mode = 0o755
		}
		return copyFile(p, to, mode)
	})
}

func copyFile(from, to string, mode os.FileMode) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(to, data, mode); err != nil {
		return err
	}
	return os.Chmod(to, mode) // WriteFile keeps an existing file's mode and honours the umask
}

// Commit is the commit of the repository at dir, with "-dirty" when
// tracked files differ from it, and the commit's time.
func Commit(dir string) (string, time.Time, error) {
	out, err := exec.Command("git", "-C", dir, "log", "-1", "--format=%H %ct").Output()
	if err != nil {
		return "", time.Time{}, fmt.Errorf("git log: %w", err)
	}
	var sha string
	var secs int64
	if _, err := fmt.Sscan(string(out), &sha, &secs); err != nil {
		return "", time.Time{}, fmt.Errorf("git log printed %q", out)
	}
	if err := exec.Command("git", "-C", dir, "diff", "--quiet", "HEAD", "--").Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return "", time.Time{}, err
		}
		sha += "-dirty"
	}
	return sha, time.Unix(secs, 0).UTC(), nil
}

// Marketplace entries for a published release, as they go into
// .claude-plugin/marketplace.json's plugins list.

// GitEntry installs the release tree from a git repository at a pinned
// commit.
func GitEntry(v, url, ref, sha string) map[string]any {
	return map[string]any{
		"name":        "team",
		"source":      map[string]any{"source": "url", "url": url, "ref": ref, "sha": sha},
		"description": entryDescription,
		"version":     v,
	}
}

// LocalEntry installs the release tree from the folder that holds it.
func LocalEntry(v string) map[string]any {
	return map[string]any{"name": "team", "source": "./", "description": entryDescription, "version": v}
}

// WriteMarketplace writes dir/.claude-plugin/marketplace.json: the
// catalogue of the repository at root (its name, owner and metadata) with
// entry as its only plugin.
func WriteMarketplace(root, dir string, entry map[string]any) error {
	base, err := os.ReadFile(filepath.Join(root, ".claude-plugin", "marketplace.json"))
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(base, &m); err != nil {
		return err
	}
	m["plugins"] = []any{}
	base, err = json.Marshal(m)
	if err != nil {
		return err
	}
	data, err := SetEntry(base, entry)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, ".claude-plugin"), 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, ".claude-plugin", "marketplace.json"), data, 0o644)
}

// ArchiveEntry installs the release zip, refused unless its SHA-256
// matches.
func ArchiveEntry(v, url, sum string) map[string]any {
	return map[string]any{
		"name":        "team",
		"source":      map[string]any{"source": "archive", "url": url, "sha256": sum},
		"description": entryDescription,
		"version":     v,
	}
}

const entryDescription = "Enforces the open-questions envelope and the other subagent contracts on every subagent stop. Prebuilt, checksummed binaries: no Go needed."

// SetEntry returns the marketplace file data with its "team" entry set to
// e (added first when there is none), every other entry and field kept.
func SetEntry(data []byte, e map[string]any) ([]byte, error) {
	var m struct {
		Name     string            `json:"name"`
		Owner    json.RawMessage   `json:"owner,omitempty"`
		Metadata json.RawMessage   `json:"metadata,omitempty"`
		Plugins  []json.RawMessage `json:"plugins"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	raw, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	found := false
	for i, p := range m.Plugins {
		var named struct{ Name string }
		if err := json.Unmarshal(p, &named); err != nil {
			return nil, err
		}
		if named.Name == e["name"] {
			m.Plugins[i], found = raw, true
		}
	}
	if !found {
		m.Plugins = append([]json.RawMessage{raw}, m.Plugins...)
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
