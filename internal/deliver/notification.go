package deliver

import "strings"

// taskNotification is one background task's report to the orchestrator,
// as Claude Code writes it into a user turn:
//
//	<task-notification>
//	<task-id>a24558b8cc07e9ab3</task-id>
//	<status>completed</status>
//	<result>…the agent's final message…</result>
//	</task-notification>
//
// For an agent the task id is its agentId.
type taskNotification struct {
	TaskID string
	Result string
}

const (
	notificationOpen = "<task-notification>"
	resultOpen       = "<result>"
	resultClose      = "</result>"
)

// parseTaskNotifications finds every task-notification in a prompt. A
// result is the agent's own text and may itself contain markup, so it runs
// from the first <result> to the last </result> of its notification.
func parseTaskNotifications(prompt string) []taskNotification {
	var out []taskNotification
	for {
		start := strings.Index(prompt, notificationOpen)
		if start < 0 {
			return out
		}
		prompt = prompt[start+len(notificationOpen):]
		seg := prompt
		if next := strings.Index(prompt, "\n"+notificationOpen); next >= 0 {
			seg = prompt[:next]
		}
		n := taskNotification{
			TaskID: strings.TrimSpace(between(seg, "<task-id>", "</task-id>")),
		}
		if i := strings.Index(seg, resultOpen); i >= 0 {
			rest := seg[i+len(resultOpen):]
			if j := strings.LastIndex(rest, resultClose); j >= 0 {
				n.Result = rest[:j]
			}
		}
		if n.TaskID != "" {
			out = append(out, n)
		}
		prompt = prompt[len(seg):]
	}
}

// between is the text after the first open up to the next close.
func between(s, open, close string) string {
	i := strings.Index(s, open)
	if i < 0 {
		return ""
	}
	s = s[i+len(open):]
	j := strings.Index(s, close)
	if j < 0 {
		return ""
	}
	return s[:j]
}
