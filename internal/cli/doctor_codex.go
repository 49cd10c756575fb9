package cli

import (
	"strings"

	"github.com/team-hook/team-hook/internal/host/codex"
)

// doctorCodex says whether Codex CLI runs team-hook's hooks: Codex skips a
// plugin's hooks without a word until the user approves them in /hooks.
// It reads $CODEX_HOME/config.toml (default ~/.codex) and never writes it:
// approving hooks is the user's decision.
func doctorCodex(rep *doctorReport, tr codex.Trust, err error, elsewhere bool) {
	switch {
	case err != nil:
		rep.add("codex", statusFail, "cannot tell whether Codex CLI trusts team-hook's hooks: %v", err)
	case len(tr.Enabled) == 0 && elsewhere:
		rep.add("codex", statusOK, "team-hook is not enabled in Codex CLI (%s): nothing to check; to add it: %s", tr.Config, installLines("codex"))
	case len(tr.Enabled) == 0:
		rep.add("codex", statusFail, "team-hook is not enabled in Codex CLI (%s), so no session runs its hooks: %s", tr.Config, installLines("codex"))
	case len(tr.Untrusted) > 0:
		var events []string
		for _, k := range tr.Untrusted {
			parts := strings.Split(k, ":")
			if len(parts) >= 3 {
				events = append(events, parts[len(parts)-3])
			}
		}
		rep.add("codex", statusFail,
			"Codex CLI runs none of team-hook's hooks until you approve them, and says nothing: %d of %d are not trusted yet (%s). Start codex, open /hooks and trust team-hook's hooks; team-hook never approves them itself. (%s)",
			len(tr.Untrusted), tr.Handlers, strings.Join(dedupe(events), ", "), tr.Config)
	default:
		rep.add("codex", statusOK, "Codex CLI trusts all %d of team-hook's hooks (%s)", tr.Handlers, tr.Config)
	}
	if err == nil && len(tr.Enabled) > 0 && !tr.PlanTool {
		rep.add("codex-plan", statusWarn,
			"Codex CLI offers its agents no update_plan, so roles under todo-first (implementer, and roles whose .claude/agents/<role>.md lists progress-tracking) keep no plan and todo-first never holds them: add [tools.update_plan] with enabled = true to %s", tr.Config)
	}
}

func dedupe(s []string) []string {
	var out []string
	for _, x := range s {
		if len(out) == 0 || out[len(out)-1] != x {
			out = append(out, x)
		}
	}
	return out
}
