// Package early answers the hook events team-hook ignores before the rest
// of the program starts.
//
// Go initialises packages one at a time, each as soon as its imports are
// ready, taking the first in import-path order (the language specification
// fixes this order). This package imports only the standard library and
// small packages of ours that need nothing else, and its path sorts before
// the Markdown and YAML libraries (github.com/yuin/..., gopkg.in/...), so
// its init runs before theirs. Much of a hook process's start-up is those
// libraries setting up tables and compiling regular expressions, and an
// event the hook ignores never needs them, so for such an event init reads
// stdin, decides, and exits. A test in cmd/team-hook checks, with the
// runtime's init trace, that they never start for an ignored event.
//
// It acts only when the process runs as a hook (hook.Invoked): `team-hook
// hook` with no other argument, which is how hooks.json runs it, or with no
// arguments and an event piped in, which is how hosts that drop the args
// run it. Anything else (another command, flags, a test binary) finds it
// inert. When the event is not
// ignored, the decoded event (or why reading it failed) is kept for the
// hook command.
package early

import (
	"io"
	"os"

	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/hook"
)

var pending struct {
	set bool
	ev  *hook.Event
	err error
}

func init() {
	if !hook.Invoked(os.Args[1:], os.Stdin) {
		return
	}
	ev, err := hook.ReadEvent(os.Stdin, hook.DefaultReadTimeout)
	if err == nil && hook.Ignored(ev) && optionsParse(os.Getenv) {
		os.Exit(0)
	}
	pending.set, pending.ev, pending.err = true, ev, err
}

// optionsParse reports whether the plugin options are all valid. A bad one
// is reported on every event, so under one even an ignored event goes the
// whole way and answers with the warning.
func optionsParse(getenv func(string) string) bool {
	_, errs := config.FromEnv(getenv)
	return len(errs) == 0
}

// Event hands over, once, the event init read from r and decoded, or why
// that failed. ok is false when init read nothing from r: the caller reads
// r itself.
func Event(r io.Reader) (ev *hook.Event, ok bool, err error) {
	if !pending.set || r != io.Reader(os.Stdin) {
		return nil, false, nil
	}
	ev, err = pending.ev, pending.err
	pending.set, pending.ev, pending.err = false, nil, nil
	return ev, true, err
}
