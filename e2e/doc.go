// Package e2e runs the team plugin inside the real Claude Code CLI against
// a scripted fake of the Messages API (e2e/fakeapi), and checks what
// the client sent to the model: the block reasons a subagent was fed back,
// the tool results and hook context the orchestrator received, and the
// ledger files the hook left in the project.
//
// Running it:
//
//	npm install @anthropic-ai/claude-code@2.1.330   # once, at the repository root
//	go test ./e2e/ -run . -v
//
// The client is found through $TEAM_HOOK_CLAUDE, then `claude` on $PATH,
// then <repo>/node_modules/.bin/claude; without one every test skips. Each
// test binary builds the release tree (internal/release, as make release
// does) with the binary for this platform into a temporary folder once;
// $TEAM_HOOK_E2E_PLUGIN names a ready plugin folder to use as it is
// instead. The install tests (install_test.go, release_test.go) install
// the plugin as users do, from a marketplace. Every run gets its own HOME,
// project folder and fake server, and is killed after two minutes, so a
// hang fails the test rather than the CI job. A failing test logs the hook
// lines of the client's debug log, its stream-json output and a digest of
// the requests the fake answered.
package e2e
