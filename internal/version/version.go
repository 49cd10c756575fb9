// Package version is the release this binary was built from.
package version

// Version is the release. bin/team-hook names the binary it runs after it,
// so a plugin update never runs a stale build; a test keeps the two equal.
const Version = "0.1.0"

// Commit is set by `make dist` (-ldflags -X); empty in source builds.
var Commit = ""

// MinClaude is the oldest Claude Code team-hook supports: the first whose
// hooks give it what it reads (last_assistant_message, agent_id, exec-form
// hooks with args).
const MinClaude = "2.1.330"

// Tested lists the Claude Code versions the hook was verified against.
var Tested = []string{"2.1.330"}
