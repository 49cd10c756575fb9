package architecture_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// README quotes the line Claude Code prints at install, which counts every
// plugin option without a saved value: the count must follow the manifest.
func TestReadmeCountsTheOptionsTheInstallReports(t *testing.T) {
	var manifest struct {
		UserConfig map[string]any `json:"userConfig"`
	}
	readJSON(t, ".claude-plugin/plugin.json", &manifest)
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("`%d userConfig options not yet set", len(manifest.UserConfig))
	if !strings.Contains(string(readme), want) {
		t.Errorf("README does not quote the install's line for %d options: %q", len(manifest.UserConfig), want)
	}
}
