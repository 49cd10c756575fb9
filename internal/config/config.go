// Package config reads the user's choices for team-hook: the plugin's
// userConfig options (which Claude Code passes as CLAUDE_PLUGIN_OPTION_<KEY>)
// and their command-line twins.
package config

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/orchestrator"
)

// Defaults of docs/CONTRACT.md §4.
const (
	DefaultRetryBudget = 2
	// MaxRetryBudget keeps the budget under Claude Code's own cap of 8
	// consecutive blocks, after which it ignores a hook silently.
	MaxRetryBudget = 7
	// DefaultOnboardingRounds is how many question rounds an onboarding
	// handle gets before it is marked ready with gaps.
	DefaultOnboardingRounds = 3
	MaxOnboardingRounds     = 10
)

// Config is what the user chose.
type Config struct {
	RetryBudget int
	FailClosed  bool
	On, Off     []contract.Name // forced on for every agent / switched off
	LedgerDir   string
	// OrchestratorRules switches the orchestrator's own rules on (§10);
	// Orchestrator is their globs and agents, the defaults unless set
	// (left empty while the rules are off).
	OrchestratorRules bool
	Orchestrator      orchestrator.Rules
	// SelfComplete names the teammates (or their definitions) that may
	// mark their own tasks completed (§9); a plugin prefix is optional.
	SelfComplete []string
	// TeachbackGate refuses a teammate's edits until it stored a
	// teachback on a task it owns (§9).
	TeachbackGate bool
	// TeammateCommits lets teammates run git commit and git push (§9a);
	// by default the lead commits.
	TeammateCommits bool
	// NoCarry switches off carrying the session's answers into each new
	// dispatch of the same agent type (carry_answers off).
	NoCarry bool
	// OnboardingRounds is an onboarding handle's round budget.
	OnboardingRounds int
}

// Option keys, as in plugin.json userConfig.
const (
	OptRetryBudget  = "RETRY_BUDGET"
	OptFailureMode  = "FAILURE_MODE"
	OptContractsOn  = "CONTRACTS_ON"
	OptContractsOff = "CONTRACTS_OFF"
	OptLedgerDir    = "LEDGER_DIR"

	OptOrchestratorRules       = "ORCHESTRATOR_RULES"
	OptOrchestratorSourceGlobs = "ORCHESTRATOR_SOURCE_GLOBS"
	OptOrchestratorTestGlobs   = "ORCHESTRATOR_TEST_GLOBS"
	OptOrchestratorSpecGlobs   = "ORCHESTRATOR_SPEC_GLOBS"
	OptOrchestratorExemptDirs  = "ORCHESTRATOR_EXEMPT_DIRS"
	OptOrchestratorReadAgent   = "ORCHESTRATOR_READ_AGENT"
	OptOrchestratorWriteAgent  = "ORCHESTRATOR_WRITE_AGENT"
	OptSelfComplete            = "SELF_COMPLETE"
	OptTeachback               = "TEACHBACK_GATE"
	OptTeammateCommits         = "TEAMMATE_COMMITS"
	OptCarryAnswers            = "CARRY_ANSWERS"
	OptOnboardingRounds        = "ONBOARDING_ROUNDS"
)

// Option is one plugin option: its key in plugin.json's userConfig, its
// default as Claude Code passes it, and the choices of a picker.
type Option struct {
	Key     string
	Default string
	Choices []string
}

// Options lists the plugin options; plugin.json declares the same
// (TestPluginJSONDeclaresTheOptions).
func Options() []Option {
	return []Option{
		{"retry_budget", strconv.Itoa(DefaultRetryBudget), nil},
		{"failure_mode", "open", []string{"open", "closed"}},
		{"contracts_off", "", nil},
		{"contracts_on", "", nil},
		{"ledger_dir", "", nil},
		{"orchestrator_rules", "false", nil},
		{"orchestrator_source_globs", "", nil},
		{"orchestrator_test_globs", "", nil},
		{"orchestrator_spec_globs", "", nil},
		{"orchestrator_exempt_dirs", "", nil},
		{"orchestrator_read_agent", "", nil},
		{"orchestrator_write_agent", "", nil},
		{"self_complete", "", nil},
		{"teachback_gate", "false", nil},
		{"teammate_commits", "false", nil},
		{"carry_answers", "session", []string{"session", "off"}},
		{"onboarding_rounds", strconv.Itoa(DefaultOnboardingRounds), nil},
	}
}

// FromEnv reads the plugin options. A bad value is reported, saying the
// value used instead (its default, or the names that were understood): a
// typo in a setting must never break a session.
func FromEnv(getenv func(string) string) (Config, []error) {
	c := Config{RetryBudget: DefaultRetryBudget, OnboardingRounds: DefaultOnboardingRounds}
	var errs []error
	opt := func(k string) string { return strings.TrimSpace(getenv("CLAUDE_PLUGIN_OPTION_" + k)) }
	if v := opt(OptRetryBudget); v != "" {
		if err := c.SetRetryBudget(v); err != nil {
			errs = append(errs, fmt.Errorf("option retry_budget: %w; the default, %d, is used", err, DefaultRetryBudget))
		}
	}
	if v := opt(OptFailureMode); v != "" {
		if err := c.SetFailureMode(v); err != nil {
			errs = append(errs, fmt.Errorf("option failure_mode: %w; the default, open, is used", err))
		}
	}
	for _, o := range []struct {
		key, inForce string
		dst          *[]contract.Name
	}{{OptContractsOn, "switched on for every agent", &c.On}, {OptContractsOff, "switched off", &c.Off}} {
		if v := opt(o.key); v != "" {
			names, err := ParseContracts(v)
			if err != nil {
				errs = append(errs, fmt.Errorf("option %s: %w; %s: %s", strings.ToLower(o.key), err, o.inForce, namesOrNone(names)))
			}
			*o.dst = names
		}
	}
	c.LedgerDir = opt(OptLedgerDir)
	c.SelfComplete = splitList(opt(OptSelfComplete))
	if v := opt(OptTeachback); v != "" {
		on, err := parseBool(v)
		if err != nil {
			errs = append(errs, fmt.Errorf("option teachback_gate: %w; the default, off, is used", err))
		}
		c.TeachbackGate = on
	}
	if v := opt(OptTeammateCommits); v != "" {
		on, err := parseBool(v)
		if err != nil {
			errs = append(errs, fmt.Errorf("option teammate_commits: %w; the default, off, is used", err))
		}
		c.TeammateCommits = on
	}
	switch v := strings.ToLower(opt(OptCarryAnswers)); v {
	case "", "session":
	case "off":
		c.NoCarry = true
	default:
		errs = append(errs, fmt.Errorf("option carry_answers: %q is neither session nor off; the default, session, is used", v))
	}
	if v := opt(OptOnboardingRounds); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f != float64(int(f)) || f < 1 || f > MaxOnboardingRounds {
			errs = append(errs, fmt.Errorf("option onboarding_rounds: %q is not a whole number from 1 to %d; the default, %d, is used", v, MaxOnboardingRounds, DefaultOnboardingRounds))
		} else {
			c.OnboardingRounds = int(f)
		}
	}
	errs = append(errs, c.orchestratorFromEnv(opt)...)
	return c, errs
}

func namesOrNone(ns []contract.Name) string {
	if len(ns) == 0 {
		return "none"
	}
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = string(n)
	}
	return strings.Join(parts, ", ")
}

// InForce describes the values a hook works with, for the people reading
// its messages: "retry budget 2, failure mode open".
func (c Config) InForce() string {
	mode := "open"
	if c.FailClosed {
		mode = "closed"
	}
	s := fmt.Sprintf("retry budget %d, failure mode %s", c.RetryBudget, mode)
	if len(c.On) > 0 {
		s += ", switched on for every agent: " + namesOrNone(c.On)
	}
	if len(c.Off) > 0 {
		s += ", switched off: " + namesOrNone(c.Off)
	}
	if c.OrchestratorRules {
		s += ", orchestrator rules on"
	}
	return s
}

// orchestratorFromEnv reads the options of the orchestrator's rules. A
// list option replaces its default list; empty keeps it. With the rules
// off they are not built: most hook runs never need them.
func (c *Config) orchestratorFromEnv(opt func(string) string) []error {
	var errs []error
	if v := opt(OptOrchestratorRules); v != "" {
		on, err := parseBool(v)
		if err != nil {
			errs = append(errs, fmt.Errorf("option orchestrator_rules: %w; the default, off, is used", err))
		}
		c.OrchestratorRules = on
	}
	if !c.OrchestratorRules {
		return errs
	}
	c.Orchestrator = orchestrator.Defaults()
	for _, o := range []struct {
		key string
		dst *[]string
	}{
		{OptOrchestratorSourceGlobs, &c.Orchestrator.SourceGlobs},
		{OptOrchestratorTestGlobs, &c.Orchestrator.TestGlobs},
		{OptOrchestratorSpecGlobs, &c.Orchestrator.SpecGlobs},
		{OptOrchestratorExemptDirs, &c.Orchestrator.ExemptDirs},
	} {
		if list := splitList(opt(o.key)); len(list) > 0 {
			*o.dst = list
		}
	}
	if v := opt(OptOrchestratorReadAgent); v != "" {
		c.Orchestrator.ReadAgent = v
	}
	if v := opt(OptOrchestratorWriteAgent); v != "" {
		c.Orchestrator.WriteAgent = v
	}
	return errs
}

// parseBool reads a switch as a person may write it: Claude Code passes
// true and false; people write on, off, yes, no, 1, 0.
func parseBool(v string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "1", "yes", "on":
		return true, nil
	case "false", "0", "no", "off", "":
		return false, nil
	}
	return false, fmt.Errorf("%q is neither true nor false", v)
}

func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// SetRetryBudget parses a budget of 0 to MaxRetryBudget blocks.
func (c *Config) SetRetryBudget(v string) error {
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || f != float64(int(f)) || f < 0 || f > MaxRetryBudget {
		return fmt.Errorf("%q is not a whole number from 0 to %d", v, MaxRetryBudget)
	}
	c.RetryBudget = int(f)
	return nil
}

// SetFailureMode parses "open" or "closed".
func (c *Config) SetFailureMode(v string) error {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "open", "":
		c.FailClosed = false
	case "closed":
		c.FailClosed = true
	default:
		return fmt.Errorf("%q is neither open nor closed", v)
	}
	return nil
}

// ParseContracts parses a comma-separated list of contract names; unknown
// names are reported, known ones kept.
func ParseContracts(v string) ([]contract.Name, error) {
	var out []contract.Name
	var bad, meant []string
	known := make([]string, len(contract.All()))
	for i, n := range contract.All() {
		known[i] = string(n)
	}
	for _, p := range strings.Split(v, ",") {
		if strings.TrimSpace(p) == "" {
			continue
		}
		n, err := contract.Parse(p)
		if err != nil {
			bad = append(bad, strings.TrimSpace(p))
			if near := contract.Nearest(p, known); near != "" {
				meant = append(meant, near)
			}
			continue
		}
		out = append(out, n)
	}
	if len(bad) > 0 {
		hint := ""
		if len(meant) > 0 {
			hint = "did you mean " + strings.Join(meant, ", ") + "? "
		}
		return out, fmt.Errorf("unknown contract(s) %s (%sknown: %s)", strings.Join(bad, ", "), hint, strings.Join(known, ", "))
	}
	return out, nil
}

// Contracts is the contracts enforced on an agent preloading skills: the
// one resolution (contract.Resolve) with the user's contracts_on and
// contracts_off.
func (c Config) Contracts(skills []string) contract.Set {
	return contract.Resolve(skills, c.On, c.Off)
}
