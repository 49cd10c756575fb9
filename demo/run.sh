#!/bin/sh
# Pipes real Claude Code 2.1.330 hook payloads (from a captured session, with
# the subagent's final message varied) through bin/team-hook hook in a
# throwaway project, and prints each decision.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
project=$(mktemp -d)
data=$(mktemp -d)
trap 'rm -rf "$project" "$data"' EXIT
# What Claude Code gives a plugin's hooks; the hook keeps what it has told
# the user in the plugin's data folder.
export CLAUDE_PROJECT_DIR="$project" CLAUDE_PLUGIN_ROOT="$root" CLAUDE_PLUGIN_DATA="$data"
for ev in "$here"/events/*.json; do
	name=$(basename "$ev" .json)
	printf '\n=== %s\n' "$name"
	if command -v jq >/dev/null 2>&1; then
		jq -r '"event: \(.hook_event_name)  agent_type: \(.agent_type // .tool_input.subagent_type)  stop_hook_active: \(.stop_hook_active // "-")"' "$ev"
	fi
	out=$("$root/bin/team-hook" hook <"$ev")
	if [ -z "$out" ]; then
		echo "decision: allow (no output)"
	elif command -v jq >/dev/null 2>&1; then
		printf '%s\n' "$out" | jq -r 'if .decision == "block" then "decision: BLOCK\n\(.reason)" elif .hookSpecificOutput then "additionalContext for the orchestrator:\n\(.hookSpecificOutput.additionalContext)" else "systemMessage: \(.systemMessage)" end'
	else
		printf '%s\n' "$out"
	fi
done
printf '\n=== ledger (team-hook status)\n'
"$root/bin/team-hook" status --all
