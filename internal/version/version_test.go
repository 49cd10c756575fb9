package version

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
)

// The launcher names the binary it runs after its version, and Claude Code
// reads the plugin's version from the manifests: all must agree, or a
// plugin update runs a stale build.
func TestVersionsAgree(t *testing.T) {
	launcher, err := os.ReadFile("../../bin/team-hook")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^version=(\S+)$`).FindSubmatch(launcher)
	if m == nil || string(m[1]) != Version {
		t.Errorf("bin/team-hook version=%s, internal/version.Version=%s", m, Version)
	}
	var plugin struct{ Version string }
	readJSON(t, "../../.claude-plugin/plugin.json", &plugin)
	if plugin.Version != Version {
		t.Errorf("plugin.json version %s, want %s", plugin.Version, Version)
	}
	var market struct {
		Plugins []struct{ Name, Version string }
	}
	readJSON(t, "../../.claude-plugin/marketplace.json", &market)
	for _, p := range market.Plugins {
		if p.Name == "team" && p.Version != Version {
			t.Errorf("marketplace.json lists team %s, want %s", p.Version, Version)
		}
	}
	changelog, err := os.ReadFile("../../CHANGELOG.md")
	if err != nil || !regexp.MustCompile(`(?m)^## `+regexp.QuoteMeta(Version)+`\b`).Match(changelog) {
		t.Errorf("CHANGELOG.md has no section for %s (%v)", Version, err)
	}
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}
