// Package claude is the Claude Code adapter: it decodes Claude Code's hook
// payloads (real ones are in testdata/) into hook.Event, tolerantly (newer
// clients add fields; a field of an unexpected type is dropped, not fatal),
// and encodes a hook.Decision as exactly what Claude Code 2.1.330 accepts
// for that event. It also reads what Claude Code keeps on disk about a
// plugin (settings, saved options, installed plugins; settings.go), for
// the commands run from a shell. It knows nothing of the engine: only the
// neutral vocabulary of package hook.
package claude

import (
	"io"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
)

// Tools names Claude Code's orchestrator tools for the texts models read.
func Tools() hook.Host {
	return hook.Host{Name: "Claude Code", AskUser: "AskUserQuestion", Ask: hook.AskAll, Resume: "SendMessage", ResumeTo: "to", RewritesInput: true}
}

// ReadEvent reads one event from r with hook.Read and decodes it.
func ReadEvent(r io.Reader, timeout time.Duration) (*hook.Event, error) {
	data, err := hook.Read(r, timeout)
	if err != nil {
		return nil, err
	}
	return Decode(data)
}

// Decode reads one event. It fails only when the input is not a JSON object
// or has no hook_event_name; fields of an unexpected type are left empty.
func Decode(data []byte) (*hook.Event, error) { return hook.DecodeWith(DecodePayload, data) }

// DecodePayload is Decode of a payload already parsed: Claude Code's
// fields are the ones every host shares.
func DecodePayload(p hook.Payload) (*hook.Event, error) { return p.NamedEvent() }
