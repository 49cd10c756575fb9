package config

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestFromEnv(t *testing.T) {
	c, errs := FromEnv(env(nil))
	if len(errs) != 0 || c.RetryBudget != DefaultRetryBudget || c.FailClosed || c.On != nil || c.Off != nil {
		t.Fatalf("defaults: %+v %v", c, errs)
	}
	c, errs = FromEnv(env(map[string]string{
		"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET":   "3",
		"CLAUDE_PLUGIN_OPTION_FAILURE_MODE":   "closed",
		"CLAUDE_PLUGIN_OPTION_CONTRACTS_ON":   "todo-first, result",
		"CLAUDE_PLUGIN_OPTION_CONTRACTS_OFF":  "no-deferral",
		"CLAUDE_PLUGIN_OPTION_LEDGER_DIR":     "/tmp/l",
		"CLAUDE_PLUGIN_OPTION_SELF_COMPLETE":  " reviewer, team:scribe ,",
		"CLAUDE_PLUGIN_OPTION_TEACHBACK_GATE": "true",
	}))
	if len(errs) != 0 || c.RetryBudget != 3 || !c.FailClosed || c.LedgerDir != "/tmp/l" ||
		!slices.Equal(c.SelfComplete, []string{"reviewer", "team:scribe"}) || !c.TeachbackGate ||
		!slices.Equal(c.On, []contract.Name{contract.TodoFirst, contract.Result}) || !slices.Equal(c.Off, []contract.Name{contract.NoDeferral}) {
		t.Fatalf("%+v %v", c, errs)
	}
}

func TestBadOptionsKeepDefaults(t *testing.T) {
	for _, v := range []string{"-1", "8", "2.5", "two"} {
		c, errs := FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET": v}))
		if len(errs) != 1 || c.RetryBudget != DefaultRetryBudget {
			t.Errorf("budget %q: %+v %v", v, c, errs)
		}
	}
	c, errs := FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_FAILURE_MODE": "sometimes"}))
	if len(errs) != 1 || c.FailClosed {
		t.Errorf("failure mode: %+v %v", c, errs)
	}
	c, errs = FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_CONTRACTS_OFF": "handoff, nope"}))
	if len(errs) != 1 || !slices.Equal(c.Off, []contract.Name{contract.Handoff}) {
		t.Errorf("contracts: %+v %v", c, errs)
	}
	c, errs = FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_TEACHBACK_GATE": "sometimes"}))
	if len(errs) != 1 || c.TeachbackGate {
		t.Errorf("teachback gate: %+v %v", c, errs)
	}
	c, errs = FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_TEACHBACK_GATE": "false"}))
	if len(errs) != 0 || c.TeachbackGate {
		t.Errorf("teachback gate off: %+v %v", c, errs)
	}
	// Claude Code passes numbers as their JavaScript string form.
	c, errs = FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET": "0"}))
	if len(errs) != 0 || c.RetryBudget != 0 {
		t.Errorf("zero budget: %+v %v", c, errs)
	}
}

func TestContracts(t *testing.T) {
	c := Config{On: []contract.Name{contract.Result}, Off: []contract.Name{contract.NoDeferral, contract.Handoff}}
	got := c.Contracts([]string{"team:handoff"}).Names()
	want := []contract.Name{contract.Envelope, contract.Result}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}

// A bad option's message says what is used instead.
func TestBadOptionSaysTheValueInForce(t *testing.T) {
	for _, c := range []struct {
		key, value, want string
	}{
		{"RETRY_BUDGET", "9", `option retry_budget: "9" is not a whole number from 0 to 7; the default, 2, is used`},
		{"FAILURE_MODE", "clsoed", `option failure_mode: "clsoed" is neither open nor closed; the default, open, is used`},
		{"CONTRACTS_OFF", "no-deferal", "option contracts_off: unknown contract(s) no-deferal (did you mean no-deferral? known: envelope, no-deferral, open-questions, todo-first, result, handoff, team); switched off: none"},
		{"CONTRACTS_ON", "result, todo", "option contracts_on: unknown contract(s) todo (known: envelope, no-deferral, open-questions, todo-first, result, handoff, team); switched on for every agent: result"},
		{"ORCHESTRATOR_RULES", "maybe", `option orchestrator_rules: "maybe" is neither true nor false; the default, off, is used`},
	} {
		_, errs := FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_" + c.key: c.value}))
		if len(errs) != 1 || errs[0].Error() != c.want {
			t.Errorf("%s=%q: %v\nwant %s", c.key, c.value, errs, c.want)
		}
	}
}

func TestInForce(t *testing.T) {
	if got := (Config{RetryBudget: 2}).InForce(); got != "retry budget 2, failure mode open" {
		t.Errorf("defaults: %q", got)
	}
	c := Config{RetryBudget: 0, FailClosed: true, On: []contract.Name{contract.Result}, Off: []contract.Name{contract.Handoff, contract.TodoFirst}}
	if got := c.InForce(); got != "retry budget 0, failure mode closed, switched on for every agent: result, switched off: handoff, todo-first" {
		t.Errorf("%q", got)
	}
	if got := (Config{RetryBudget: 2, OrchestratorRules: true}).InForce(); got != "retry budget 2, failure mode open, orchestrator rules on" {
		t.Errorf("%q", got)
	}
}

// plugin.json declares exactly these options, with these defaults and
// choices: Claude Code passes the defaults to the hook, and the commands
// run from a shell assume the same.
func TestPluginJSONDeclaresTheOptions(t *testing.T) {
	data, err := os.ReadFile("../../.claude-plugin/plugin.json")
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		UserConfig map[string]struct {
			Default any      `json:"default"`
			Options []string `json:"options"`
		} `json:"userConfig"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if len(m.UserConfig) != len(Options()) {
		t.Fatalf("plugin.json declares %d options, config knows %d", len(m.UserConfig), len(Options()))
	}
	for _, o := range Options() {
		u, ok := m.UserConfig[o.Key]
		if !ok {
			t.Errorf("plugin.json does not declare %s", o.Key)
			continue
		}
		if got := fmt.Sprint(u.Default); got != o.Default {
			t.Errorf("%s: plugin.json default %q, config %q", o.Key, got, o.Default)
		}
		if !slices.Equal(u.Options, o.Choices) {
			t.Errorf("%s: plugin.json choices %v, config %v", o.Key, u.Options, o.Choices)
		}
	}
}

func TestOrchestratorOptions(t *testing.T) {
	c, errs := FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_RULES": "true"}))
	if len(errs) != 0 || !c.OrchestratorRules || c.Orchestrator.ReadAgent != "team:researcher" || len(c.Orchestrator.SourceGlobs) == 0 {
		t.Fatalf("on, with the default globs: %+v %v", c.Orchestrator, errs)
	}
	if c, _ := FromEnv(env(nil)); c.OrchestratorRules {
		t.Fatal("the rules are on by default")
	}
	c, errs = FromEnv(env(map[string]string{
		"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_RULES":        "true",
		"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_SOURCE_GLOBS": "src/**, lib/**/*.lua",
		"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_SPEC_GLOBS":   " , ",
		"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_EXEMPT_DIRS":  "notes",
		"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_WRITE_AGENT":  "coder",
	}))
	if len(errs) != 0 || !c.OrchestratorRules || !slices.Equal(c.Orchestrator.SourceGlobs, []string{"src/**", "lib/**/*.lua"}) ||
		len(c.Orchestrator.SpecGlobs) == 0 || !slices.Equal(c.Orchestrator.ExemptDirs, []string{"notes"}) ||
		c.Orchestrator.WriteAgent != "coder" || c.Orchestrator.ReadAgent != "team:researcher" {
		t.Fatalf("%+v %v", c.Orchestrator, errs)
	}
	for v, want := range map[string]bool{"1": true, "on": true, "false": false, "0": false} {
		if c, errs := FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_RULES": v})); len(errs) != 0 || c.OrchestratorRules != want {
			t.Errorf("orchestrator_rules %q: %v %v", v, c.OrchestratorRules, errs)
		}
	}
	if c, errs := FromEnv(env(map[string]string{"CLAUDE_PLUGIN_OPTION_ORCHESTRATOR_RULES": "maybe"})); len(errs) != 1 || c.OrchestratorRules {
		t.Errorf("a bad switch stays off and is reported: %v %v", c.OrchestratorRules, errs)
	}
}
