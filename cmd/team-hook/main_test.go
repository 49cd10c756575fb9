package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/team-hook/team-hook/internal/cli"
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
