// Package version is the release this binary was built from.
package version

// Version is the release. The launcher, plugin.json and marketplace.json
// carry it too; a test keeps them equal.
const Version = "0.1.0"

// Commit is the commit a release binary was built from, set by `make
// release` (-ldflags -X); empty in source builds.
var Commit = ""

// Source is the hash of the Go source a development binary was built
// from, set by the launcher (-ldflags -X) so that doctor can tell whether
// it is the build of the source beside it; empty in release builds.
var Source = ""

// MinClaude is the oldest Claude Code team-hook supports: the first whose
// hooks give it what it reads (last_assistant_message, agent_id, exec-form
// hooks with args).
const MinClaude = "2.1.330"

// Tested lists the Claude Code versions the hook was verified against.
var Tested = []string{"2.1.330"}

// String is the version with what the binary was built from.
func String() string {
	switch {
	case Commit != "":
		return Version + " (" + Commit + ")"
	case Source != "":
		return Version + " (source " + Source + ")"
	}
	return Version
}
