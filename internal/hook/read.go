package hook

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

// MaxEvent bounds the event read from stdin; a larger one is not decided
// (the hook fails open) so memory stays bounded whatever the client sends.
const MaxEvent = 64 << 20

// DefaultReadTimeout is how long Read waits for stdin to close unless told
// otherwise: well below the 10 s hooks.json gives the process.
const DefaultReadTimeout = 5 * time.Second

// Read reads one event with a deadline: a client that never closes stdin
// must not hold the session until the hooks.json timeout kills the hook.
// The process's own stdin is read without a helper goroutine.
func Read(r io.Reader, timeout time.Duration) ([]byte, error) {
	if f, ok := r.(*os.File); ok && f == os.Stdin {
		return readStdin(timeout)
	}
	return readAll(r, timeout)
}

// readAll reads r to its end in a goroutine, so that the deadline holds
// whatever r does.
func readAll(r io.Reader, timeout time.Duration) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		data, err := io.ReadAll(io.LimitReader(r, MaxEvent+1))
		ch <- result{data, err}
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case res := <-ch:
		if res.err != nil {
			return nil, fmt.Errorf("reading stdin: %w", res.err)
		}
		if len(res.data) > MaxEvent {
			return nil, errTooLarge()
		}
		return res.data, nil
	case <-timer.C:
		return nil, errNeverClosed(timeout)
	}
}

// Sentinels of the failures to read an event, for errors.Is.
var (
	ErrTooLarge    = errors.New("event too large")
	ErrNeverClosed = errors.New("stdin never closed")
)

// readError keeps the message people read while wrapping its sentinel.
type readError struct {
	kind error
	msg  string
}

func (e *readError) Error() string { return e.msg }
func (e *readError) Unwrap() error { return e.kind }

func errTooLarge() error {
	return &readError{ErrTooLarge, fmt.Sprintf("the event on stdin is larger than %d MiB", MaxEvent>>20)}
}

func errNeverClosed(timeout time.Duration) error {
	return &readError{ErrNeverClosed, fmt.Sprintf("stdin did not close within %s", timeout)}
}

// Invoked reports whether a command line runs the hook: `hook` alone, as
// hooks.json's exec form passes it to Claude Code, or no arguments at all
// with stdin not a terminal. Hosts that read the same hooks.json but drop
// its `args` (GitHub Copilot CLI, OpenAI Codex CLI) run the program bare
// with the event piped in; answering them with usage and exit 2 would read
// as a block there (Codex blocks the user's prompt on it).
func Invoked(args []string, stdin io.Reader) bool {
	switch len(args) {
	case 0:
		return !isTerminal(stdin)
	case 1:
		return args[0] == "hook"
	}
	return false
}

// isTerminal reports whether r is a character device (a terminal, or
// /dev/null): a person at a prompt, not a host piping an event.
func isTerminal(r io.Reader) bool {
	if r == nil {
		return true
	}
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
