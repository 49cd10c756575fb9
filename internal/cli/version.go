package cli

import (
	"fmt"
	"runtime"

	"github.com/team-hook/team-hook/internal/version"
)

const versionUsage = `Usage: team-hook version

Prints the version, what it was built from (the commit of a release, the
source hash of a development build), and the platform.

Example:
  team-hook version
`

func runVersion(env *Env, args []string) int {
	fs := flags("version")
	if code, done := parse(fs, versionUsage, env, args); done {
		return code
	}
	fmt.Fprintf(env.Stdout, "team-hook %s %s/%s %s\n", version.String(), runtime.GOOS, runtime.GOARCH, runtime.Version())
	return ExitOK
}
