package cli

import (
	"encoding/json"
	"fmt"

	"github.com/team-hook/team-hook/internal/deliver"
	"github.com/team-hook/team-hook/internal/ledger"
)

const resumeUsage = `Usage: team-hook resume AGENT_ID [--json] [--ledger DIR]

Prints the new dispatch that continues a paused agent's work when the agent
itself cannot be resumed (the session restarted, or the agent is gone): the
Agent tool's input, a new agent of the same type told to read the paused
agent's checkpoint (its stateFile) and continue from its next step with the
user's answers (docs/CONTRACT.md §7a). Answers not given yet stand as
placeholders. The agent must have paused with a state file.

Flags:
      --json         print only the Agent input, as JSON
      --ledger DIR   this ledger folder instead

Example:
  team-hook resume a24558b8cc07e9ab3
`

func runResume(env *Env, args []string) int {
	fs := flags("resume")
	asJSON := fs.Bool("json", false, "")
	dir := fs.String("ledger", "", "")
	if code, done := parse(fs, resumeUsage, env, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(env, "resume", resumeUsage, "want one agent id")
	}
	id := fs.Arg(0)
	path := locate(env, *dir).Ledger
	rec, err := ledger.At(path).Get(id)
	if err == nil && rec == nil {
		err = fmt.Errorf("no record of agent %s in %s", id, path)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook resume: %v\n", err)
		return ExitUsage
	}
	in := deliver.ResumeDispatch(rec)
	if in == nil {
		fmt.Fprintf(env.Stderr, "team-hook resume: %s (%s) paused with no state file, so nothing records where to continue from; resume it with SendMessage, or dispatch it again with its task and the answers\n", id, rec.AgentType)
		return ExitUsage
	}
	if *asJSON {
		if err := writeJSON(env.Stdout, in); err != nil {
			fmt.Fprintf(env.Stderr, "team-hook resume: %v\n", err)
			return ExitUsage
		}
		return ExitOK
	}
	raw, _ := json.Marshal(in)
	fmt.Fprintf(env.Stdout, "Dispatch a new %s agent to continue from %s: Agent with this input:\n%s\n\nIts prompt:\n%s\n", rec.AgentType, rec.Current().Request.StateFile, raw, in["prompt"])
	return ExitOK
}
