// Command team-hook enforces the subagent contracts of multi-agent work in
// Claude Code. See doc.go and `team-hook --help`.
package main

import (
	"os"

	"github.com/team-hook/team-hook/internal/cli"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
