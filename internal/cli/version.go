package cli

import (
	"fmt"
	"runtime"

	"github.com/team-hook/team-hook/internal/version"
)

const versionUsage = `Usage: team-hook version

Prints the version, the commit it was built from (release builds), and the
platform.

Example:
  team-hook version
`

func runVersion(env *Env, args []string) int {
	fs := flags("version")
	if code, done := parse(fs, versionUsage, env, args); done {
		return code
	}
	v := version.Version
	if version.Commit != "" {
		v += " (" + version.Commit + ")"
	}
	fmt.Fprintf(env.Stdout, "team-hook %s %s/%s %s\n", v, runtime.GOOS, runtime.GOARCH, runtime.Version())
	return ExitOK
}
