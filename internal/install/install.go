// Package install owns what a team-hook installation is made of and how to
// tell whether the binary running is the right one for it: a release (the
// prebuilt binaries under libexec/, listed in SHA256SUMS) or a source tree
// (its binary named by the hash of its Go source, as bin/team-hook builds
// it).
package install

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/version"
)

// SumsFile lists the SHA-256 of every binary of a release, in the format
// of sha256sum: "<hex>  <path relative to the plugin root>".
const SumsFile = "SHA256SUMS"

// Platform is one OS and CPU a release ships a binary for.
type Platform struct{ OS, Arch string }

// Platforms are the ones a release ships, in the order they are built.
var Platforms = []Platform{
	{"linux", "amd64"},
	{"linux", "arm64"},
	{"darwin", "amd64"},
	{"darwin", "arm64"},
	{"windows", "amd64"},
	{"windows", "arm64"},
}

// Binary is where a release keeps the binary for p, relative to the root.
// The windows/amd64 one is the Windows entry itself.
func (p Platform) Binary() string {
	if p == (Platform{"windows", "amd64"}) {
		return WindowsEntry
	}
	name := "libexec/team-hook-" + p.OS + "-" + p.Arch
	if p.OS == "windows" {
		name += ".exe"
	}
	return name
}

// WindowsEntry is the binary Windows starts for hooks.json's command: an
// exec-form command without an extension resolves to <command>.exe there.
// It is the amd64 build, which Windows on arm64 runs too.
const WindowsEntry = "bin/team-hook.exe"

// Launcher is the command hooks.json runs.
const Launcher = "bin/team-hook"

// Kind is what a plugin folder holds.
type Kind int

const (
	// Unknown holds neither a release nor source.
	Unknown Kind = iota
	// Release holds prebuilt binaries and SHA256SUMS.
	Release
	// Source holds the Go source bin/team-hook builds from.
	Source
)

// KindOf tells what the plugin folder root holds.
func KindOf(root string) Kind {
	if isFile(filepath.Join(root, SumsFile)) {
		return Release
	}
	if isFile(filepath.Join(root, "go.mod")) && isDir(filepath.Join(root, "cmd", "team-hook")) {
		return Source
	}
	return Unknown
}

// FileSum is the hex SHA-256 of a file.
func FileSum(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ReadSums reads a SHA256SUMS file into path → hex digest.
func ReadSums(name string) (map[string]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		sum, file, ok := strings.Cut(sc.Text(), "  ")
		if !ok || len(sum) != 64 || file == "" {
			return nil, fmt.Errorf("%s:%d: not a sha256sum line: %q", name, n, sc.Text())
		}
		sums[file] = sum
	}
	return sums, sc.Err()
}

// FormatSums writes sums in sha256sum's format, sorted by path.
func FormatSums(sums map[string]string) []byte {
	var b strings.Builder
	for _, file := range slices.Sorted(maps.Keys(sums)) {
		fmt.Fprintf(&b, "%s  %s\n", sums[file], file)
	}
	return []byte(b.String())
}

// SourceKey is the name of the build of the source tree at root: the
// first 16 hex digits of the SHA-256 of sha256sum's listing of go.mod,
// go.sum and the Go files under cmd/ and internal/, and the modules copied
// under third_party/ (their go.mod and Go files; tests and test data
// aside), sorted by path. bin/team-hook computes the same with find, sort
// and sha256sum.
func SourceKey(root string) (string, error) {
	var files []string
	for _, f := range []string{"go.mod", "go.sum"} {
		if isFile(filepath.Join(root, f)) {
			files = append(files, f)
		}
	}
	for _, dir := range []string{"cmd", "internal", "third_party"} {
		if !isDir(filepath.Join(root, dir)) {
			continue // as find, which lists what there is
		}
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			rel = filepath.ToSlash(rel)
			if !d.Type().IsRegular() {
				return nil
			}
			// find's test: -name go.mod -o -name go.sum -o a Go file that is
			// no test and not under testdata.
			if name := path.Base(rel); name != "go.mod" && name != "go.sum" &&
				(!strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") ||
					strings.Contains("/"+path.Dir(rel)+"/", "/testdata/")) {
				return nil
			}
			files = append(files, rel)
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	slices.Sort(files)
	var listing strings.Builder
	for _, f := range files {
		sum, err := FileSum(filepath.Join(root, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&listing, "%s  %s\n", sum, f)
	}
	h := sha256.Sum256([]byte(listing.String()))
	return hex.EncodeToString(h[:])[:16], nil
}

// Check tells whether exe, the binary running, is the one the plugin at
// root runs, and says so in a sentence that names the fix when it is not.
func Check(root, exe string) (bool, string) {
	switch KindOf(root) {
	case Release:
		return checkRelease(root, exe)
	case Source:
		return checkSource(root)
	}
	return false, fmt.Sprintf("%s holds neither a release (%s) nor the Go source: reinstall the plugin", root, SumsFile)
}

func checkRelease(root, exe string) (bool, string) {
	sums, err := ReadSums(filepath.Join(root, SumsFile))
	if err != nil {
		return false, fmt.Sprintf("cannot read the release's checksums: %v; reinstall the plugin", err)
	}
	p := Platform{runtime.GOOS, runtime.GOARCH}
	entry := p.Binary()
	want, ok := sums[entry]
	if !ok {
		return false, fmt.Sprintf("this release has no binary for %s/%s (%s lists none)", p.OS, p.Arch, SumsFile)
	}
	got, err := FileSum(exe)
	if err != nil {
		return false, fmt.Sprintf("cannot read this binary: %v", err)
	}
	if got != want {
		return false, fmt.Sprintf("this binary (%s) is not the release's %s: its SHA-256 is %s, %s says %s; reinstall the plugin", exe, entry, got, SumsFile, want)
	}
	detail := fmt.Sprintf("team-hook %s, the release's binary for %s/%s, matches %s", version.String(), p.OS, p.Arch, SumsFile)
	if p.OS == "windows" {
		return true, detail
	}
	launcher := filepath.Join(root, Launcher)
	switch isScript(launcher) {
	case true:
		return true, detail + "; bin/team-hook is still the launcher: it checks and installs the binary on the next hook event"
	default:
		sum, err := FileSum(launcher)
		if err != nil || sum != want {
			return false, fmt.Sprintf("%s is neither the launcher nor the release's binary for %s/%s: reinstall the plugin", launcher, p.OS, p.Arch)
		}
		return true, detail + "; hooks start it with no shell in front"
	}
}

func checkSource(root string) (bool, string) {
	key, err := SourceKey(root)
	if err != nil {
		return false, fmt.Sprintf("cannot hash the source in %s: %v", root, err)
	}
	switch version.Source {
	case key:
		return true, fmt.Sprintf("team-hook %s, built from the source in %s as it is now", version.String(), root)
	case "":
		return false, fmt.Sprintf("this binary was not built by bin/team-hook from the source in %s (source %s): run bin/team-hook from there to build it", root, key)
	}
	return false, fmt.Sprintf("this binary was built from other source (%s) than the one in %s now (%s): bin/team-hook builds the new one on its next run", version.Source, root, key)
}

// isScript tells whether the file starts with "#!".
func isScript(name string) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 2)
	n, _ := io.ReadFull(f, head)
	return n == 2 && string(head) == "#!"
}

func isFile(name string) bool {
	fi, err := os.Stat(name)
	return err == nil && fi.Mode().IsRegular()
}

func isDir(name string) bool {
	fi, err := os.Stat(name)
	return err == nil && fi.IsDir()
}
