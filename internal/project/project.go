// Package project finds a project the way Claude Code 2.1.330 does. A
// session's project is the folder it was started in ($CLAUDE_PROJECT_DIR);
// its agent definitions are read from the .claude/agents of that folder
// and of each parent up to the root of its git work tree (outside git, up
// to the home folder). A person running a command in a subfolder of a work
// tree means the project above it: the nearest of those folders that holds
// what the command looks for, else the work tree's root.
package project

import (
	"os"
	"path/filepath"
)

// Dirs lists, nearest first, the folders whose .claude/ Claude Code reads
// agents from when started in dir: dir, then its parents up to the root of
// the git work tree dir is in (the folder holding .git). Outside a work
// tree it goes up to the filesystem root, but not to home or above it when
// dir is under home (home's .claude is the user's own configuration).
func Dirs(dir, home string) []string {
	if dir == "" {
		return nil
	}
	dir = filepath.Clean(dir)
	if git := gitRoot(dir); git != "" {
		var out []string
		for d := dir; ; d = filepath.Dir(d) {
			out = append(out, d)
			if d == git {
				return out
			}
		}
	}
	if home != "" {
		home = filepath.Clean(home)
	}
	underHome := home != "" && dir != home && within(dir, home)
	out := []string{dir}
	for d := filepath.Dir(dir); ; d = filepath.Dir(d) {
		if underHome && d == home {
			return out
		}
		out = append(out, d)
		if filepath.Dir(d) == d {
			return out
		}
	}
}

// Find is the nearest of Dirs(dir, home) for which has holds.
func Find(dir, home string, has func(dir string) bool) (string, bool) {
	for _, d := range Dirs(dir, home) {
		if has(d) {
			return d, true
		}
	}
	return "", false
}

// Root is the folder a session was most likely started in when a person
// works in dir: the root of dir's git work tree, else dir itself.
func Root(dir string) string {
	if git, ok := WorkTree(dir); ok {
		return git
	}
	return filepath.Clean(dir)
}

// WorkTree is the root of the git work tree dir is in.
func WorkTree(dir string) (string, bool) {
	git := gitRoot(filepath.Clean(dir))
	return git, git != ""
}

// gitRoot is the nearest folder from dir up that holds .git (a folder, or
// the file of a linked work tree or submodule); "" outside git.
func gitRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// within reports whether dir is parent or one of its descendants.
func within(dir, parent string) bool {
	rel, err := filepath.Rel(parent, dir)
	return err == nil && rel != ".." && !filepath.IsAbs(rel) && (len(rel) < 3 || rel[:3] != ".."+string(filepath.Separator))
}
