package claude

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The plugin's own userConfig, as shipped.
func shippedSchema(t *testing.T) map[string]OptionSchema {
	t.Helper()
	schema, err := ReadUserConfig(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

// A settings file written by the real client (`claude plugin install
// team@team-hook --config failure_mode=closed --config retry_budget=3`),
// under a project's files that override one option.
func TestSavedOptions(t *testing.T) {
	config, project := t.TempDir(), t.TempDir()
	user, err := os.ReadFile(filepath.Join("testdata", "settings.user.install-config.json"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(config, "settings.json"), string(user))
	writeFile(t, filepath.Join(project, ".claude", "settings.local.json"),
		`{"pluginConfigs": {"team@team-hook": {"options": {"retry_budget": 5, "contracts_off": ["result", "handoff"]}}, "other@x": {"options": {"ledger_dir": "no"}}}}`)
	files := SettingsFiles(config, project)
	saved, errs := SavedOptions(files, "team")
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	want := map[string]SavedOption{
		"failure_mode":  {"closed", filepath.Join(config, "settings.json")},
		"retry_budget":  {"5", filepath.Join(project, ".claude", "settings.local.json")},
		"contracts_off": {"result,handoff", filepath.Join(project, ".claude", "settings.local.json")},
	}
	if len(saved) != len(want) {
		t.Fatalf("saved %v, want %v", saved, want)
	}
	for k, w := range want {
		if saved[k] != w {
			t.Errorf("%s = %+v, want %+v", k, saved[k], w)
		}
	}

	env := OptionEnv(shippedSchema(t), saved)
	for k, v := range map[string]string{
		"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET":  "5",
		"CLAUDE_PLUGIN_OPTION_FAILURE_MODE":  "closed",
		"CLAUDE_PLUGIN_OPTION_CONTRACTS_OFF": "result,handoff",
		"CLAUDE_PLUGIN_OPTION_CONTRACTS_ON":  "",
		"CLAUDE_PLUGIN_OPTION_LEDGER_DIR":    "",
	} {
		if got, ok := env[k]; !ok || got != v {
			t.Errorf("%s = %q (%v), want %q", k, got, ok, v)
		}
	}

	// A broken settings file is reported, and the others still read.
	writeFile(t, filepath.Join(project, ".claude", "settings.json"), `{"pluginConfigs": {`)
	saved, errs = SavedOptions(files, "team")
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "settings.json") || saved["failure_mode"].Value != "closed" {
		t.Fatalf("broken project settings: %v, %v", saved, errs)
	}
}

// A picker's value that is not one of its choices reads as unset: the hook
// gets the default (Claude Code 2.1.330 logs "holds a value that is not one
// of …; it reads as unset").
func TestOptionEnvPickerOutsideChoices(t *testing.T) {
	schema := shippedSchema(t)
	if !slices.Equal(schema["failure_mode"].Options, []string{"open", "closed"}) {
		t.Fatalf("failure_mode is not a picker of open, closed: %+v", schema["failure_mode"])
	}
	env := OptionEnv(schema, map[string]SavedOption{"failure_mode": {Value: "clsoed"}, "retry_budget": {Value: "9"}})
	if got := env["CLAUDE_PLUGIN_OPTION_FAILURE_MODE"]; got != "open" {
		t.Errorf("failure_mode saved as clsoed reaches the hook as %q, want the default open", got)
	}
	// Other options reach the hook as saved, out of range or not.
	if got := env["CLAUDE_PLUGIN_OPTION_RETRY_BUDGET"]; got != "9" {
		t.Errorf("retry_budget saved as 9 reaches the hook as %q", got)
	}
}

// What the client counts in "N userConfig options not yet set": every
// option without a saved, non-empty, valid value, whatever its default.
func TestUnset(t *testing.T) {
	schema := shippedSchema(t)
	if got := Unset(schema, nil); len(got) != len(schema) {
		t.Fatalf("nothing saved: unset %v, want all %d", got, len(schema))
	}
	got := Unset(schema, map[string]SavedOption{
		"failure_mode": {Value: "closed"}, "retry_budget": {Value: "3"},
		"contracts_on": {Value: ""}, "ledger_dir": {Value: "ledger"},
	})
	var want []string // every option but the three saved with a valid value
	for _, k := range slices.Sorted(maps.Keys(schema)) {
		if k != "failure_mode" && k != "retry_budget" && k != "ledger_dir" {
			want = append(want, k)
		}
	}
	if !slices.Equal(got, want) || !slices.Contains(got, "contracts_on") {
		t.Fatalf("unset %v, want %v", got, want)
	}
	got = Unset(schema, map[string]SavedOption{"failure_mode": {Value: "clsoed"}, "retry_budget": {Value: "8"}})
	if !slices.Contains(got, "failure_mode") || !slices.Contains(got, "retry_budget") {
		t.Fatalf("invalid values count as set: %v", got)
	}
}

func TestPluginListAndDataDir(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "plugin-list.disabled-in-project.json"))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := decodePluginList(data)
	if err != nil || len(ps) != 2 {
		t.Fatalf("%v, %v", ps, err)
	}
	if p := ps[1]; p.Name() != "team" || p.Scope != "project" || p.Enabled || p.Root() != "/tmp/exp/market" || p.ProjectPath != "/tmp/exp/p2" {
		t.Fatalf("decoded %+v", p)
	}
	if got := DataDir("/h/.claude", "team@team-hook"); got != filepath.Join("/h/.claude", "plugins", "data", "team-team-hook") {
		t.Fatalf("DataDir = %s", got)
	}
	if got := OptionVariable("ledger_dir"); got != "CLAUDE_PLUGIN_OPTION_LEDGER_DIR" {
		t.Fatalf("OptionVariable = %s", got)
	}
}
