package codex

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pelletier/go-toml/v2"
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
	t.PlanTool = enabledIn(cfg.Tools["update_plan"])
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

// config is the part of a config.toml read here (pelletier/go-toml): the
// plugins' switches, the hooks' approvals and the tools' switches, each
// kept as TOML values so that any other shape Codex accepts is read too.
type config struct {
	Plugins map[string]any `toml:"plugins"`
	Hooks   struct {
		State map[string]any `toml:"state"`
	} `toml:"hooks"`
	Tools map[string]any `toml:"tools"`
}

// plugins are the plugin ids the config names, each with its switch:
// [plugins."id"] enabled = true, or "id" = { enabled = true }.
func (c config) plugins() map[string]bool {
	out := map[string]bool{}
	for id, v := range c.Plugins {
		out[id] = enabledIn(v)
	}
	return out
}

// enabledIn says whether a table sets enabled = true.
func enabledIn(v any) bool {
	t, _ := v.(map[string]any)
	on, _ := t["enabled"].(bool)
	return on
}

// trusted reports whether the config has a hooks.state table for key.
func (c config) trusted(key string) bool {
	_, ok := c.Hooks.State[key]
	return ok
}

// readConfig reads a config.toml; one that is not TOML is an error that
// names its line, as Codex, which refuses it too, would.
func readConfig(path string) (config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return config{}, err
	}
	var c config
	if err := toml.Unmarshal(data, &c); err != nil {
		var de *toml.DecodeError
		if errors.As(err, &de) {
			row, col := de.Position()
			return config{}, fmt.Errorf("%s: line %d, column %d: %w", path, row, col, err)
		}
		return config{}, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}
