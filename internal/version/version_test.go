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
	// One entry, team: the plugin built from this source until a release
	// is published (source "./", this version), then the release it pins,
	// which the release workflow sets in its place. Its name is the name of
	// all three manifests (Codex refuses a plugin whose plugin.json names
	// it otherwise), so README's `install team@team-hook` works on every
	// host today and after the release alike.
	var market struct {
		Plugins []struct {
			Name, Version string
			Source        any
		}
	}
	readJSON(t, "../../.claude-plugin/marketplace.json", &market)
	var manifest struct{ Name string }
	readJSON(t, "../../.claude-plugin/plugin.json", &manifest)
	if len(market.Plugins) != 1 || market.Plugins[0].Name != manifest.Name {
		t.Fatalf("marketplace.json lists %+v, want one entry named %q as plugin.json", market.Plugins, manifest.Name)
	}
	switch p := market.Plugins[0]; p.Source {
	case "./":
		if p.Version != Version {
			t.Errorf("marketplace.json lists %s %s from ./, want %s (this source's version)", p.Name, p.Version, Version)
		}
	default:
		src, _ := p.Source.(map[string]any)
		if sha, _ := src["sha"].(string); len(sha) != 40 {
			if sum, _ := src["sha256"].(string); len(sum) != 64 {
				t.Errorf("marketplace.json's release entry team pins neither a commit (sha) nor a digest (sha256): %v", p.Source)
			}
		}
		if p.Version == "" {
			t.Error("marketplace.json's release entry has no version: a new release would not be seen as an update")
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
