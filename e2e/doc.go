// Package e2e runs the team plugin inside real clients, each driven offline
// by a scripted fake of its model API served on 127.0.0.1, and checks what
// the client sent to the model: the block reasons a subagent was fed back,
// the tool results and hook context the orchestrator received, and the
// ledger files the hook left in the project.
//
//   - Claude Code 2.1.330 against a fake Messages API (e2e/fakeapi).
//   - GitHub Copilot CLI 1.0.102 against a fake Chat Completions API
//     (e2e/fakechat), with COPILOT_OFFLINE=true and the plugin loaded with
//     --plugin-dir or installed from a marketplace folder.
//   - OpenAI Codex CLI 0.169.0 against a fake Responses API
//     (e2e/fakeresponses) as a custom model provider, with the plugin
//     installed by `codex plugin marketplace add` and `codex plugin add`
//     into one prepared CODEX_HOME that each run copies, and run with
//     --dangerously-bypass-hook-trust.
//
// The three fakes share their request log, reply shape and streaming
// (e2e/fakeserver). On Copilot CLI and Codex CLI a probe plugin, which
// records each hook run and answers as a test plans, asks what the host
// itself does with hooks (*_facts_test.go); docs/HOSTS.md gathers those
// facts for the adapters that build on them.
//
// Running it:
//
//	npm install --no-save @anthropic-ai/claude-code@2.1.330   # once, at the repository root
//	npm install --no-save --prefix .build/hosts @github/copilot@1.0.102 @openai/codex@0.169.0
//	go test ./e2e/ -run . -v
//
// Each client is found through $TEAM_HOOK_CLAUDE, $TEAM_HOOK_COPILOT or
// $TEAM_HOOK_CODEX, then its command on $PATH, then <repo>/node_modules/.bin
// and <repo>/.build/hosts/node_modules/.bin; without one its tests skip,
// unless $TEAM_HOOK_REQUIRE_CLAUDE, $TEAM_HOOK_REQUIRE_COPILOT or
// $TEAM_HOOK_REQUIRE_CODEX is set (CI sets all three), when they fail. Each
// test binary builds the release tree (internal/release, as make release
// does) with the binary for this platform into a temporary folder once;
// $TEAM_HOOK_E2E_PLUGIN names a ready plugin folder to use as it is
// instead. The install tests (install_test.go, release_test.go) install
// the plugin as users do, from a marketplace. Copilot's first run unpacks
// its 235 MB package into a cache the test binary's runs share. Every run
// gets its own HOME, project folder and fake server, and is killed after
// two minutes, so a hang fails the test rather than the CI job. A failing
// test logs what the client printed, its hook lines where it has them and a
// digest of the requests the fake answered.
package e2e
