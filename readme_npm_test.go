package architecture_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// README's client installs for the tests (npm install of Claude Code and
// the other hosts' clients) leave the checkout as it was: git status
// prints nothing after them. Run with the real npm, offline: each package
// README names is replaced by a local package of the same name and
// version, so what is checked is what npm writes for README's flags
// (--no-save, --prefix), not the registry.
func TestReadmeClientInstallsKeepTheTreeClean(t *testing.T) {
	if testing.Short() {
		t.Skip("runs npm")
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed")
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range regexp.MustCompile("npm install[^`\n]*").FindAllString(string(readme), -1) {
		l = strings.TrimSpace(l)
		if strings.Contains(l, " -g") || strings.Contains(l, "--global") {
			continue // a global install is outside the checkout
		}
		lines = append(lines, l)
	}
	if len(lines) == 0 {
		t.Fatal("README has no npm install line")
	}
	gitignore, err := os.ReadFile(".gitignore")
	if err != nil {
		t.Fatal(err)
	}

	home := t.TempDir()
	env := append(os.Environ(), "HOME="+home, "npm_config_cache="+filepath.Join(home, "cache"),
		"npm_config_userconfig="+filepath.Join(home, "npmrc"), "npm_config_update_notifier=false")
	packs := t.TempDir()
	pkg := regexp.MustCompile(`^(@[a-z0-9-]+/[a-z0-9.-]+|[a-z0-9.-]+)@([0-9][0-9A-Za-z.-]*)$`)
	local := map[string]string{}
	pack := func(spec string, m []string) string {
		if p, ok := local[spec]; ok {
			return p
		}
		dir := filepath.Join(packs, strings.NewReplacer("@", "", "/", "-").Replace(spec))
		os.MkdirAll(dir, 0o755)
		manifest, _ := json.Marshal(map[string]any{"name": m[1], "version": m[2], "bin": map[string]string{filepath.Base(m[1]): "cli.js"}})
		os.WriteFile(filepath.Join(dir, "package.json"), manifest, 0o644)
		os.WriteFile(filepath.Join(dir, "cli.js"), []byte("#!/usr/bin/env node\n"), 0o755)
		cmd := exec.Command(npm, "pack", "--silent", "--pack-destination", packs)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("npm pack %s: %v", spec, err)
		}
		local[spec] = filepath.Join(packs, strings.TrimSpace(string(out)))
		return local[spec]
	}

	// A checkout: what git tracks here is irrelevant, what it ignores is not.
	repo := t.TempDir()
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = repo
		cmd.Env = append(env, "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	git("init", "-q")
	os.WriteFile(filepath.Join(repo, ".gitignore"), gitignore, 0o644)
	git("add", ".gitignore")
	git("commit", "-qm", "checkout")

	for _, line := range lines {
		args := strings.Fields(line)[1:] // after npm
		for i, a := range args {
			if m := pkg.FindStringSubmatch(a); m != nil {
				args[i] = pack(a, m)
			}
		}
		args = append(args, "--offline", "--no-audit", "--no-fund", "--loglevel=error")
		cmd := exec.Command(npm, args...)
		cmd.Dir, cmd.Env = repo, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", line, err, out)
		}
		if status := git("status", "--porcelain", "--untracked-files=all"); status != "" {
			t.Errorf("README's %q leaves the checkout changed:\n%s", line, status)
		}
	}
}
