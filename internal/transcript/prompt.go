package transcript

import (
	"bytes"
)

// headBytes is how much of a transcript's start FirstPromptID reads.
const headBytes = 64 << 10

// FirstPromptID is the promptId of the first entry that has one, within
// the first 64 KiB of a transcript; "" when there is none. A subagent's
// transcript opens with the prompt the orchestrator gave it, stamped with
// the orchestrator's turn that started it, while the agent's own hook
// events carry the orchestrator's current turn, which for a background
// agent may be a later one.
func FirstPromptID(path string) string {
	head := Head(path)
	n := len(head)
	const key = `"promptId":"`
	i := bytes.Index(head[:n], []byte(key))
	if i < 0 {
		return ""
	}
	rest := head[i+len(key) : n]
	j := bytes.IndexByte(rest, '"')
	if j <= 0 || bytes.ContainsAny(rest[:j], "\\\n") {
		return ""
	}
	return string(rest[:j])
}
