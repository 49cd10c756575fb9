package project

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func mkdir(t *testing.T, parts ...string) string {
	t.Helper()
	p := filepath.Join(parts...)
	if err := os.MkdirAll(p, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// The walk Claude Code 2.1.330 makes for .claude/agents, as observed: in a
// git work tree up to its root and no further; outside git up to the
// filesystem root, except that it stops below home.
func TestDirs(t *testing.T) {
	base := t.TempDir()
	repo := mkdir(t, base, "repo")
	mkdir(t, repo, ".git")
	deep := mkdir(t, repo, "sub", "deeper")
	linked := mkdir(t, base, "worktree")
	if err := os.WriteFile(filepath.Join(linked, ".git"), []byte("gitdir: ../repo/.git/worktrees/w\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	home := mkdir(t, base, "home")
	underHome := mkdir(t, home, "work", "sub")

	for _, c := range []struct {
		name, dir, home string
		want            []string
	}{
		{"repo root", repo, "", []string{repo}},
		{"subfolder up to the git root", deep, "", []string{deep, filepath.Dir(deep), repo}},
		{"linked work tree (.git file)", linked, "", []string{linked}},
		{"under home, outside git: stops below home", underHome, home, []string{underHome, filepath.Dir(underHome)}},
		{"home itself", home, home, nil}, // checked below: home, then up to the root
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Dirs(c.dir, c.home)
			if c.want == nil {
				if len(got) < 2 || got[0] != c.dir || got[len(got)-1] != filepath.Dir(got[len(got)-1]) {
					t.Fatalf("Dirs(%s) = %v, want it and its parents to the root", c.dir, got)
				}
				return
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("Dirs(%s) = %v, want %v", c.dir, got, c.want)
			}
		})
	}
	if got := Dirs("", ""); got != nil {
		t.Errorf(`Dirs("") = %v`, got)
	}
}

func TestFindAndRoot(t *testing.T) {
	repo := t.TempDir()
	mkdir(t, repo, ".git")
	deep := mkdir(t, repo, "a", "b")
	mkdir(t, repo, "a", ".claude", "team-hook")
	has := func(d string) bool {
		_, err := os.Stat(filepath.Join(d, ".claude", "team-hook"))
		return err == nil
	}
	got, ok := Find(deep, "", has)
	if want := filepath.Join(repo, "a"); !ok || got != want {
		t.Fatalf("Find = %q, %v; want the nearest folder with a ledger, %q", got, ok, want)
	}
	if _, ok := Find(deep, "", func(string) bool { return false }); ok {
		t.Fatal("Find found something that is nowhere")
	}
	if got := Root(deep); got != repo {
		t.Fatalf("Root(%s) = %q, want the git root %q", deep, got, repo)
	}
	plain := t.TempDir()
	if got := Root(plain); got != plain {
		t.Fatalf("Root outside git = %q, want the folder itself", got)
	}
}
