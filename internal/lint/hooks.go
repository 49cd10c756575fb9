package lint

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/jsonpos"
	"github.com/team-hook/team-hook/internal/lazyre"
)

// hookEvents are the events Claude Code knows; a hook under any other name
// never runs.
var hookEvents = []string{
	"PreToolUse", "PostToolUse", "PostToolUseFailure",
	"Notification", "UserPromptSubmit", "SessionStart",
	"SessionEnd", "Stop", "StopFailure",
	"SubagentStart", "SubagentStop", "PreCompact",
	"PostCompact", "PermissionRequest", "PermissionDenied",
	"Setup", "TeammateIdle", "TaskCreated",
	"TaskCompleted", "Elicitation", "ElicitationResult",
	"ConfigChange", "WorktreeCreate", "WorktreeRemove",
	"InstructionsLoaded", "CwdChanged", "FileChanged",
}

// toolEvents match their matcher against a tool name.
var toolEvents = []string{
	"PreToolUse", "PostToolUse", "PostToolUseFailure",
	"PermissionRequest", "PermissionDenied",
}

// matcherIgnored are events whose matcher Claude Code does not read.
var matcherIgnored = []string{"UserPromptSubmit", "Stop"}

// holdingEvents block the session (or the subagent's result) while their
// hooks run: a long timeout there is felt on every stop or tool call.
var holdingEvents = []string{"SubagentStop", "PostToolUse"}

// hookField is the field each hook type cannot do without.
func hookField(typ string) string {
	switch typ {
	case "command":
		return "command"
	case "prompt", "agent":
		return "prompt"
	case "http":
		return "url"
	}
	return ""
}

// plainMatcherRe is how Claude Code tells an exact name (or A|B list) from
// a regular expression: letters, digits, _ and | only.
var plainMatcherRe = lazyre.Regexp{Expr: `^[A-Za-z0-9_|]+$`}

// Path variables Claude Code sets for hooks. The plugin root is the one the
// plugin's own commands rely on; the others are paths too.
const pluginRootVar = "CLAUDE_PLUGIN_ROOT"

var pathVars = []string{pluginRootVar, "CLAUDE_PLUGIN_DATA", "CLAUDE_PROJECT_DIR"}

const (
	maxTimeout     = 600 // Claude Code's default, in seconds
	holdingTimeout = 60
)

// lintHooksFile checks a plugin hooks file ({"hooks": {...}}). It reports
// whether the file exists.
func (l *linter) lintHooksFile(abs string) bool {
	root, data := l.readJSONFile(abs)
	if root == nil {
		return isFile(abs)
	}
	if root.Kind != jsonpos.Object {
		l.add(abs, lineOf(data, root.Off), Error, "hooks-shape",
			fmt.Sprintf(`a hooks file must be an object {"hooks": {"<Event>": [...]}}, not %s`, root.KindName()))
		return true
	}
	events, ok := root.Get("hooks")
	if !ok {
		msg := `no "hooks" key: the events go under {"hooks": {"SubagentStop": [...]}}`
		for _, k := range root.Keys {
			if slices.Contains(hookEvents, k) {
				msg = fmt.Sprintf(`%q is at the top level, where Claude Code does not look: wrap the events in {"hooks": {...}}`, k)
				break
			}
		}
		l.add(abs, lineOf(data, root.Off), Error, "hooks-shape", msg)
		return true
	}
	l.checkEvents(abs, data, events)
	return true
}

// lintSettings checks the "hooks" of a .claude settings file. It reports
// whether the file exists.
func (l *linter) lintSettings(abs string) bool {
	root, data := l.readJSONFile(abs)
	if root == nil {
		return isFile(abs)
	}
	if root.Kind != jsonpos.Object {
		l.add(abs, lineOf(data, root.Off), Error, "hooks-shape",
			fmt.Sprintf("a settings file must be a JSON object, not %s", root.KindName()))
		return true
	}
	if events, ok := root.Get("hooks"); ok {
		l.checkEvents(abs, data, events)
	}
	return true
}

// checkEvents checks an events object: {"<Event>": [{matcher, hooks}]}.
func (l *linter) checkEvents(abs string, data []byte, events *jsonpos.Node) {
	if events.Kind != jsonpos.Object {
		l.add(abs, lineOf(data, events.Off), Error, "hooks-shape",
			fmt.Sprintf(`"hooks" must be an object of events ({"SubagentStop": [...]}), not %s`, events.KindName()))
		return
	}
	for i, ev := range events.Keys {
		groups := events.Vals[i]
		if !slices.Contains(hookEvents, ev) {
			msg := fmt.Sprintf("unknown hook event %q: its hooks never run", ev)
			if known := eventFold(ev); known != "" {
				msg += fmt.Sprintf("; event names are case-sensitive: write %q", known)
			} else {
				msg += "; see the event list in the Claude Code hooks reference"
			}
			l.add(abs, lineOf(data, events.KeyOffs[i]), Error, "hook-event-unknown", msg)
		}
		if groups.Kind != jsonpos.Array {
			l.add(abs, lineOf(data, groups.Off), Error, "hooks-shape",
				fmt.Sprintf(`%s must be an array of matcher groups ([{"matcher": "…", "hooks": [...]}]), not %s`, ev, groups.KindName()))
			continue
		}
		for _, g := range groups.Items {
			l.checkGroup(abs, data, ev, g)
		}
	}
}

func eventFold(ev string) string {
	for _, k := range hookEvents {
		if strings.EqualFold(k, ev) {
			return k
		}
	}
	return ""
}

// checkGroup checks one {"matcher": "…", "hooks": [...]} group.
func (l *linter) checkGroup(abs string, data []byte, ev string, g *jsonpos.Node) {
	if g.Kind != jsonpos.Object {
		l.add(abs, lineOf(data, g.Off), Error, "hooks-shape",
			fmt.Sprintf(`each entry of %s must be an object {"matcher": "…", "hooks": [...]}, not %s`, ev, g.KindName()))
		return
	}
	if m, ok := g.Get("matcher"); ok {
		if m.Kind != jsonpos.String {
			l.add(abs, lineOf(data, m.Off), Error, "hooks-shape",
				fmt.Sprintf("a matcher must be a string, not %s", m.KindName()))
		} else {
			l.checkMatcher(abs, lineOf(data, m.Off), ev, m.Str)
		}
	}
	hooks, ok := g.Get("hooks")
	if !ok || hooks.Kind != jsonpos.Array {
		l.add(abs, lineOf(data, g.Off), Error, "hooks-shape",
			fmt.Sprintf(`a matcher group of %s needs a "hooks" array: {"matcher": "…", "hooks": [{"type": "command", …}]}`, ev))
		return
	}
	for _, h := range hooks.Items {
		l.checkHook(abs, data, ev, h)
	}
}

// checkMatcher applies the matcher rules; line is the matcher's line.
func (l *linter) checkMatcher(abs string, line int, ev, m string) {
	if slices.Contains(matcherIgnored, ev) && m != "" && m != "*" {
		l.add(abs, line, Warning, "matcher-ignored",
			fmt.Sprintf("Claude Code ignores the matcher of %s: these hooks run every time; remove the matcher", ev))
	}
	if strings.ContainsAny(m, " \t") {
		l.add(abs, line, Warning, "matcher-spaces",
			fmt.Sprintf(`the matcher %q contains spaces, which makes it a regular expression whose alternatives carry the spaces and match no name: write "A|B" without spaces`, m))
	}
	if slices.Contains(toolEvents, ev) && matchesTaskNotAgent(m) {
		l.add(abs, line, Warning, "matcher-task-without-agent",
			fmt.Sprintf(`the subagent tool is named Agent now; "Task" still matches it, but write both so the matcher survives the old name's removal: %q`, withAgent(m)))
	}
	if strings.Contains(m, ":") {
		if alt := unanchoredAlternative(m); alt != "" {
			name := strings.TrimSuffix(strings.TrimPrefix(alt, "^"), "$")
			l.add(abs, line, Warning, "matcher-unanchored",
				fmt.Sprintf("a matcher that is not a plain name is an unanchored regular expression: %q also matches other names that contain it (%s-v2); anchor it: %q", alt, name, "^"+name+"$"))
		}
	}
}

// matchesTaskNotAgent says whether a tool matcher catches the subagent tool
// by its old name Task but not by Agent.
func matchesTaskNotAgent(m string) bool {
	if m == "" || m == "*" {
		return false
	}
	if plainMatcherRe.Re().MatchString(m) {
		task, agent := false, false
		for _, n := range strings.Split(m, "|") {
			task = task || n == "Task"
			agent = agent || n == "Agent"
		}
		return task && !agent
	}
	// A user's pattern: what Go's regexp makes of it. One it does not
	// compile (lookarounds, back-references) is left alone.
	re, err := regexp.Compile(m)
	if err != nil {
		return false
	}
	return re.MatchString("Task") && !re.MatchString("Agent")
}

// withAgent suggests the matcher with Agent added.
func withAgent(m string) string { return "Agent|" + m }

// unanchoredAlternative returns the first top-level alternative of a
// regular expression that names a plugin:agent without both ^ and $.
func unanchoredAlternative(m string) string {
	for _, alt := range splitAlternatives(m) {
		if !strings.Contains(alt, ":") {
			continue
		}
		if !strings.HasPrefix(alt, "^") || !strings.HasSuffix(alt, "$") || strings.HasSuffix(alt, `\$`) {
			return alt
		}
	}
	return ""
}

// splitAlternatives splits a pattern at the | that are outside groups,
// classes and escapes.
func splitAlternatives(m string) []string {
	var out []string
	depth, start, inClass := 0, 0, false
	for i := 0; i < len(m); i++ {
		switch c := m[i]; {
		case c == '\\':
			i++
		case inClass:
			inClass = c != ']'
		case c == '[':
			inClass = true
		case c == '(':
			depth++
		case c == ')':
			if depth > 0 {
				depth--
			}
		case c == '|' && depth == 0:
			out = append(out, m[start:i])
			start = i + 1
		}
	}
	return append(out, m[start:])
}

// checkHook checks one hook: its type, its command and its timeout.
func (l *linter) checkHook(abs string, data []byte, ev string, h *jsonpos.Node) {
	at := lineOf(data, h.Off)
	if h.Kind != jsonpos.Object {
		l.add(abs, at, Error, "hooks-shape",
			fmt.Sprintf(`each hook must be an object {"type": "command", "command": "…"}, not %s`, h.KindName()))
		return
	}
	typ, ok := h.Get("type")
	switch {
	case !ok:
		l.add(abs, at, Error, "hook-type-unknown", `the hook has no "type": add "type": "command"`)
	case typ.Kind != jsonpos.String || hookField(typ.Str) == "":
		l.add(abs, lineOf(data, typ.Off), Error, "hook-type-unknown",
			fmt.Sprintf(`unknown hook type %s: use one of %s`, describe(typ), typeList()))
	default:
		field := hookField(typ.Str)
		v, ok := h.Get(field)
		if !ok || v.Kind != jsonpos.String || strings.TrimSpace(v.Str) == "" {
			l.add(abs, at, Error, "hook-field-missing",
				fmt.Sprintf(`a %q hook needs a non-empty %q string`, typ.Str, field))
		} else if typ.Str == "command" {
			l.checkCommand(abs, data, h, v)
		}
	}
	if t, ok := h.Get("timeout"); ok {
		l.checkTimeout(abs, lineOf(data, t.Off), ev, t)
	}
}

func describe(n *jsonpos.Node) string {
	if n.Kind == jsonpos.String {
		return strconv.Quote(n.Str)
	}
	return n.KindName()
}

func typeList() string {
	return `"agent", "command", "http", "prompt"`
}

// checkTimeout: timeout is in seconds, and a hook holds what it hooks.
func (l *linter) checkTimeout(abs string, line int, ev string, t *jsonpos.Node) {
	if t.Kind != jsonpos.Number {
		l.add(abs, line, Error, "hook-timeout",
			fmt.Sprintf("timeout must be a number of seconds, not %s (write 10, not \"10\")", describe(t)))
		return
	}
	v, err := strconv.ParseFloat(t.Str, 64)
	if err != nil {
		return // the decoder accepted it: a number
	}
	switch {
	case v >= 1000:
		l.add(abs, line, Error, "hook-timeout-milliseconds",
			fmt.Sprintf("timeout is in seconds: %s looks like milliseconds (%s seconds is %v); write %s", t.Str, t.Str, time.Duration(v*float64(time.Second)).Round(time.Second), strconv.FormatFloat(v/1000, 'f', -1, 64)))
	case v > maxTimeout:
		l.add(abs, line, Error, "hook-timeout",
			fmt.Sprintf("timeout %s is over %d seconds: keep hooks short (a few seconds)", t.Str, maxTimeout))
	case v <= 0:
		l.add(abs, line, Error, "hook-timeout",
			fmt.Sprintf("timeout %s is not a positive number of seconds", t.Str))
	case v > holdingTimeout && slices.Contains(holdingEvents, ev):
		l.add(abs, line, Warning, "hook-timeout-long",
			fmt.Sprintf("timeout %s on %s: the session waits for this hook every time it runs; keep it under %d seconds", t.Str, ev, holdingTimeout))
	}
}

// checkCommand checks a command hook: quoting in shell form, the program in
// exec form, and that plugin paths it names exist.
func (l *linter) checkCommand(abs string, data []byte, h, cmd *jsonpos.Node) {
	line := lineOf(data, cmd.Off)
	args, exec := h.Get("args")
	words := []string{cmd.Str}
	if exec {
		if args.Kind != jsonpos.Array {
			l.add(abs, lineOf(data, args.Off), Error, "hook-args-invalid",
				fmt.Sprintf(`"args" must be an array of strings, not %s`, args.KindName()))
		} else {
			for _, a := range args.Items {
				if a.Kind != jsonpos.String {
					l.add(abs, lineOf(data, a.Off), Error, "hook-args-invalid",
						fmt.Sprintf(`each of "args" must be a string, not %s`, a.KindName()))
					continue
				}
				words = append(words, a.Str)
			}
		}
		if strings.ContainsAny(cmd.Str, `"'`) {
			l.add(abs, line, Error, "hook-exec-quoted",
				`with "args" the command is run directly, not by a shell: quotes are taken as part of the program's path; remove them`)
		}
	} else {
		for _, u := range unquotedVars(cmd.Str) {
			if u == pluginRootVar {
				l.add(abs, line, Error, "hook-unquoted-plugin-root",
					`${CLAUDE_PLUGIN_ROOT} outside double quotes breaks when the plugin path has a space: write "\"${CLAUDE_PLUGIN_ROOT}/bin/x\" args", or use the exec form {"command": "${CLAUDE_PLUGIN_ROOT}/bin/x", "args": [...]}`)
			} else {
				l.add(abs, line, Warning, "hook-unquoted-path",
					fmt.Sprintf(`${%s} outside double quotes breaks when the path has a space: put it in double quotes`, u))
			}
		}
		words = shellWords(cmd.Str)
	}
	if l.layout == pluginLayout {
		l.checkPluginPaths(abs, line, words)
	}
}

// unquotedVars lists the path variables a shell command expands outside
// double quotes, in order, each once.
func unquotedVars(cmd string) []string {
	var out []string
	seen := map[string]bool{}
	single, double := false, false
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case single:
			if c == '\'' {
				single = false
				continue
			}
		case c == '\\':
			i++
			continue
		case c == '\'' && !double:
			single = true
			continue
		case c == '"':
			double = !double
			continue
		}
		if c != '$' {
			continue
		}
		name := varAt(cmd[i+1:])
		if slices.Contains(pathVars, name) && !double && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}

// varAt reads the variable name after a $: ${NAME} or NAME.
func varAt(s string) string {
	if strings.HasPrefix(s, "{") {
		if j := strings.IndexByte(s, '}'); j > 0 {
			return s[1:j]
		}
		return ""
	}
	j := 0
	for j < len(s) && (s[j] == '_' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
		j++
	}
	return s[:j]
}

// shellWords splits a shell command into words with quotes removed: enough
// to find the paths it names, not a shell.
func shellWords(cmd string) []string {
	var out []string
	var cur strings.Builder
	in, single, double := false, false, false
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case single:
			if c == '\'' {
				single = false
			} else {
				cur.WriteByte(c)
			}
			continue
		case c == '\\' && i+1 < len(cmd):
			i++
			cur.WriteByte(cmd[i])
			in = true
			continue
		case c == '\'' && !double:
			single, in = true, true
			continue
		case c == '"':
			double, in = !double, true
			continue
		case !double && (c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '&' || c == '|'):
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
			continue
		}
		cur.WriteByte(c)
		in = true
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}

// checkPluginPaths reports words that name a file under ${CLAUDE_PLUGIN_ROOT}
// that the plugin does not have: the hook would exit 127, which Claude Code
// treats as a non-blocking error, so nothing would be enforced.
func (l *linter) checkPluginPaths(abs string, line int, words []string) {
	for _, w := range words {
		var rest string
		switch {
		case strings.HasPrefix(w, "${"+pluginRootVar+"}/"):
			rest = w[len("${"+pluginRootVar+"}/"):]
		case strings.HasPrefix(w, "$"+pluginRootVar+"/"):
			rest = w[len("$"+pluginRootVar+"/"):]
		default:
			continue
		}
		if rest == "" || strings.ContainsAny(rest, "$*?[`") {
			continue
		}
		clean := path.Clean(rest)
		if clean == ".." || strings.HasPrefix(clean, "../") {
			continue
		}
		target := filepath.Join(l.root, filepath.FromSlash(clean))
		l.res.files[target] = true
		if _, err := os.Stat(target); err != nil {
			l.add(abs, line, Warning, "hook-program-missing",
				fmt.Sprintf("the hook runs %s, which this plugin does not have: the hook would fail without blocking anything; add the file or fix the path", clean))
		}
	}
}
