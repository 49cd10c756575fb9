package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
)

// The names of the plugin's marketplace entry: team, and team-dev, the
// name the development entry had before it became team.
func isOurPluginID(id string) bool {
	name, _, _ := strings.Cut(id, "@")
	return name == agents.PluginName || name == agents.PluginName+"-dev"
}

// foundHosts is which of the three hosts this machine has: the client on
// PATH, or its home folder (~/.copilot, $CODEX_HOME or ~/.codex) with a
// settings file in it.
type foundHosts struct {
	claude, copilot, codex bool
}

func (f foundHosts) any() bool { return f.claude || f.copilot || f.codex }

func (f foundHosts) names() (found, missing []string) {
	for _, h := range []struct {
		on   bool
		name string
	}{{f.claude, "Claude Code"}, {f.copilot, "Copilot CLI"}, {f.codex, "Codex CLI"}} {
		if h.on {
			found = append(found, h.name)
		} else {
			missing = append(missing, h.name)
		}
	}
	return found, missing
}

func findHosts(getenv func(string) string, claudePath string) foundHosts {
	onPath := func(name string) bool {
		_, err := exec.LookPath(name)
		return err == nil
	}
	return foundHosts{
		claude:  claudePath != "",
		copilot: onPath("copilot") || isFile(filepath.Join(copilotHome(getenv), "settings.json")),
		codex:   onPath("codex") || isFile(filepath.Join(codexHome(getenv), "config.toml")),
	}
}

func userHome(getenv func(string) string) string {
	if h := getenv("HOME"); h != "" {
		return h
	}
	h, _ := os.UserHomeDir()
	return h
}

func copilotHome(getenv func(string) string) string {
	return filepath.Join(userHome(getenv), ".copilot")
}

func codexHome(getenv func(string) string) string {
	if h := getenv("CODEX_HOME"); h != "" {
		return h
	}
	return filepath.Join(userHome(getenv), ".codex")
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// installLines are the commands that install the plugin from a clone on a
// host, as README's Install section gives them.
func installLines(host string) string {
	add := "plugin install"
	if host == "codex" {
		add = "plugin add"
	}
	dir := "./team-hook"
	if host == "copilot" {
		dir = `"$PWD/team-hook"` // Copilot reads ./team-hook as a GitHub repository
	}
	return fmt.Sprintf("git clone <git URL of team-hook> team-hook, then %s plugin marketplace add %s, then %s %s team@team-hook", host, dir, host, add)
}

// hostInstall is the plugin as one host has it installed.
type hostInstall struct {
	ID     string // <plugin>@<marketplace>
	Root   string // the folder the host runs it from; "" when not known
	Source string // where the host says so
}

// copilotInstall reads Copilot CLI's settings for the plugin: enabled
// there (enabledPlugins) from a marketplace it knows. A marketplace that
// is a local folder is read live from it, entry source and all.
func copilotInstall(getenv func(string) string) (*hostInstall, error) {
	path := filepath.Join(copilotHome(getenv), "settings.json")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var s struct {
		Enabled      map[string]bool `json:"enabledPlugins"`
		Marketplaces map[string]struct {
			Source struct {
				Source string `json:"source"`
				Path   string `json:"path"`
			} `json:"source"`
		} `json:"extraKnownMarketplaces"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var ids []string
	for id, on := range s.Enabled {
		if on && isOurPluginID(id) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	slices.Sort(ids)
	in := &hostInstall{ID: ids[0], Source: path}
	name, market, _ := strings.Cut(in.ID, "@")
	if m, ok := s.Marketplaces[market]; ok && m.Source.Source == "directory" && m.Source.Path != "" {
		in.Root = entryRoot(m.Source.Path, name)
	}
	return in, nil
}

// entryRoot is the folder of the entry name in the marketplace folder dir:
// its relative source, or the folder itself.
func entryRoot(dir, name string) string {
	data, err := os.ReadFile(filepath.Join(dir, ".claude-plugin", "marketplace.json"))
	if err != nil {
		return dir
	}
	var m struct {
		Plugins []struct {
			Name   string `json:"name"`
			Source any    `json:"source"`
		} `json:"plugins"`
	}
	if json.Unmarshal(data, &m) != nil {
		return dir
	}
	for _, p := range m.Plugins {
		if src, ok := p.Source.(string); ok && p.Name == name {
			return filepath.Join(dir, filepath.FromSlash(src))
		}
	}
	return dir
}

// codexInstall is the plugin's copy in Codex's cache, when config.toml
// enables it: Codex keeps it under plugins/cache/<market>/<plugin>/<version>/.
func codexInstall(getenv func(string) string, enabled []string) *hostInstall {
	if len(enabled) == 0 {
		return nil
	}
	id := enabled[0] // sorted; one is enough to find the plugin's copy
	name, market, _ := strings.Cut(id, "@")
	copies, _ := filepath.Glob(filepath.Join(codexHome(getenv), "plugins", "cache", market, name, "*"))
	in := &hostInstall{ID: id, Source: filepath.Join(codexHome(getenv), "config.toml")}
	if len(copies) > 0 {
		slices.Sort(copies)
		in.Root = copies[len(copies)-1]
	}
	return in
}

// manifestHooks is the hooks file a host reads for the plugin at root:
// the one its own manifest names, else hooks/hooks.json.
func manifestHooks(root, manifest string) string {
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(manifest)))
	if err == nil {
		var m struct {
			Hooks json.RawMessage `json:"hooks"`
		}
		var path string
		if json.Unmarshal(data, &m) == nil && json.Unmarshal(m.Hooks, &path) == nil && path != "" {
			return filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(path, "./")))
		}
	}
	return filepath.Join(root, "hooks", "hooks.json")
}

// doctorHostHooks checks that the hooks file a host reads runs the hook
// for the events the plugin needs there, in the shell form those hosts run.
func doctorHostHooks(rep *doctorReport, name, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		rep.add(name, statusFail, "%v: reinstall the plugin", err)
		return
	}
	var hf hooksFile
	if err := json.Unmarshal(data, &hf); err != nil {
		rep.add(name, statusFail, "%s: %v", path, err)
		return
	}
	events := append(neededEvents(), hook.PostToolUse)
	var missing []string
	for _, ev := range events {
		if !runsHook(hf, ev) {
			missing = append(missing, ev)
		}
	}
	if len(missing) > 0 {
		rep.add(name, statusFail, "%s does not register team-hook for %s: reinstall the plugin", path, strings.Join(missing, ", "))
		return
	}
	rep.add(name, statusOK, "%s registers %s", path, strings.Join(events, ", "))
}

// runsHook tells whether a hooks file runs `team-hook hook` for event.
func runsHook(hf hooksFile, event string) bool {
	for _, g := range hf.Hooks[event] {
		for _, h := range g.Hooks {
			cmd := h.Command + " " + strings.Join(h.Args, " ")
			if strings.Contains(cmd, "team-hook") && strings.Contains(cmd, "hook") {
				return true
			}
		}
	}
	return false
}

// handHooks are the hooks files outside any plugin that run team-hook: a
// Claude Code settings.json (the user's, the project's, its local one)
// whose "hooks" run it, Codex CLI's hooks.json ($CODEX_HOME's, the
// project's .codex/), or Copilot CLI's .github/hooks/*.json in the
// project (those use the key "bash" for the command).
func handHooks(getenv func(string) string, project string) []string {
	var out []string
	candidates := []string{}
	for _, f := range claude.SettingsFiles(claude.ConfigDir(getenv), project) {
		candidates = append(candidates, f.Path)
	}
	candidates = append(candidates, filepath.Join(codexHome(getenv), "hooks.json"))
	if project != "" {
		candidates = append(candidates, filepath.Join(project, ".codex", "hooks.json"))
		more, _ := filepath.Glob(filepath.Join(project, ".github", "hooks", "*.json"))
		candidates = append(candidates, more...)
	}
	for _, p := range candidates {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		var f struct {
			Hooks map[string][]struct {
				Command string `json:"command"`
				Bash    string `json:"bash"`
				Hooks   []struct {
					Command string `json:"command"`
				} `json:"hooks"`
			} `json:"hooks"`
		}
		if json.Unmarshal(data, &f) != nil {
			continue
		}
		ours := false
		for _, groups := range f.Hooks {
			for _, g := range groups {
				cmds := []string{g.Command, g.Bash}
				for _, h := range g.Hooks {
					cmds = append(cmds, h.Command)
				}
				for _, c := range cmds {
					if strings.Contains(c, "team-hook") && strings.Contains(c, " hook") {
						ours = true
					}
				}
			}
		}
		if ours {
			out = append(out, p)
		}
	}
	return out
}
