package e2e

import (
	"os/exec"
	"testing"

	"github.com/team-hook/team-hook/internal/testwait"
)

// The repository root is the plugin: the client's own validator must
// accept it with warnings treated as errors.
func TestPluginValidateStrict(t *testing.T) {
	claude := claudeBinary(t)
	root := repoRoot(t)
	ctx, cancel := testwait.Context(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, claude, "plugin", "validate", "--strict", root)
	cmd.Env = offlineEnv(t.TempDir())
	out, err := cmd.CombinedOutput()
	t.Logf("claude plugin validate --strict %s:\n%s", root, out)
	if err != nil {
		t.Fatalf("validate: %v", err)
	}
}
