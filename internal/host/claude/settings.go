package claude

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// What Claude Code 2.1.330 keeps about a plugin on disk, read as it reads
// it: the settings files it merges, the options saved for a plugin, the
// plugin's userConfig schema, and its list of installed plugins. Commands
// run from a shell (status, watch, doctor) use it to see what a hook
// would be given.

// ConfigDir is Claude Code's configuration folder: $CLAUDE_CONFIG_DIR, else
// ~/.claude.
func ConfigDir(getenv func(string) string) string {
	if d := getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return d
	}
	home := getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	if home == "" {
		return ""
	}
	return filepath.Join(home, ".claude")
}

// SettingsFile is one settings file Claude Code merges.
type SettingsFile struct {
	Scope string // user, project, local
	Path  string
}

// SettingsFiles lists the settings files of a session started in project,
// lowest precedence first: the user's, the project's shared ones, the
// project's local ones. (Managed settings and --settings files, which come
// last, are not read.)
func SettingsFiles(configDir, project string) []SettingsFile {
	var out []SettingsFile
	if configDir != "" {
		out = append(out, SettingsFile{"user", filepath.Join(configDir, "settings.json")})
	}
	if project != "" {
		out = append(out,
			SettingsFile{"project", filepath.Join(project, ".claude", "settings.json")},
			SettingsFile{"local", filepath.Join(project, ".claude", "settings.local.json")})
	}
	return out
}

// settings is the part of a settings file team-hook reads.
type settings struct {
	Model          string                     `json:"model"`
	Env            map[string]any             `json:"env"`
	EnabledPlugins map[string]any             `json:"enabledPlugins"`
	PluginConfigs  map[string]json.RawMessage `json:"pluginConfigs"`
}

func readSettings(path string) (*settings, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var s settings
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: %s", path, describeJSONError(err))
	}
	return &s, nil
}

// SavedOption is a plugin option's value as saved by /plugin configure or
// `claude plugin install --config`, and the file it was saved in.
type SavedOption struct {
	Value string
	File  string
}

// SavedOptions reads the options saved for the plugin named name (under
// pluginConfigs["<name>@<marketplace>"].options) from files; a later file
// wins, as in Claude Code. Values are strings as a hook receives them.
func SavedOptions(files []SettingsFile, name string) (map[string]SavedOption, []error) {
	out := map[string]SavedOption{}
	errs := eachSettings(files, func(f SettingsFile, s *settings) {
		for _, id := range slices.Sorted(maps.Keys(s.PluginConfigs)) {
			if pluginName(id) != name {
				continue
			}
			var pc struct {
				Options map[string]any `json:"options"`
			}
			if json.Unmarshal(s.PluginConfigs[id], &pc) != nil {
				continue
			}
			for k, v := range pc.Options {
				out[k] = SavedOption{Value: jsString(v), File: f.Path}
			}
		}
	})
	return out, errs
}

// eachSettings calls fn with each of files that exists, in order, and
// returns why the others that exist could not be read.
func eachSettings(files []SettingsFile, fn func(SettingsFile, *settings)) []error {
	var errs []error
	for _, f := range files {
		s, err := readSettings(f.Path)
		switch {
		case err != nil:
			errs = append(errs, err)
		case s != nil:
			fn(f, s)
		}
	}
	return errs
}

// pluginName is the plugin of an id "name@marketplace".
func pluginName(id string) string {
	name, _, _ := strings.Cut(id, "@")
	return name
}

// jsString is String(v) in JavaScript, which is how Claude Code turns an
// option's value into CLAUDE_PLUGIN_OPTION_<KEY>.
func jsString(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			if x != nil {
				parts[i] = jsString(x)
			}
		}
		return strings.Join(parts, ",")
	}
	return "[object Object]"
}

// OptionSchema is one option of a plugin.json userConfig.
type OptionSchema struct {
	Type     string   `json:"type"`
	Title    string   `json:"title"`
	Default  any      `json:"default"`
	Options  []string `json:"options"` // a picker's choices
	Min      *float64 `json:"min"`
	Max      *float64 `json:"max"`
	Required bool     `json:"required"`
}

// ReadUserConfig reads the userConfig of the plugin at root.
func ReadUserConfig(root string) (map[string]OptionSchema, error) {
	data, err := os.ReadFile(filepath.Join(root, ".claude-plugin", "plugin.json"))
	if err != nil {
		return nil, err
	}
	var m struct {
		UserConfig map[string]OptionSchema `json:"userConfig"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("plugin.json: %s", describeJSONError(err))
	}
	return m.UserConfig, nil
}

// OptionVariable is the environment variable a hook reads an option from.
func OptionVariable(key string) string {
	return "CLAUDE_PLUGIN_OPTION_" + strings.ToUpper(replaceOthers(key, '_', "_"))
}

// replaceOthers replaces each character of s that is not an ASCII letter,
// a digit or one of keep by with.
func replaceOthers(s string, with rune, keep string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(keep, r)) {
			return r
		}
		return with
	}, s)
}

// OptionEnv is what a hook of the plugin is given for its options: each
// option's saved value, except a picker's value that is not one of its
// choices (Claude Code reads that as unset), else its default, else "".
// An option that is required and has no default is left out.
func OptionEnv(schema map[string]OptionSchema, saved map[string]SavedOption) map[string]string {
	out := map[string]string{}
	for key, o := range schema {
		if s, ok := saved[key]; ok && (o.Options == nil || slices.Contains(o.Options, s.Value)) {
			out[OptionVariable(key)] = s.Value
			continue
		}
		switch {
		case o.Default != nil:
			out[OptionVariable(key)] = jsString(o.Default)
		case !o.Required:
			out[OptionVariable(key)] = ""
		}
	}
	// Saved keys the schema does not declare reach the hook too.
	for key, s := range saved {
		if _, ok := schema[key]; !ok {
			out[OptionVariable(key)] = s.Value
		}
	}
	return out
}

// Unset lists the options Claude Code reports as "not yet set" after an
// install: no value saved, an empty one, or (for options that are not
// sensitive) one its schema refuses. A default never counts as set.
func Unset(schema map[string]OptionSchema, saved map[string]SavedOption) []string {
	var out []string
	for _, key := range slices.Sorted(maps.Keys(schema)) {
		s, ok := saved[key]
		if !ok || s.Value == "" || !schema[key].accepts(s.Value) {
			out = append(out, key)
		}
	}
	return out
}

// accepts is Claude Code's check of a saved value against the schema.
func (o OptionSchema) accepts(v string) bool {
	if o.Options != nil {
		return slices.Contains(o.Options, v)
	}
	if o.Type == "number" {
		f, err := strconv.ParseFloat(v, 64)
		return err == nil && (o.Min == nil || f >= *o.Min) && (o.Max == nil || f <= *o.Max)
	}
	return true
}

// Plugin is one row of `claude plugin list --json`: an installed plugin,
// in one scope, as the client in a project folder sees it.
type Plugin struct {
	ID             string `json:"id"`
	Version        string `json:"version"`
	Scope          string `json:"scope"`
	Enabled        bool   `json:"enabled"`
	InstallPath    string `json:"installPath"`
	ReadFromFolder string `json:"readFromFolder"`
	ProjectPath    string `json:"projectPath"`
}

// Root is the folder the plugin is loaded from: a plugin of a local
// marketplace is read in place, others from the install cache.
func (p Plugin) Root() string {
	if p.ReadFromFolder != "" {
		return p.ReadFromFolder
	}
	return p.InstallPath
}

// Name is the plugin's name, without its marketplace.
func (p Plugin) Name() string { return pluginName(p.ID) }

// ListPlugins asks the client at path which plugins are installed, as a
// session started in dir would see them.
func ListPlugins(ctx context.Context, path, dir string) ([]Plugin, error) {
	cmd := exec.CommandContext(ctx, path, "plugin", "list", "--json")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s plugin list --json: %v %s", path, err, strings.TrimSpace(stderr.String()))
	}
	ps, err := decodePluginList(out)
	if err != nil {
		return nil, fmt.Errorf("%s plugin list --json: %w", path, err)
	}
	return ps, nil
}

func decodePluginList(data []byte) ([]Plugin, error) {
	var ps []Plugin
	if err := json.Unmarshal(data, &ps); err != nil {
		return nil, errors.New(describeJSONError(err))
	}
	return ps, nil
}

// DataDir is ${CLAUDE_PLUGIN_DATA} of the plugin with id: the client makes
// it on demand under its configuration folder.
func DataDir(configDir, id string) string {
	return filepath.Join(configDir, "plugins", "data", replaceOthers(id, '-', "_-"))
}

// SessionSettings is what a new session would start with, from the
// settings files: the main model and the environment they set.
type SessionSettings struct {
	Model string
	Env   map[string]string
}

// ReadSessionSettings merges model and env over files, later wins.
func ReadSessionSettings(files []SettingsFile) (SessionSettings, []error) {
	out := SessionSettings{Env: map[string]string{}}
	errs := eachSettings(files, func(_ SettingsFile, s *settings) {
		if s.Model != "" {
			out.Model = s.Model
		}
		for k, v := range s.Env {
			out.Env[k] = jsString(v)
		}
	})
	return out, errs
}

// DefaultModel is the main model of a session that names none.
const DefaultModel = "claude-opus-5-5"

// olderModels are the main models with which Claude Code 2.1.330 offers
// the todo tools without being asked to.
func olderModels() []string {
	return []string{
		"claude-3-opus", "claude-3-sonnet", "claude-3-haiku", "claude-3-5-sonnet", "claude-3-5-haiku",
		"claude-3-7-sonnet", "claude-opus-4-0", "claude-opus-4-1", "claude-opus-4-5", "claude-opus-4-6", "claude-opus-4-7",
		"claude-sonnet-4-0", "claude-sonnet-4-5", "claude-sonnet-4-6", "claude-haiku-4-5",
	}
}

// TodoTools is which todo tools a new session offers its agents.
type TodoTools struct {
	Available bool
	Tools     []string // TaskCreate and TaskUpdate, or TodoWrite
	Model     string
	Reason    string // why they are on or off
}

// TodoToolsFor works out the todo tools of a session from its environment
// (getenv: the shell's, over settings.json's "env") and the model its
// settings name, as Claude Code 2.1.330 decides: on with
// CLAUDE_CODE_ENABLE_TODO_TOOLS, or with an older main model (or an
// inference profile); TodoWrite instead of TaskCreate/TaskUpdate when
// CLAUDE_CODE_ENABLE_TASKS is false. A launch that names the tools in
// --tools also turns them on; that cannot be seen from here.
func TodoToolsFor(getenv func(string) string, settingsModel string) TodoTools {
	t := TodoTools{Model: getenv("ANTHROPIC_MODEL"), Tools: []string{"TaskCreate", "TaskUpdate"}}
	if t.Model == "" {
		t.Model = settingsModel
	}
	if t.Model == "" {
		t.Model = DefaultModel
	}
	if v, ok := envBool(getenv("CLAUDE_CODE_ENABLE_TASKS")); ok && !v {
		t.Tools = []string{"TodoWrite"}
	}
	canonical := canonicalModel(t.Model)
	switch on, _ := envBool(getenv("CLAUDE_CODE_ENABLE_TODO_TOOLS")); {
	case on:
		t.Available, t.Reason = true, "CLAUDE_CODE_ENABLE_TODO_TOOLS is on"
	case slices.Contains(olderModels(), canonical), strings.Contains(t.Model, "application-inference-profile"):
		t.Available, t.Reason = true, "Claude Code offers them with the model "+t.Model
	default:
		t.Reason = "Claude Code turns them off for the model " + t.Model + " unless CLAUDE_CODE_ENABLE_TODO_TOOLS is on"
	}
	return t
}

// canonicalModel strips a model id to its family and version:
// "us.anthropic.claude-sonnet-4-5-20250929-v1:0[1m]" is
// "claude-sonnet-4-5".
func canonicalModel(m string) string {
	m = strings.ToLower(m)
	if i := strings.Index(m, "claude-"); i >= 0 {
		m = m[i:]
	}
	if i := strings.IndexAny(m, "[@"); i >= 0 {
		m = m[:i]
	}
	parts := strings.Split(m, "-")
	for i, p := range parts {
		if len(p) == 8 && strings.Trim(p, "0123456789") == "" { // a date
			return strings.Join(parts[:i], "-")
		}
	}
	return m
}

// envBool reads an environment switch as Claude Code does; ok is false
// when v is not one.
func envBool(v string) (b, ok bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on":
		return true, true
	case "0", "false", "no", "off":
		return false, true
	}
	return false, false
}
