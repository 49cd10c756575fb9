package lint

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/frontmatter"
	"github.com/team-hook/team-hook/internal/lazyre"
)

// keyTypo is a frontmatter key Claude Code ignores and the key meant.
type keyTypo struct{ key, meant string }

// agentKeyTypos are frontmatter keys Claude Code ignores in an agent, with
// the key that was meant. A misspelt "skills" silently drops the contracts.
var agentKeyTypos = []keyTypo{
	{"skill", "skills"},
	{"preload", "skills"},
	{"tool", "tools"},
	{"allowed-tools", "tools"},
	{"allowed_tools", "tools"},
	{"allowedTools", "tools"},
	{"disallowed-tools", "disallowedTools"},
	{"disallowed_tools", "disallowedTools"},
}

// skillKeyTypos are the same for skills.
var skillKeyTypos = []keyTypo{
	{"allowed_tools", "allowed-tools"},
	{"allowedTools", "allowed-tools"},
	{"when-to-use", "when_to_use"},
	{"whenToUse", "when_to_use"},
}

// yamlLineRe is the line a YAML error names ("yaml: line 3: …", or the
// "line 3: …" of a list that is not a list), and yamlAtLineRe each second
// line it names ("already defined at line 1").
var (
	yamlLineRe   = lazyre.Regexp{Expr: `^line (\d+): `}
	yamlAtLineRe = lazyre.Regexp{Expr: `at line (\d+)`}
)

// yamlLine is the prefix "line 3: " of a YAML error and its number, or nil.
func yamlLine(msg string) []string { return yamlLineRe.Re().FindStringSubmatch(msg) }

// replaceAtLines replaces each second line an error names by what repl
// makes of it.
func replaceAtLines(msg string, repl func(at string) string) string {
	return yamlAtLineRe.Re().ReplaceAllStringFunc(msg, repl)
}

// noName is the file name given to ParseDefinition (see readDefinition).
const noName = "\x00"

// article is "a skill", "an agent".
func article(kind string) string {
	if kind == "agent" {
		return "an agent"
	}
	return "a " + kind
}

// definition is one agent or skill file, parsed.
type definition struct {
	abs  string
	data []byte
	def  *agents.Definition
}

// readDefinition reads and parses an agent or skill file, reporting what
// keeps it from loading. It returns nil when the file cannot be used.
func (l *linter) readDefinition(abs, kind string) *definition {
	l.res.files[abs] = true
	data, err := readRegular(abs, maxFrontmatter)
	if err != nil {
		l.add(abs, 0, Error, "file-unreadable", fmt.Sprintf("cannot read this %s file: %v", kind, unwrapPath(err)))
		return nil
	}
	// ParseDefinition falls back to the file name when name is missing; a
	// file name no YAML name can equal makes the fallback visible.
	def, err := agents.ParseDefinition(noName, data)
	if errors.Is(err, agents.ErrNoFrontmatter) {
		msg := fmt.Sprintf("no frontmatter: %s file must start with a --- line, then name: and description:, then a closing --- line (a missing closing --- hides the whole block)", article(kind))
		if open := openingLine(data); open > 1 && string(bytes.TrimSpace(bytes.SplitN(data, []byte("\n"), open+1)[open-1])) == "---" {
			msg = fmt.Sprintf("no frontmatter: the opening --- must be the first line of %s file; Claude Code reads no frontmatter after a blank line", article(kind))
		}
		if at := claudeCodeClosing(data); at > 0 {
			msg = fmt.Sprintf("no frontmatter: close the block with a line that is exactly --- (Claude Code ends it at the --- on line %d and reads this %s; team-hook reads on to a --- line and finds none)", at, kind)
		}
		l.add(abs, 1, Error, "frontmatter-missing", msg)
		return nil
	}
	if err != nil {
		line, detail := frontmatterError(data, err)
		l.add(abs, line, Error, "frontmatter-invalid",
			fmt.Sprintf("the frontmatter is not valid YAML, so Claude Code ignores this %s: %s", kind, detail))
		return nil
	}
	if def.Name == noName {
		def.Name = ""
	}
	def.Path = abs
	d := &definition{abs: abs, data: data, def: def}
	if front, _, ok := frontmatter.Split(data); ok {
		if i := bytes.Index(front, []byte("---")); i >= 0 {
			l.add(abs, openingLine(data)+1+bytes.Count(front[:i], []byte("\n")), Warning, "frontmatter-dashes",
				fmt.Sprintf("Claude Code ends the frontmatter at this --- and reads only the keys above it, where team-hook reads on to the closing --- line: keep --- out of this %s's frontmatter values", kind))
		}
	}
	if strings.TrimSpace(def.Name) == "" {
		l.add(abs, d.keyLine("name"), Error, "name-missing",
			fmt.Sprintf("the frontmatter has no name: add name: <%s-name> (lower-case, hyphens)", kind))
	}
	if strings.TrimSpace(def.Description) == "" {
		l.add(abs, d.keyLine("description"), Error, "description-missing",
			fmt.Sprintf("the frontmatter has no description: add one saying when to use this %s; Claude Code chooses by it", kind))
	}
	typos := skillKeyTypos
	if kind == "agent" {
		typos = agentKeyTypos
	}
	for _, k := range def.Keys {
		if i := slices.IndexFunc(typos, func(t keyTypo) bool { return t.key == k }); i >= 0 {
			want := typos[i].meant
			l.add(abs, d.keyLine(k), Warning, "frontmatter-key-typo",
				fmt.Sprintf("Claude Code ignores the key %q in %s; did you mean %q?", k, article(kind), want))
		}
	}
	return d
}

// frontmatterError turns a frontmatter parse error into a file line and a
// message without the package prefixes. YAML counts lines from the first
// line after the opening ---; its parser (not its scanner) errors count from
// zero.
func frontmatterError(data []byte, err error) (int, string) {
	msg := yamlMessage(err)
	open := openingLine(data)
	m := yamlLine(msg)
	if m == nil {
		return open, msg
	}
	n, convErr := strconv.Atoi(m[1])
	if convErr != nil {
		return open, msg
	}
	msg = replaceAtLines(msg[len(m[0]):], func(at string) string {
		k, _ := strconv.Atoi(strings.TrimPrefix(at, "at line "))
		return "at line " + strconv.Itoa(open+k)
	})
	if strings.HasPrefix(msg, "did not find expected") {
		n++
	}
	return open + n, msg
}

// yamlMessage is a frontmatter parse error without the package prefixes,
// on one line.
func yamlMessage(err error) string {
	msg := err.Error()
	if i := strings.Index(msg, "frontmatter: "); i >= 0 {
		msg = msg[i+len("frontmatter: "):]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:")
	return strings.Join(strings.Fields(msg), " ")
}

// openingLine is the line of the opening ---: the frontmatter reader skips
// blank lines before it.
func openingLine(data []byte) int {
	line := 1
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		cur := data
		if i >= 0 {
			cur, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if len(bytes.TrimSpace(cur)) != 0 {
			return line
		}
		line++
	}
	return 1
}

// frontmatterLines calls fn with each line of the frontmatter and its line
// number, until fn returns false.
func (d *definition) frontmatterLines(fn func(n int, line string) bool) {
	n := 0
	open := openingLine(d.data)
	for _, line := range strings.Split(string(d.data), "\n") {
		n++
		if n <= open {
			continue
		}
		if strings.TrimSpace(line) == "---" {
			return
		}
		if !fn(n, strings.TrimRight(line, "\r")) {
			return
		}
	}
}

// keyLine is the line of a top-level frontmatter key, or of the opening ---
// when the key is absent: the place to add it.
func (d *definition) keyLine(key string) int {
	found := openingLine(d.data)
	d.frontmatterLines(func(n int, line string) bool {
		if strings.HasPrefix(line, key+":") {
			found = n
			return false
		}
		return true
	})
	return found
}

// itemLine is the line where value is written under key: the key's own line
// for the inline forms ("tools: Read, Bash", "[a, b]"), or the list item.
func (d *definition) itemLine(key, value string) int {
	keyAt := d.keyLine(key)
	found := keyAt
	d.frontmatterLines(func(n int, line string) bool {
		switch {
		case n < keyAt:
			return true
		case n == keyAt:
			return !strings.Contains(strings.TrimPrefix(line, key+":"), value)
		case line != "" && line[0] != ' ' && line[0] != '\t' && line[0] != '-':
			return false // the next key
		case strings.Trim(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "-")), `"'`) == value:
			found = n
			return false
		}
		return true
	})
	return found
}

// lintSkills checks skills/<name>/SKILL.md and records the bundle's skills
// for the agents' skills: check. It reports whether there is a skills/ folder.
func (l *linter) lintSkills() bool {
	dir := filepath.Join(l.root, "skills")
	entries := l.readDir(dir)
	if entries == nil {
		return isDir(dir)
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		abs := filepath.Join(dir, name)
		if !isDir(abs) {
			if strings.EqualFold(filepath.Ext(name), ".md") {
				stem := strings.TrimSuffix(name, filepath.Ext(name))
				l.add(abs, 0, Warning, "skill-layout",
					fmt.Sprintf("Claude Code loads skills only from folders: move this file to skills/%s/SKILL.md", stem))
			}
			continue
		}
		l.readDir(abs)
		file := filepath.Join(abs, "SKILL.md")
		if !isFile(file) {
			l.res.files[file] = true
			msg := fmt.Sprintf("this skill folder has no SKILL.md, so Claude Code skips it: add skills/%s/SKILL.md", name)
			if other := caseVariant(abs, "SKILL.md"); other != "" {
				msg = fmt.Sprintf("the skill file must be named SKILL.md (upper case): rename %s", other)
			}
			l.add(abs, 0, Error, "skill-file-missing", msg)
			continue
		}
		l.skills[strings.ToLower(name)] = true
		d := l.readDefinition(file, "skill")
		if d == nil {
			continue
		}
		if n := strings.TrimSpace(d.def.Name); n != "" {
			l.skills[contract.SkillBaseName(n)] = true
			if n != name {
				l.add(file, d.keyLine("name"), Warning, "skill-name-mismatch",
					fmt.Sprintf("the skill is named %q but its folder is %q: make them the same, or agents preloading one name miss the other", n, name))
			}
		}
	}
	return true
}

// caseVariant finds a file in dir whose name equals want but for case.
func caseVariant(dir, want string) string {
	matches, _ := filepath.Glob(filepath.Join(dir, "*"))
	for _, m := range matches {
		if b := filepath.Base(m); b != want && strings.EqualFold(b, want) {
			return b
		}
	}
	return ""
}

// lintAgents checks agents/*.md. It reports whether there is an agents/
// folder.
func (l *linter) lintAgents() bool {
	dir := filepath.Join(l.root, "agents")
	entries := l.readDir(dir)
	if entries == nil {
		return isDir(dir)
	}
	firstByName := map[string]string{}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") || !strings.EqualFold(filepath.Ext(name), ".md") {
			continue
		}
		abs := filepath.Join(dir, name)
		if isDir(abs) {
			continue
		}
		d := l.readDefinition(abs, "agent")
		if d == nil {
			continue
		}
		l.checkAgent(d)
		if n := strings.TrimSpace(d.def.Name); n != "" {
			if first, dup := firstByName[n]; dup {
				l.add(abs, d.keyLine("name"), Error, "agent-duplicate-name",
					fmt.Sprintf("another agent is already named %q (%s): Claude Code loads only one of them; rename one", n, first))
			} else {
				firstByName[n] = l.rel(abs)
			}
		}
	}
	return true
}

// checkAgent applies the rules about what an agent lists.
func (l *linter) checkAgent(d *definition) {
	for _, tool := range d.def.Tools {
		// "Bash(git:*)" names the tool Bash.
		name := strings.TrimSpace(tool)
		if i := strings.IndexByte(name, '('); i >= 0 {
			name = strings.TrimSpace(name[:i])
		}
		if strings.EqualFold(name, "AskUserQuestion") {
			l.add(d.abs, d.itemLine("tools", tool), Error, "agent-asks-user",
				"subagents cannot call AskUserQuestion, and listing it is what makes them write \"I would ask, but the tool is unavailable\" instead of asking: remove it from tools: and preload the agent-open-questions skill (skills: [agent-open-questions]) so the agent returns its questions in an openQuestions envelope")
		}
	}
	for _, sk := range d.def.Skills {
		if l.skillExists(sk) {
			continue
		}
		msg := fmt.Sprintf("preloaded skill %q does not exist: it is neither in this bundle's skills/ nor a skill of the team plugin (%s); fix the name or add skills/%s/SKILL.md", sk, strings.Join(contract.PluginSkills(), ", "), contract.SkillBaseName(sk))
		if near := l.nearestSkill(sk); near != "" {
			msg = fmt.Sprintf("preloaded skill %q does not exist; did you mean %q? Claude Code skips a skill it cannot find, and the agent silently loses the contract it switches on", sk, near)
		}
		l.add(d.abs, d.itemLine("skills", sk), Error, "skill-not-found", msg)
	}
}

// nearestSkill is the existing skill a missing one was most likely meant
// to be, written with the same prefix; "" when none is close.
func (l *linter) nearestSkill(ref string) string {
	candidates := slices.Collect(maps.Keys(l.skills))
	prefix, _, namespaced := strings.Cut(strings.TrimSpace(ref), ":")
	if !namespaced || prefix == agents.PluginName {
		candidates = append(candidates, contract.PluginSkills()...)
	}
	slices.Sort(candidates)
	near := contract.Nearest(contract.SkillBaseName(ref), candidates)
	if near == "" {
		return ""
	}
	if namespaced {
		return prefix + ":" + near
	}
	return near
}

// skillExists says whether a preloaded skill name resolves. A plugin prefix
// does not change which skill is meant ("team:handoff" is "handoff").
func (l *linter) skillExists(ref string) bool {
	ref = strings.TrimSpace(ref)
	base := contract.SkillBaseName(ref)
	if base == "" {
		return false
	}
	if l.skills[base] {
		return true
	}
	prefix := ""
	if i := strings.LastIndexByte(ref, ':'); i >= 0 {
		prefix = strings.TrimSpace(ref[:i])
	}
	if prefix != "" && prefix != agents.PluginName {
		return false
	}
	// The team plugin's skills are known exactly (this binary ships with
	// them): "team:agent-open-question" is a typo, not a newer skill.
	return contract.IsPluginSkill(base)
}

// claudeCodeClosing is the line of the "---" where Claude Code ends a
// block that opens on the first line (after a byte-order mark) but has no
// closing "---" line: the first "---" after the opening line, wherever it
// stands. 0 when there is none, or the file does not open with "---".
func claudeCodeClosing(data []byte) int {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	first, rest, ok := bytes.Cut(data, []byte("\n"))
	if !ok || string(bytes.TrimSpace(first)) != "---" {
		return 0
	}
	i := bytes.Index(rest, []byte("---"))
	if i < 0 {
		return 0
	}
	return 2 + bytes.Count(rest[:i], []byte("\n"))
}
