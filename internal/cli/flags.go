package cli

import (
	"io"

	"github.com/spf13/pflag"
)

// flags is a command's flag set (spf13/pflag): long names only, flags and
// arguments in any order, -- ending the flags. Errors are returned, never
// an exit (an exit 2 is what Claude Code reads as a blocking error) and
// never printed by pflag: parse prints them with the command's own help,
// which is written once, in commands().
func flags(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}
