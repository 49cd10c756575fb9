package team

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Commits refuses a teammate's Bash command that runs git commit or git
// push (§9a): the lead commits. It returns the reason, or "".
func Commits(input json.RawMessage) string {
	var in struct {
		Command string `json:"command"`
	}
	if json.Unmarshal(input, &in) != nil {
		return ""
	}
	sub := GitWrite(in.Command)
	if sub == "" {
		return ""
	}
	return fmt.Sprintf("team-hook: in this team the lead commits: a teammate's `git %s` is refused, and the command did not run. Leave your changes in the working tree, list them in your HANDOFF's produced, and tell %s; run the rest of the command without the git %s if you need it. (The plugin option teammate_commits lets teammates commit.)", sub, Lead, sub)
}

// GitWrite finds a git commit or git push among the commands of a shell
// line (split at ;, &, |, newlines and subshell brackets); it returns
// "commit", "push" or "".
func GitWrite(line string) string {
	for _, cmd := range strings.FieldsFunc(line, func(r rune) bool {
		return r == ';' || r == '&' || r == '|' || r == '\n' || r == '(' || r == ')' || r == '`'
	}) {
		if sub := gitSubcommand(strings.Fields(cmd)); sub == "commit" || sub == "push" {
			return sub
		}
	}
	return ""
}

// gitSubcommand is the subcommand of one simple command that runs git,
// past variable assignments, env, command and sudo in front and git's own
// options; "" when it runs something else.
func gitSubcommand(words []string) string {
	i := 0
	for i < len(words)-1 && (isAssignment(words[i]) || isWrapper(words[i])) {
		i++
	}
	if i >= len(words) || !isGit(words[i]) {
		return ""
	}
	for i++; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "-C" || w == "-c" || w == "--git-dir" || w == "--work-tree" || w == "--namespace":
			i++ // an option with its value
		case strings.HasPrefix(w, "-"):
		default:
			return strings.Trim(w, `"'`)
		}
	}
	return ""
}

// isAssignment: VAR=value before a command.
func isAssignment(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	return ok && name != "" && !strings.HasPrefix(name, "-")
}

// isWrapper: a command that runs the next words as a command.
func isWrapper(w string) bool {
	switch w {
	case "env", "command", "sudo", "exec", "time", "nohup":
		return true
	}
	return false
}

func isGit(w string) bool {
	w = strings.Trim(w, `"'`)
	return w == "git" || strings.HasSuffix(w, "/git")
}
