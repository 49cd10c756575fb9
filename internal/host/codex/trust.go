package codex

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Codex runs none of a plugin's hooks until the user has approved them in
// /hooks, and skips the others without a word. Approval is kept in
// $CODEX_HOME/config.toml, one table per handler:
//
//	[hooks.state."team@team-hook:hooks/codex.json:subagent_stop:0:0"]
//	trusted_hash = "sha256:…"
//
// keyed <plugin>@<marketplace>:<hooks file>:<event in snake_case>:<group>:<handler>.
// A handler with no such table is not trusted yet. (One whose definition
// changed since keeps its table; how Codex hashes it is not known here,
// so only a missing table is told apart.) Nothing here ever writes the
// file: approving hooks is the user's decision.

// Trust is what Codex's config says of one plugin's hooks.
type Trust struct {
	Config  string   // the config.toml read
	Enabled []string // the plugin's ids (<plugin>@<marketplace>) enabled there
	// Handlers counts the plugin's hook handlers; Untrusted lists the
	// keys of those with no approval.
	Handlers  int
	Untrusted []string
	// PlanTool: the config switches on update_plan ([tools.update_plan]
	// enabled = true), which Codex offers agents only then; without it an
	// agent keeps no plan for todo-first to read.
	PlanTool bool
}

// ReadTrust reads Codex's home (CODEX_HOME, by default ~/.codex) for the
// plugin named plugin: where it is enabled, and which of its installed
// copy's hook handlers the user has not approved. A home without a
// config.toml is not an error: Trust.Enabled is then empty.
func ReadTrust(home, plugin string) (Trust, error) {
	t := Trust{Config: filepath.Join(home, "config.toml")}
	cfg, err := readConfig(t.Config)
	if errors.Is(err, fs.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return t, err
	}
	t.PlanTool = cfg.keys[strings.Join([]string{"tools", "update_plan", "enabled"}, "\x00")] == "true"
	for id, on := range cfg.plugins() {
		name, market, ok := strings.Cut(id, "@")
		if !ok || name != plugin || !on {
			continue
		}
		t.Enabled = append(t.Enabled, id)
		keys, err := handlerKeys(home, market, plugin)
		if err != nil {
			return t, err
		}
		t.Handlers += len(keys)
		for _, k := range keys {
			if !cfg.trusted(k) {
				t.Untrusted = append(t.Untrusted, k)
			}
		}
	}
	slices.Sort(t.Enabled)
	return t, nil
}

// handlerKeys are the trust keys of every hook handler of the installed
// copy of plugin from market: Codex keeps it under
// plugins/cache/<market>/<plugin>/<version>/ and reads the hooks file its
// manifest (.codex-plugin/plugin.json, else .claude-plugin/plugin.json)
// names, else hooks/hooks.json.
func handlerKeys(home, market, plugin string) ([]string, error) {
	copies, _ := filepath.Glob(filepath.Join(home, "plugins", "cache", market, plugin, "*"))
	if len(copies) == 0 {
		return nil, fmt.Errorf("%s@%s is enabled in %s but not installed under %s", plugin, market, filepath.Join(home, "config.toml"), filepath.Join(home, "plugins", "cache", market, plugin))
	}
	slices.Sort(copies)
	root := copies[len(copies)-1]
	rel := hooksFileOf(root)
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		return nil, err
	}
	var f struct {
		Hooks map[string][]struct {
			Hooks []json.RawMessage `json:"hooks"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(root, rel), err)
	}
	var keys []string
	for event, groups := range f.Hooks {
		for g, group := range groups {
			for h := range group.Hooks {
				keys = append(keys, fmt.Sprintf("%s@%s:%s:%s:%d:%d", plugin, market, rel, snakeCase(event), g, h))
			}
		}
	}
	slices.Sort(keys)
	return keys, nil
}

// hooksFileOf is the hooks file Codex reads for the plugin at root,
// relative to it.
func hooksFileOf(root string) string {
	for _, m := range []string{".codex-plugin/plugin.json", ".claude-plugin/plugin.json"} {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(m)))
		if err != nil {
			continue
		}
		var manifest struct {
			Hooks json.RawMessage `json:"hooks"`
		}
		var path string
		if json.Unmarshal(data, &manifest) == nil && json.Unmarshal(manifest.Hooks, &path) == nil && path != "" {
			return strings.TrimPrefix(path, "./")
		}
		break // the first manifest found is the one Codex reads
	}
	return "hooks/hooks.json"
}

// snakeCase is an event name as trust keys write it: SubagentStop is
// subagent_stop.
func snakeCase(event string) string {
	var b strings.Builder
	for i, r := range event {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('_')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// config is the part of a config.toml read here: every key path set, and
// the values of the short ones. It reads the tables and key = value lines
// Codex writes, not all of TOML.
type config struct {
	keys map[string]string // the key path, joined by "\x00", to its raw value
}

func (c config) plugins() map[string]bool {
	out := map[string]bool{}
	for path, v := range c.keys {
		p := strings.Split(path, "\x00")
		switch {
		case len(p) == 3 && p[0] == "plugins" && p[2] == "enabled":
			out[p[1]] = v == "true"
		case len(p) == 2 && p[0] == "plugins" && strings.HasPrefix(v, "{"):
			out[p[1]] = inlineEnabled(v)
		}
	}
	return out
}

// inlineEnabled says whether an inline table sets enabled = true:
// "id" = { enabled = true }. The key counts at the start of v or after
// {, a comma or white space; the value must be the whole word true.
func inlineEnabled(v string) bool {
	for i := 0; i < len(v); i++ {
		if i > 0 && strings.IndexByte("{,"+tomlSpace, v[i-1]) < 0 {
			continue
		}
		rest, ok := strings.CutPrefix(v[i:], "enabled")
		if !ok {
			continue
		}
		rest, ok = strings.CutPrefix(strings.TrimLeft(rest, tomlSpace), "=")
		if !ok {
			continue
		}
		rest, ok = strings.CutPrefix(strings.TrimLeft(rest, tomlSpace), "true")
		if ok && (rest == "" || !isWordByte(rest[0])) {
			return true
		}
	}
	return false
}

// tomlSpace is the white space read around = in an inline table.
const tomlSpace = "\t\n\f\r "

// isWordByte says whether c is an ASCII letter, digit or _.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}

// trusted reports whether the config has a hooks.state table for key.
func (c config) trusted(key string) bool {
	prefix := strings.Join([]string{"hooks", "state", key}, "\x00")
	for path := range c.keys {
		if path == prefix || strings.HasPrefix(path, prefix+"\x00") {
			return true
		}
	}
	return false
}

func readConfig(path string) (config, error) {
	f, err := os.Open(path)
	if err != nil {
		return config{}, err
	}
	defer f.Close()
	c := config{keys: map[string]string{}}
	var table []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	skipUntil := "" // the end of a multi-line value
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if skipUntil != "" {
			if strings.Contains(line, skipUntil) {
				skipUntil = ""
			}
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		if strings.HasPrefix(line, "[") && !strings.HasPrefix(line, "[[") {
			if keys, rest, ok := keyPath(line[1:]); ok && strings.HasPrefix(strings.TrimSpace(rest), "]") {
				table = keys
				c.keys[strings.Join(table, "\x00")] = ""
			}
			continue
		}
		if strings.HasPrefix(line, "[[") {
			table = nil // an array of tables: nothing read here lives in one
			continue
		}
		keys, rest, ok := keyPath(line)
		rest = strings.TrimSpace(rest)
		if !ok || !strings.HasPrefix(rest, "=") {
			continue
		}
		value := strings.TrimSpace(rest[1:])
		for _, q := range []string{`"""`, `'''`} {
			if strings.HasPrefix(value, q) && !strings.Contains(value[3:], q) {
				skipUntil = q
			}
		}
		if strings.HasPrefix(value, "[") && strings.Count(value, "[") > strings.Count(value, "]") {
			skipUntil = "]"
		}
		c.keys[strings.Join(append(slices.Clone(table), keys...), "\x00")] = value
	}
	return c, sc.Err()
}

// keyPath reads a dotted key (bare or quoted parts) from the start of s
// and returns its parts and the rest of s.
func keyPath(s string) (parts []string, rest string, ok bool) {
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return nil, "", false
		}
		var part string
		switch s[0] {
		case '"':
			end := closingQuote(s)
			if end < 0 {
				return nil, "", false
			}
			if err := json.Unmarshal([]byte(s[:end+1]), &part); err != nil {
				return nil, "", false
			}
			s = s[end+1:]
		case '\'':
			end := strings.IndexByte(s[1:], '\'')
			if end < 0 {
				return nil, "", false
			}
			part, s = s[1:end+1], s[end+2:]
		default:
			end := strings.IndexFunc(s, func(r rune) bool {
				return !(r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
			})
			if end == 0 {
				return nil, "", false
			}
			if end < 0 {
				end = len(s)
			}
			part, s = s[:end], s[end:]
		}
		parts = append(parts, part)
		s = strings.TrimLeft(s, " \t")
		if !strings.HasPrefix(s, ".") {
			return parts, s, true
		}
		s = s[1:]
	}
}

// closingQuote is the index of the quote that ends the basic string s
// starts with, or -1.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}
