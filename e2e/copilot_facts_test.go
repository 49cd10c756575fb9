package e2e

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakechat"
	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// What Copilot CLI itself does with a plugin's hooks, asked of the probe
// plugin (loaded alone with --plugin-dir). The adapter for Copilot builds
// on these; see the package documentation.

func newCopilotProbe(t *testing.T, c *copilotRun) *probe {
	t.Helper()
	p := newProbe(t, t.TempDir(), probeEvents, map[string][]any{"UserPromptSubmit": {map[string]any{"hooks": []any{execForm}}}})
	c.plugin = p.root
	return p
}

// Copilot, too, substitutes ${CLAUDE_PLUGIN_ROOT} into the command's text
// and runs it through a shell: quoted, a plugin folder with a space stays
// one word; in the exec form it splits and the program never starts, with
// no warning. Plugin hooks run in the plugin folder; the project is the
// payload's cwd and CLAUDE_PROJECT_DIR. UserPromptSubmit also fires inside
// the subagent (with agent_id); the orchestrator's side of a subagent is
// SubagentStop, then PostToolUse of tool "Agent" whose tool_result holds
// the message the orchestrator receives.
func TestCopilotRunsHookCommandsThroughAShell(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	p := newCopilotProbe(t, c)
	c.run("Set up the storage layer.")

	var events []string
	prompts := map[bool]int{} // inside a subagent or not
	for _, r := range p.runs() {
		events = append(events, r.Event)
		if slices.Contains(r.Args, "exec-form") || len(r.Args) < 2 {
			t.Errorf("the exec-form entry ran (%q): with a space in the plugin root it should not start", r.Args)
			continue
		}
		checkShellForm(t, r, p.root, c.home)
		if r.Dir != p.root || r.Payload["cwd"] != c.project || r.Env["CLAUDE_PROJECT_DIR"] != c.project || r.Env["COPILOT_CLI"] != "1" {
			t.Errorf("%s: ran in %s, cwd %v, CLAUDE_PROJECT_DIR=%q, COPILOT_CLI=%q; want the plugin folder, the project twice, 1",
				r.Event, r.Dir, r.Payload["cwd"], r.Env["CLAUDE_PROJECT_DIR"], r.Env["COPILOT_CLI"])
		}
		switch r.Event {
		case "UserPromptSubmit":
			prompts[r.Payload["agent_id"] != nil]++
		case "SubagentStop":
			if r.Payload["agent_type"] != "general-purpose" || r.Payload["last_assistant_message"] != fixedAnswer {
				t.Errorf("SubagentStop payload: %v", r.Payload)
			}
		case "PostToolUse":
			result, _ := r.Payload["tool_result"].(map[string]any)
			if r.Payload["tool_name"] != "Agent" || result["text_result_for_llm"] != fixedAnswer || r.Payload["tool_response"] != nil {
				t.Errorf("PostToolUse payload: %v", r.Payload)
			}
		}
	}
	if want := []string{"SessionStart", "UserPromptSubmit", "UserPromptSubmit", "SubagentStop", "PostToolUse"}; !slices.Equal(events, want) {
		t.Errorf("hook runs %v, want %v", events, want)
	}
	if prompts[false] != 1 || prompts[true] != 1 {
		t.Errorf("UserPromptSubmit runs without and with agent_id: %d and %d, want 1 and 1", prompts[false], prompts[true])
	}
	if w := c.hookWarnings(); len(w) > 0 {
		t.Errorf("Copilot warned:\n%s", strings.Join(w, "\n"))
	}
}

// On SubagentStop, {"modifiedResponse": S} replaces what the orchestrator
// receives from the subagent (the tool result, and the PostToolUse payload
// after it); a block in the same output wins, and the subagent goes on.
func TestCopilotModifiedResponseReplacesTheResult(t *testing.T) {
	tests := []struct {
		name, output string
		blocked      bool
	}{
		{"alone", `{"modifiedResponse":"PROBE-REWRITE"}`, false},
		{"beside a block", `{"decision":"block","reason":"PROBE-BLOCK-REASON","modifiedResponse":"PROBE-REWRITE"}`, true},
		// team-hook writes its notices beside a rewrite: they do not void it.
		{"beside a systemMessage", `{"systemMessage":"PROBE-SYSTEM-MESSAGE","modifiedResponse":"PROBE-REWRITE"}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
			p := newCopilotProbe(t, c)
			p.answerOnce("SubagentStop", tt.output)
			c.run("Set up the storage layer.")

			sub := c.api.Subagents()
			want := "PROBE-REWRITE"
			if tt.blocked {
				want = fixedAnswer
				if len(sub) != 2 || !strings.Contains(sub[1].TurnText(), "PROBE-BLOCK-REASON") {
					t.Fatalf("the subagent made %d requests; want 2, the second with the block reason", len(sub))
				}
			} else if len(sub) != 1 {
				t.Errorf("the subagent made %d requests, want 1", len(sub))
			}
			if _, res := c.taskResult(); res != want {
				t.Errorf("the orchestrator received %q, want %q", res, want)
			}
			post := p.of("PostToolUse")
			if len(post) != 1 {
				t.Fatalf("%d PostToolUse runs, want 1", len(post))
			}
			if got := post[0].Payload["tool_result"].(map[string]any)["text_result_for_llm"]; got != want {
				t.Errorf("PostToolUse tool_result.text_result_for_llm = %q, want %q", got, want)
			}
			if c.api.Filter(func(r *fakechat.Request) bool { return r.Contains("PROBE-SYSTEM-MESSAGE") }) != nil {
				t.Error("the systemMessage reached the model")
			}
		})
	}
}

// Copilot reads context only from a top-level additionalContext, and
// appends it to the task's result; hookSpecificOutput.additionalContext,
// which Claude Code and Codex read, is ignored without a word.
func TestCopilotReadsOnlyTopLevelAdditionalContext(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	p := newCopilotProbe(t, c)
	p.answer("PostToolUse", `{"additionalContext":"PROBE-TOP-CONTEXT","hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"PROBE-NESTED-CONTEXT"}}`)
	c.run("Set up the storage layer.")

	_, res := c.taskResult()
	if want := fixedAnswer + "\n\nTool \"task\" succeeded. Additional guidance from postToolUse hooks:\nPROBE-TOP-CONTEXT"; res != want {
		t.Errorf("the orchestrator received %q, want %q", res, want)
	}
	if c.api.Filter(func(r *fakechat.Request) bool { return r.Contains("PROBE-NESTED-CONTEXT") }) != nil {
		t.Error("hookSpecificOutput.additionalContext reached the model")
	}
}

// Copilot reports its task tool as Agent, and a matcher of either name
// matches it: team-hook's matcher sees every subagent's result.
func TestCopilotPostToolUseMatchers(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	p := newProbe(t, t.TempDir(), probeEvents, map[string][]any{"PostToolUse": {matcherGroup(teamHookMatcher), matcherGroup("task"), matcherGroup("Agent")}})
	c.plugin = p.root
	c.run("Set up the storage layer.")

	want := map[string][]string{teamHookMatcher: {"Agent"}, "task": {"Agent"}, "Agent": {"Agent"}}
	if got := p.matched(); !reflect.DeepEqual(got, want) {
		t.Errorf("tools each matcher started the hook for: %v, want %v", got, want)
	}
}

// Copilot reads .github/plugin/plugin.json before .claude-plugin/plugin.json,
// and the hooks file it names instead of hooks/hooks.json, whether the
// plugin is loaded with --plugin-dir or installed from a marketplace:
// team-hook's Copilot hooks live in hooks/copilot.json, in the quoted
// shell form, while Claude Code keeps hooks.json's exec form.
func TestCopilotReadsItsOwnManifestFirst(t *testing.T) {
	for _, installed := range []bool{false, true} {
		t.Run(map[bool]string{false: "plugin-dir", true: "installed"}[installed], func(t *testing.T) {
			t.Parallel()
			c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
			p := newProbe(t, t.TempDir(), probeEvents, nil)
			p.ownHooks(".github/plugin/plugin.json")
			c.plugin = p.root
			if installed {
				c.cli("plugin", "marketplace", "add", p.root)
				c.cli("plugin", "install", "probe@probe-market")
				c.plugin = ""
			}
			c.run("Set up the storage layer.")
			p.checkOwnHooksOnly()
		})
	}
}

// write_agent reaches an agent by the agent_id its SubagentStop carried,
// but only one started in the background: a sync task's agent refuses it,
// so the orchestrator must be told what to do then.
func TestCopilotWriteAgentOnlyReachesBackgroundAgents(t *testing.T) {
	for _, mode := range []string{"sync", "background"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			var p *probe
			var writeResult string
			c := newCopilotRun(t, func(r *fakechat.Request) *fakeserver.Reply {
				calls := r.ToolCalls()
				switch {
				case !r.IsConversation():
					return nil
				case r.IsSubagent():
					return fakeserver.Text(fmt.Sprintf("Answer %d.", r.AssistantTurns()))
				case len(calls) == 0:
					return copilotTaskIn("general-purpose", mode)
				case len(calls) == 1 && mode == "background":
					// Wait for the agent's first turn to end.
					res, _ := r.ToolResult(calls[0].ID)
					return copilotReadAgent(res)
				case len(calls) == map[string]int{"sync": 1, "background": 2}[mode]:
					id := "none"
					if stops := p.of("SubagentStop"); len(stops) > 0 {
						id, _ = stops[0].Payload["agent_id"].(string)
					}
					return fakeserver.ToolUse("write_agent", map[string]any{"agent_id": id, "message": "The user chose Postgres."})
				case writeResult == "":
					writeResult, _ = r.ToolResult(calls[len(calls)-1].ID)
				}
				return fakeserver.Text("Done.")
			})
			p = newCopilotProbe(t, c)
			c.run("Set up the storage layer.")

			want := map[string]string{"sync": "write_agent only supports background agents", "background": "Message delivered to agent"}[mode]
			if !strings.Contains(writeResult, want) {
				t.Errorf("write_agent answered %q, want %q", writeResult, want)
			}
		})
	}
}

// copilot -p offers no ask_user (the client says it has no way to reach
// the user); a call made anyway fires PreToolUse, reported as
// AskUserQuestion, and no PostToolUse, and the model is told the tool does
// not exist: the orchestrator must ask in its reply there, and nothing is
// answered for the ledger to record. (Interactive sessions offer it:
// TestCopilotAnswersAndResumesRecorded.)
func TestCopilotPromptModeHasNoAskUser(t *testing.T) {
	t.Parallel()
	var result string
	c := newCopilotRun(t, func(r *fakechat.Request) *fakeserver.Reply {
		calls := r.ToolCalls()
		switch {
		case !r.IsConversation() || r.IsSubagent():
			return nil
		case r.HasTool("ask_user"):
			return fakeserver.Text("ask_user is offered")
		case len(calls) == 0:
			return fakeserver.ToolUse("ask_user", map[string]any{"message": "Answers needed", "requestedSchema": map[string]any{"properties": map[string]any{
				"q1": map[string]any{"type": "string", "title": "Which database?", "enum": []string{"Postgres", "SQLite"}},
			}}})
		case result == "":
			result, _ = r.ToolResult(calls[0].ID)
		}
		return fakeserver.Text("Done.")
	})
	p := newProbe(t, t.TempDir(), append([]string{"PreToolUse"}, probeEvents...), nil)
	c.plugin = p.root
	c.run("Pick a database.")

	if !strings.HasPrefix(result, "Tool 'ask_user' does not exist.") {
		t.Errorf("ask_user answered %q, want that it does not exist", result)
	}
	var pre, post []string
	for _, r := range p.of("PreToolUse") {
		pre = append(pre, fmt.Sprint(r.Payload["tool_name"]))
	}
	for _, r := range p.of("PostToolUse") {
		post = append(post, fmt.Sprint(r.Payload["tool_name"]))
	}
	if !slices.Equal(pre, []string{"AskUserQuestion"}) || len(post) != 0 {
		t.Errorf("PreToolUse ran for %v and PostToolUse for %v, want AskUserQuestion and nothing", pre, post)
	}
}

// Copilot has no todo tool: an agent keeps its todos as rows of a todos
// table in the session's SQLite database, through the sql tool, whose
// description names the table. Hooks see the call inside the agent (with
// its agent_id), but only the query it ran and a row count: SQL text (an
// INSERT … SELECT, an UPDATE … WHERE) does not say which rows it wrote,
// and the list itself is the whole session's
// (TestCopilotTodosAreOneListPerSession). So todo-first is off on Copilot.
func TestCopilotTodosAreRowsOfASQLTable(t *testing.T) {
	t.Parallel()
	const query = "INSERT INTO todos (id, title, status) VALUES ('pick-db', 'Pick the database', 'in_progress')"
	var offered []string
	var description string
	c := newCopilotRun(t, func(r *fakechat.Request) *fakeserver.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent() && len(r.ToolCalls()) == 0:
			offered = r.ToolNames()
			for _, tool := range r.Chat.Tools {
				if tool.Function.Name == "sql" {
					description = tool.Function.Description
				}
			}
			return fakeserver.ToolUse("sql", map[string]any{"description": "Insert todos", "query": query})
		case r.IsSubagent():
			return fakeserver.Text(fixedAnswer)
		case len(r.ToolCalls()) == 0:
			return copilotTask("general-purpose")
		}
		return fakeserver.Text("Done.")
	})
	p := newCopilotProbe(t, c)
	c.run("Set up the storage layer.")

	for _, name := range offered {
		if strings.Contains(strings.ToLower(name), "todo") || strings.Contains(strings.ToLower(name), "plan") {
			t.Errorf("the agent was offered %s, a todo tool", name)
		}
	}
	mustContain(t, "the sql tool's description", description, "`todos` and `todo_deps` already exist")
	var sql []probeRun
	for _, r := range p.of("PostToolUse") {
		if r.Payload["tool_name"] == "sql" {
			sql = append(sql, r)
		}
	}
	if len(sql) != 1 {
		t.Fatalf("%d PostToolUse runs of sql, want 1", len(sql))
	}
	in, _ := sql[0].Payload["tool_input"].(map[string]any)
	res, _ := sql[0].Payload["tool_result"].(map[string]any)
	if sql[0].Payload["agent_id"] == nil || in["query"] != query || res["text_result_for_llm"] != "1 row(s) inserted. Last inserted row ID: 1." {
		t.Errorf("sql's PostToolUse: %v", sql[0].Payload)
	}
}

// Copilot's todos are one list per session, not one per agent, and
// nothing in it says which agent wrote a row. The session's SQLite
// database is session.db beside the transcript_path every SubagentStop
// carries (~/.copilot/session-state/<session_id>/; the orchestrator's
// session, for a sync or a background agent alike), readable while the
// agent runs, in the rollback journal mode (no WAL). The orchestrator and its agents all write
// there: an agent's SELECT sees the orchestrator's rows beside its own.
// todos has no column for the agent (id, title, description, status of
// pending|in_progress|done|blocked, created_at, updated_at), ids are what
// the model wrote, unprefixed, and the sql tool's result cannot attribute
// a row either: an agent's upsert that marked the orchestrator's row done
// reports "1 row(s) inserted. Last inserted row ID: 0.". So a hook that
// reads the database cannot tell an agent's own list from the
// orchestrator's or a sibling's, and todo-first stays off on Copilot.
func TestCopilotTodosAreOneListPerSession(t *testing.T) {
	queries := []string{
		"INSERT INTO todos (id, title, status) VALUES ('sub-a', 'Sub A', 'pending')",
		"INSERT INTO todos (id, title) VALUES ('main-a', 'Main A') ON CONFLICT(id) DO UPDATE SET status = 'done'",
		"SELECT sql FROM sqlite_master WHERE name = 'todos'",
		"SELECT rowid, id, status FROM todos ORDER BY rowid",
	}
	for _, mode := range []string{"sync", "background"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			results := make([]string, len(queries))
			var live []byte // session.db's header, read while the agent runs
			var c *copilotRun
			c = newCopilotRun(t, func(r *fakechat.Request) *fakeserver.Reply {
				calls := r.ToolCalls()
				n := len(calls)
				switch {
				case !r.IsConversation():
					return nil
				case r.IsSubagent() && n > 0 && n <= len(queries):
					results[n-1], _ = r.ToolResult(calls[n-1].ID)
				case r.IsSubagent():
				case n == 0:
					return fakeserver.ToolUse("sql", map[string]any{"description": "Orchestrator's todo", "query": "INSERT INTO todos (id, title, status) VALUES ('main-a', 'Main A', 'pending')"})
				case n == 1:
					return copilotTaskIn("general-purpose", mode)
				case n == 2 && mode == "background":
					res, _ := r.ToolResult(calls[1].ID)
					return copilotReadAgent(res)
				default:
					return fakeserver.Text("Done.")
				}
				if n < len(queries) {
					return fakeserver.ToolUse("sql", map[string]any{"description": "Todos", "query": queries[n]})
				}
				if dbs, _ := filepath.Glob(filepath.Join(c.home, ".copilot", "session-state", "*", "session.db")); len(dbs) == 1 {
					live = readHeader(t, dbs[0])
				}
				return fakeserver.Text(fixedAnswer)
			})
			p := newCopilotProbe(t, c)
			c.run("Set up the storage layer.")

			stops := p.of("SubagentStop")
			if len(stops) != 1 {
				t.Fatalf("%d SubagentStop runs, want 1", len(stops))
			}
			stop := stops[0].Payload
			session, _ := stop["session_id"].(string)
			transcript, _ := stop["transcript_path"].(string)
			if session == "" || session != stop["parent_agent_id"] || session == stop["agent_id"] {
				t.Errorf("SubagentStop: session_id %v, parent_agent_id %v, agent_id %v; want the orchestrator's session as both of the first", session, stop["parent_agent_id"], stop["agent_id"])
			}
			state := filepath.Join(c.home, ".copilot", "session-state")
			if want := filepath.Join(state, session, "events.jsonl"); transcript != want {
				t.Errorf("transcript_path %q, want %q", transcript, want)
			}
			var dbs []string
			_ = filepath.WalkDir(state, func(path string, d fs.DirEntry, err error) error {
				if err == nil && strings.Contains(d.Name(), ".db") {
					dbs = append(dbs, path)
				}
				return nil
			})
			want := filepath.Join(filepath.Dir(transcript), "session.db")
			if !slices.Equal(dbs, []string{want}) {
				t.Fatalf("databases in the session state: %q, want only %s (no journal or WAL left, none per agent)", dbs, want)
			}
			// Bytes 18 and 19 are the write and read versions: 1 for the
			// rollback journal, 2 for WAL.
			for when, header := range map[string][]byte{"while the agent ran": live, "after the run": readHeader(t, want)} {
				if len(header) < 100 || string(header[:16]) != "SQLite format 3\x00" || header[18] != 1 || header[19] != 1 {
					t.Errorf("session.db's header %s: %q; want a SQLite 3 database in rollback-journal mode (versions 1/1)", when, header)
				}
			}

			if got := results[0]; got != "1 row(s) inserted. Last inserted row ID: 2." {
				t.Errorf("the agent's INSERT answered %q", got)
			}
			if got := results[1]; got != "1 row(s) inserted. Last inserted row ID: 0." {
				t.Errorf("the agent's upsert of the orchestrator's row answered %q, want a row said inserted with rowid 0", got)
			}
			schema := results[2]
			mustContain(t, "the todos schema", schema, "id TEXT PRIMARY KEY", "title TEXT NOT NULL", "description TEXT",
				"status TEXT DEFAULT 'pending' CHECK(status IN ('pending', 'in_progress', 'done', 'blocked'))",
				"created_at TEXT DEFAULT (datetime('now'))", "updated_at TEXT DEFAULT (datetime('now'))")
			if lower := strings.ToLower(schema); strings.Contains(lower, "agent") || strings.Contains(lower, "session") || strings.Contains(lower, "owner") {
				t.Errorf("the todos schema has a column naming its writer:\n%s", schema)
			}
			mustContain(t, "the rows the agent sees", results[3], "2 row(s) returned", "| 1 | main-a | done |", "| 2 | sub-a | pending |")
		})
	}
}

// readHeader reads the 100-byte header of the SQLite database at path,
// or fewer bytes if the file is shorter.
func readHeader(t *testing.T, path string) []byte {
	f, err := os.Open(path)
	if err != nil {
		t.Error(err)
		return nil
	}
	defer f.Close()
	header := make([]byte, 100)
	n, _ := io.ReadFull(f, header)
	return header[:n]
}
