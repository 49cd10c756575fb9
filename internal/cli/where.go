package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/project"
)

// place is what a command run by a person (status, watch, check, doctor)
// works on: the project a session would have run in, the plugin options a
// hook there is given, and that project's ledger. It agrees with what the
// hook itself uses, so that the commands never look somewhere else.
type place struct {
	Project    string
	Config     config.Config
	ConfigErrs []error
	// Saved is what the settings files hold for each option (nil when the
	// options came from the environment).
	Saved map[string]claude.SavedOption
	// OptionsFrom says where the options were read: "the environment"
	// (a hook, or a person who exported CLAUDE_PLUGIN_OPTION_*), or the
	// settings files.
	OptionsFrom string
	Ledger      string
	// Found: the ledger exists (else Ledger is where the hook will make it).
	Found bool
}

// locate finds the place. The project is $CLAUDE_PROJECT_DIR when set (a
// command run inside a session), else, from the working directory up to
// the root of its git work tree, the nearest folder whose ledger exists,
// else that root. Outside git it is the working directory: with no
// repository to bound the walk, a ledger far above (say in /tmp) would
// belong to some other project. The
// options are the hook's: from the environment when Claude Code passed
// them, else as saved with /plugin configure, over their defaults. A
// --ledger flag overrides the ledger folder.
func locate(env *Env, ledgerFlag string) place {
	candidates := []string{env.Getenv("CLAUDE_PROJECT_DIR")}
	if candidates[0] == "" {
		cwd, _ := os.Getwd()
		candidates = []string{cwd}
		if _, ok := project.WorkTree(cwd); ok {
			candidates = project.Dirs(cwd, home(env))
		}
	}
	for _, dir := range candidates {
		p := placeIn(env, dir, ledgerFlag)
		if p.Found {
			return p
		}
	}
	if env.Getenv("CLAUDE_PROJECT_DIR") != "" {
		return placeIn(env, candidates[0], ledgerFlag)
	}
	return placeIn(env, project.Root(candidates[0]), ledgerFlag)
}

// placeIn is the place of a session started in dir.
func placeIn(env *Env, dir, ledgerFlag string) place {
	p := place{Project: dir}
	if optionsInEnv(env.Getenv) {
		p.OptionsFrom = "the environment"
		p.Config, p.ConfigErrs = config.FromEnv(env.Getenv)
	} else {
		files := claude.SettingsFiles(claude.ConfigDir(env.Getenv), dir)
		var readErrs []error
		p.Saved, readErrs = claude.SavedOptions(files, agents.PluginName)
		values := claude.OptionEnv(optionSchema(), p.Saved)
		p.Config, p.ConfigErrs = config.FromEnv(func(k string) string { return values[k] })
		p.ConfigErrs = append(readErrs, p.ConfigErrs...)
		paths := make([]string, len(files))
		for i, f := range files {
			paths[i] = f.Path
		}
		p.OptionsFrom = strings.Join(paths, ", ")
	}
	dirOpt := p.Config.LedgerDir
	if ledgerFlag != "" {
		dirOpt = ledgerFlag
	}
	p.Ledger = ledgerDirIn(dir, dirOpt)
	_, err := os.Stat(p.Ledger)
	p.Found = err == nil
	return p
}

// optionsInEnv reports whether Claude Code passed the plugin options (it
// passes every option, with its default when unset).
func optionsInEnv(getenv func(string) string) bool {
	for _, o := range config.Options() {
		if getenv(claude.OptionVariable(o.Key)) != "" {
			return true
		}
	}
	return false
}

// optionSchema is the options as plugin.json declares them (config keeps
// the two equal).
func optionSchema() map[string]claude.OptionSchema {
	out := map[string]claude.OptionSchema{}
	for _, o := range config.Options() {
		out[o.Key] = claude.OptionSchema{Default: o.Default, Options: o.Choices}
	}
	return out
}

func home(env *Env) string {
	if h := env.Getenv("HOME"); h != "" {
		return h
	}
	h, _ := os.UserHomeDir()
	return h
}

// ledgerDirIn is the ledger folder: dir (the option or flag) when given,
// relative to the project unless absolute, else .claude/team-hook.
func ledgerDirIn(project, dir string) string {
	switch {
	case dir == "":
		return ledger.DefaultDir(project)
	case filepath.IsAbs(dir):
		return dir
	}
	return filepath.Join(project, dir)
}

// namedLedgerMissing: a ledger folder named with --ledger (or a session
// named with --session) that does not exist is said plainly, exit 2, so
// that a typo never reads as "nothing recorded". When the folder is only
// the one found by default, a missing ledger is a fresh install and not an
// error. waitable: the command may wait for the folder to appear (watch),
// which it can only do when the folder's parent exists.
func namedLedgerMissing(env *Env, cmd, flagDir, session, path string, waitable bool) (int, bool) {
	if flagDir == "" && session == "" {
		return 0, false
	}
	_, err := os.Stat(path)
	if err == nil {
		return 0, false
	}
	if waitable && flagDir != "" {
		if _, perr := os.Stat(filepath.Dir(path)); perr == nil {
			return 0, false
		}
	}
	if !os.IsNotExist(err) {
		fmt.Fprintf(env.Stderr, "team-hook %s: %v\n", cmd, err)
		return ExitUsage, true
	}
	fmt.Fprintf(env.Stderr, "team-hook %s: no ledger at %s\n", cmd, path)
	return ExitUsage, true
}
