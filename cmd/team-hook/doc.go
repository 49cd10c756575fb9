/*
Command team-hook enforces the subagent contracts of multi-agent work in
Claude Code.

A subagent cannot call AskUserQuestion. team-hook runs as the plugin's
SubagentStop hook and checks every subagent's final message: a question for
the user must come as a fenced json "open questions" envelope, never as
prose that rationalises not asking; agents that preload the matching skills
must also keep their todo list finished (progress-tracking), report in the
standard result format with file:line references that exist
(subagent-contract), and hand off in the HANDOFF format (handoff). A broken
message is blocked with a reason that lists every problem; a valid envelope
is kept in a ledger and delivered to the orchestrator as the exact
AskUserQuestion input, with the agent to resume.

Usage: team-hook <command> [flags]. The commands and their flags are
listed by 'team-hook --help' and 'team-hook <command> --help', written once
in internal/cli.

Exit codes: 0 success; 1 findings (violations, lint errors, doctor
problems); 2 usage or I/O errors. The hook command always exits 0: its own
failures are reported in a systemMessage and never block a session unless
--failure-mode=closed.
*/
package main
