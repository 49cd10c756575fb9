package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/testwait"
)

// A developer's install: a clone of the repository as a directory
// marketplace, `claude plugin install team@team-hook`, no binary
// anywhere. Claude Code runs the plugin from the clone itself; the first
// session's SessionStart starts the build in the background, into the
// user's cache and never into the clone, and a subagent stop that comes
// while it runs waits for it. The next session is enforced by the build of
// exactly this source.
func TestDevelopmentInstallBuildsOnFirstUse(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the hook from source")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go not on PATH")
	}
	t.Parallel()

	// The marketplace: the repository's tracked files, as a user clones it.
	market := t.TempDir()
	root := repoRoot(t)
	files, err := exec.Command("git", "-C", root, "ls-files").Output()
	if err != nil {
		t.Skip("not a git checkout: ", err)
	}
	for _, f := range strings.Fields(string(files)) {
		if strings.HasPrefix(f, "e2e/") || strings.Contains(f, "/testdata/") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			continue // deleted in the work tree
		}
		info, _ := os.Stat(filepath.Join(root, f))
		dst := filepath.Join(market, f)
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, data, info.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := listTree(market)

	c := client{t: t, home: t.TempDir(), path: os.Getenv("PATH")}
	c.must("plugin", "marketplace", "add", market)
	mustContain(t, "plugin install", c.must("plugin", "install", "team@team-hook"), "team@team-hook")

	// The build reuses this machine's Go caches rather than a cold HOME's.
	var goCaches []string
	for _, k := range []string{"GOCACHE", "GOMODCACHE"} {
		if v, err := exec.Command("go", "env", k).Output(); err == nil {
			goCaches = append(goCaches, k+"="+strings.TrimSpace(string(v)))
		}
	}
	key, err := install.SourceKey(market)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(c.home, ".cache", "team-hook", "build", "team-hook-"+key)

	// Session 1: SessionStart starts the build; the session is not held up.
	first := newSession(t, releaseScript)
	first.home, first.plugin, first.env = c.home, "", goCaches
	first.run("Set up the storage layer.")

	for !exists(bin) || exists(filepath.Join(filepath.Dir(bin), "build-"+key+".lock")) {
		if testwait.Expired(t) {
			data, _ := os.ReadFile(filepath.Join(filepath.Dir(bin), "build-"+key+".log"))
			t.Fatalf("the first session did not build %s; log:\n%s", bin, data)
		}
		time.Sleep(250 * time.Millisecond)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil || !strings.Contains(string(out), "(source "+key+")") {
		t.Errorf("%s version: %q %v", bin, out, err)
	}
	// Nothing was written into the clone.
	if after, _ := listTree(market); strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Errorf("the build wrote into the clone:\nbefore %v\nafter  %v", before, after)
	}

	// Session 2: the contract is enforced.
	second := newSession(t, releaseScript)
	second.home, second.plugin = c.home, ""
	second.run("Set up the storage layer.")
	id := onlyAgent(t, second.api)
	sub := second.api.Subagent(id)
	if len(sub) < 2 {
		t.Fatalf("the subagent made %d requests: the installed plugin did not block its deferral", len(sub))
	}
	mustContain(t, "the block reason", feedback(t, sub[1]), strings.TrimSuffix(deferral, "."))
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
