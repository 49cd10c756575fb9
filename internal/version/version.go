// Package version is the release this binary was built from.
package version

// Version is the release. bin/team-hook names the binary it runs after it,
// so a plugin update never runs a stale build; a test keeps the two equal.
const Version = "0.1.0"

// Commit is set by `make dist` (-ldflags -X); empty in source builds.
var Commit = ""

// Tested lists the Claude Code versions the hook was verified against.
var Tested = []string{"2.1.330"}
