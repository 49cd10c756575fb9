package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/team-hook/team-hook/internal/cli"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/version"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"team-hook": func() { os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScript runs testdata/script/*.txtar: each pipes real Claude Code
// payloads through the command and asserts its exact output and exit code.
// Run with UPDATE_SCRIPTS=1 to rewrite the expected output in place.
func TestScript(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       os.Getenv("UPDATE_SCRIPTS") != "",
		RequireExplicitExec: true,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// fresh FILE...: replaces <now> with the current time, for
			// payloads whose meaning depends on it (a wait's since).
			"release-plugin": releasePluginCmd,
			"hide-hosts":     hideHostsCmd,
			"fresh": func(ts *testscript.TestScript, neg bool, args []string) {
				now := time.Now().UTC().Format(time.RFC3339)
				for _, name := range args {
					path := ts.MkAbs(name)
					data, err := os.ReadFile(path)
					ts.Check(err)
					ts.Check(os.WriteFile(path, bytes.ReplaceAll(data, []byte("<now>"), []byte(now)), 0o644))
				}
			},
		},
		Setup: func(e *testscript.Env) error {
			e.Setenv("CLAUDE_PROJECT_DIR", e.WorkDir+"/project")
			e.Setenv("CLAUDE_CONFIG_DIR", e.WorkDir+"/claude-config")
			e.Setenv("HOME", e.WorkDir+"/home")
			// A plugin whose binary has run before: its first run's
			// "ready" message is a script of its own (hook_ready_once).
			data, err := ranBefore(e.WorkDir)
			if err != nil {
				return err
			}
			e.Setenv("CLAUDE_PLUGIN_DATA", data)
			// The plugin under test is this repository.
			root, err := os.Getwd()
			if err != nil {
				return err
			}
			e.Setenv("CLAUDE_PLUGIN_ROOT", root+"/../..")
			return nil
		},
	})
}

// hideHostsCmd takes off PATH every folder that has a real claude,
// copilot or codex (CI puts all three there), so that a script sees only
// the hosts it fakes.
//
//	hide-hosts
func hideHostsCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: hide-hosts")
	}
	work := ts.Getenv("WORK")
	var keep []string
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		host := false
		for _, name := range []string{"claude", "copilot", "codex"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil && !strings.HasPrefix(dir, work) {
				host = true
			}
		}
		if !host {
			keep = append(keep, dir)
		}
	}
	ts.Setenv("PATH", strings.Join(keep, string(filepath.ListSeparator)))
}

// releasePluginCmd lays out an installed release in DIR: this
// repository's plugin files, and the team-hook the script runs (this test
// binary) as the binary for this platform, listed in SHA256SUMS.
//
//	release-plugin DIR
func releasePluginCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: release-plugin DIR")
	}
	dir := ts.MkAbs(args[0])
	root, _ := filepath.Abs("../..")
	for _, f := range []string{".claude-plugin/plugin.json", ".github/plugin/plugin.json", ".codex-plugin/plugin.json", "hooks/hooks.json", "hooks/copilot.json", "hooks/codex.json", "agents/questioner.md", "agents/researcher.md", "agents/implementer.md"} {
		data, err := os.ReadFile(filepath.Join(root, f))
		ts.Check(err)
		ts.Check(os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755))
		ts.Check(os.WriteFile(filepath.Join(dir, f), data, 0o644))
	}
	exe, err := os.Executable()
	ts.Check(err)
	p := install.Platform{OS: runtime.GOOS, Arch: runtime.GOARCH}
	data, err := os.ReadFile(exe)
	ts.Check(err)
	for _, f := range []string{p.Binary(), install.Launcher} {
		ts.Check(os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755))
		ts.Check(os.WriteFile(filepath.Join(dir, f), data, 0o755))
	}
	sum, err := install.FileSum(exe)
	ts.Check(err)
	ts.Check(os.WriteFile(filepath.Join(dir, install.SumsFile), install.FormatSums(map[string]string{p.Binary(): sum}), 0o644))
}

// ranBefore makes a plugin data folder under dir in which this version's
// binary has already run once, and returns it.
func ranBefore(dir string) (string, error) {
	data := filepath.Join(dir, "plugin-data")
	notices := filepath.Join(data, "notices")
	if err := os.MkdirAll(notices, 0o700); err != nil {
		return "", err
	}
	return data, os.WriteFile(filepath.Join(notices, "ran-"+version.Version), nil, 0o600)
}
