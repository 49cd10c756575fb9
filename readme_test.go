package architecture_test

import (
	"fmt"
	"os"
	"regexp"
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

// README's example outputs show no path of one machine's temporary folder
// (a test's /tmp/team-hook-e2e-…-1067829326, mktemp's /tmp/tmp.DdrnyOY4Hg):
// a reader would look for it.
func TestReadmeShowsNoTemporaryPath(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	temp := regexp.MustCompile(`(/tmp|/var/folders)/[^\s)"'` + "`" + `]*`)
	for _, m := range temp.FindAllString(string(readme), -1) {
		t.Errorf("README shows the temporary path %s", m)
	}
}
