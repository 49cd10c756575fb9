package codex

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// codexHome writes a CODEX_HOME with team@team-hook installed (its
// manifest naming hooks/codex.json, two events, the second with two
// handlers) and config as its config.toml.
func codexHome(t *testing.T, config string) string {
	t.Helper()
	home := t.TempDir()
	root := filepath.Join(home, "plugins", "cache", "team-hook", "team", "0.1.0")
	files := map[string]string{
		".codex-plugin/plugin.json": `{"name":"team","version":"0.1.0","hooks":"./hooks/codex.json"}`,
		"hooks/codex.json": `{"hooks":{"SubagentStop":[{"hooks":[{"type":"command","command":"x"}]}],` +
			`"PostToolUse":[{"matcher":"m","hooks":[{"type":"command","command":"x"},{"type":"command","command":"y"}]}]}}`,
		"hooks/hooks.json": `{"hooks":{"Stop":[{"hooks":[{"type":"command","command":"x"}]}]}}`,
	}
	for rel, content := range files {
		write(t, filepath.Join(root, rel), content)
	}
	if config != "" {
		write(t, filepath.Join(home, "config.toml"), config)
	}
	return home
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

const enabled = `model = "gpt-5.4"

[plugins."team@team-hook"]
enabled = true
`

const key = "team@team-hook:hooks/codex.json:"

func TestReadTrust(t *testing.T) {
	all := []string{key + "post_tool_use:0:0", key + "post_tool_use:0:1", key + "subagent_stop:0:0"}
	state := func(keys ...string) string {
		var b strings.Builder
		for _, k := range keys {
			b.WriteString("\n[hooks.state.\"" + k + "\"]\ntrusted_hash = \"sha256:1\"\ntrusted_content_hash = \"sha256:2\"\n")
		}
		return b.String()
	}
	for _, c := range []struct {
		name, config string
		enabled      []string
		untrusted    []string
	}{
		{"no config", "", nil, nil},
		{"not installed", `model = "x"` + "\n", nil, nil},
		{"disabled", strings.Replace(enabled, "true", "false", 1) + state(), nil, nil},
		{"none trusted", enabled, []string{"team@team-hook"}, all},
		{"one trusted", enabled + state(all[2]), []string{"team@team-hook"}, all[:2]},
		{"all trusted", enabled + state(all...), []string{"team@team-hook"}, nil},
		{"another plugin's trust does not count", enabled + state("probe@probe-market:hooks/codex.json:subagent_stop:0:0"), []string{"team@team-hook"}, all},
		{"the hooks.json of the copy is not the one Codex reads", enabled + state("team@team-hook:hooks/hooks.json:stop:0:0"), []string{"team@team-hook"}, all},
		{
			"inline tables and dotted keys",
			"[plugins]\n\"team@team-hook\" = { enabled = true }\n\n[hooks]\n" +
				"state.\"" + all[0] + "\".trusted_hash = \"sha256:1\"\n" +
				"state.\"" + all[1] + "\" = { trusted_hash = \"sha256:1\" }\n" +
				"\n[hooks.state.\"" + all[2] + "\"]\ntrusted_hash = \"x\"\n",
			[]string{"team@team-hook"},
			nil,
		},
		{
			"a table header inside a multi-line string is text",
			"notes = \"\"\"\n[hooks.state.\"" + all[0] + "\"]\n\"\"\"\n" + enabled,
			[]string{"team@team-hook"},
			all,
		},
		{
			"comments and arrays of tables",
			"# [hooks.state.\"" + all[0] + "\"]\n[[profiles]]\nname = \"a\"\n" + enabled + "  # a comment\n",
			[]string{"team@team-hook"},
			all,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, err := ReadTrust(codexHome(t, c.config), "team")
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(tr.Enabled, c.enabled) || !slices.Equal(tr.Untrusted, c.untrusted) {
				t.Errorf("enabled %v untrusted %v, want %v and %v", tr.Enabled, tr.Untrusted, c.enabled, c.untrusted)
			}
			if len(c.enabled) > 0 && tr.Handlers != 3 {
				t.Errorf("%d handlers, want 3", tr.Handlers)
			}
		})
	}
}

// The plan tool is on only where the config says so, as a table or a
// dotted key.
func TestReadTrustPlanTool(t *testing.T) {
	for config, want := range map[string]bool{
		enabled: false,
		enabled + "\n[tools.update_plan]\nenabled = true\n":  true,
		enabled + "\n[tools]\nupdate_plan.enabled = true\n":  true,
		enabled + "\n[tools.update_plan]\nenabled = false\n": false,
		enabled + "\n[tools.web_search]\nenabled = true\n":   false,
	} {
		tr, err := ReadTrust(codexHome(t, config), "team")
		if err != nil {
			t.Fatal(err)
		}
		if tr.PlanTool != want {
			t.Errorf("PlanTool = %v for\n%s\nwant %v", tr.PlanTool, config, want)
		}
	}
}

// A copy without a Codex manifest has its hooks read from hooks/hooks.json,
// as Codex reads them, and so are their keys.
func TestReadTrustWithoutCodexManifest(t *testing.T) {
	home := codexHome(t, enabled)
	os.RemoveAll(filepath.Join(home, "plugins", "cache", "team-hook", "team", "0.1.0", ".codex-plugin"))
	tr, err := ReadTrust(home, "team")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"team@team-hook:hooks/hooks.json:stop:0:0"}; !slices.Equal(tr.Untrusted, want) {
		t.Errorf("untrusted %v, want %v", tr.Untrusted, want)
	}
}

func TestReadTrustEnabledButNotInstalled(t *testing.T) {
	home := t.TempDir()
	write(t, filepath.Join(home, "config.toml"), enabled)
	if _, err := ReadTrust(home, "team"); err == nil || !strings.Contains(err.Error(), "not installed") {
		t.Errorf("err = %v, want one saying the plugin is not installed", err)
	}
}

// ReadTrust never writes: the config is byte for byte what it was.
func TestReadTrustWritesNothing(t *testing.T) {
	home := codexHome(t, enabled)
	before, _ := os.ReadFile(filepath.Join(home, "config.toml"))
	if _, err := ReadTrust(home, "team"); err != nil {
		t.Fatal(err)
	}
	after, _ := os.ReadFile(filepath.Join(home, "config.toml"))
	if string(before) != string(after) {
		t.Error("config.toml changed")
	}
}

func TestSnakeCase(t *testing.T) {
	for in, want := range map[string]string{"SubagentStop": "subagent_stop", "PostToolUse": "post_tool_use", "UserPromptSubmit": "user_prompt_submit", "Stop": "stop"} {
		if got := snakeCase(in); got != want {
			t.Errorf("snakeCase(%s) = %s, want %s", in, got, want)
		}
	}
}

// A config.toml that is not TOML is an error naming the file and the line,
// never a guess at what it enables.
func TestReadTrustMalformedConfig(t *testing.T) {
	for name, config := range map[string]string{
		"unclosed table":    enabled + "\n[hooks.state\n",
		"key without value": enabled + "\nmodel =\n",
		"duplicate key":     enabled + "enabled = false\n",
		// A table made by dotted keys cannot be opened again by a header.
		"dotted, then a header": "[hooks]\nstate.\"a\".trusted_hash = \"1\"\n[hooks.state]\n\"b\".trusted_hash = \"2\"\n",
	} {
		home := codexHome(t, config)
		_, err := ReadTrust(home, "team")
		if err == nil || !strings.Contains(err.Error(), filepath.Join(home, "config.toml")) {
			t.Errorf("%s: err = %v, want one naming config.toml", name, err)
			continue
		}
		if !strings.Contains(err.Error(), "line ") {
			t.Errorf("%s: err = %v, want one naming the line", name, err)
		}
	}
}
