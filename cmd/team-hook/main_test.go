package main

import (
	"bytes"
	"os"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/team-hook/team-hook/internal/cli"
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
