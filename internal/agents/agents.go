// Package agents resolves a subagent's agent_type to its definition file
// (docs/CONTRACT.md §1) and reads the frontmatter that says which skills, and so
// which contracts, it lives under.
package agents

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/team-hook/team-hook/internal/frontmatter"
	"github.com/team-hook/team-hook/internal/project"
)

// PluginName is this plugin's name: its agents are "team:<name>".
const PluginName = "team"

// maxFrontmatter bounds how much of a definition file is read: the
// frontmatter is at its top, and a hostile file must not cost more.
const maxFrontmatter = 64 << 10

// Definition is an agent (or skill) file's frontmatter, as Claude Code reads it.
type Definition struct {
	Name        string   `yaml:"name"`
	Description string   `yaml:"description"`
	Tools       List     `yaml:"tools"`
	Skills      List     `yaml:"skills"`
	Model       string   `yaml:"model"`
	Path        string   `yaml:"-"`
	Keys        []string `yaml:"-"` // every top-level key, for lint
}

// List is a frontmatter list written either as a YAML sequence or as one
// comma-separated string ("Bash, Read").
type List []string

// UnmarshalYAML accepts both forms.
func (l *List) UnmarshalYAML(n *yaml.Node) error {
	switch n.Kind {
	case yaml.ScalarNode:
		*l = nil
		for _, p := range strings.Split(n.Value, ",") {
			if p = strings.TrimSpace(p); p != "" {
				*l = append(*l, p)
			}
		}
		return nil
	case yaml.SequenceNode:
		var out []string
		for _, c := range n.Content {
			if c.Kind != yaml.ScalarNode {
				return fmt.Errorf("line %d: list items must be plain strings", c.Line)
			}
			out = append(out, strings.TrimSpace(c.Value))
		}
		*l = out
		return nil
	}
	return fmt.Errorf("line %d: expected a list or a comma-separated string", n.Line)
}

// ErrNoFrontmatter is returned when a definition file has none.
var ErrNoFrontmatter = errors.New("no frontmatter (a --- block at the top of the file)")

// ReadDefinition reads the frontmatter of an agent or skill file. Only
// regular files are opened (a FIFO or device would hang the hook), and only
// the head of the file is read.
func ReadDefinition(path string) (*Definition, error) {
	head, err := readHead(path)
	if err != nil {
		return nil, err
	}
	return ParseDefinition(path, head)
}

// readHead reads the top of a regular file, where its frontmatter is.
func readHead(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxFrontmatter))
}

// ParseDefinition parses the frontmatter at the top of data, found as
// Claude Code finds it (frontmatter.Split). A missing frontmatter is
// ErrNoFrontmatter.
func ParseDefinition(path string, data []byte) (*Definition, error) {
	front, _, ok := frontmatter.Split(data)
	if !ok {
		return nil, fmt.Errorf("%s: %w", path, ErrNoFrontmatter)
	}
	var node yaml.Node
	if err := yaml.Unmarshal(front, &node); err != nil {
		return nil, fmt.Errorf("%s: frontmatter: %w", path, err)
	}
	var d Definition
	if err := node.Decode(&d); err != nil {
		return nil, fmt.Errorf("%s: frontmatter: %w", path, err)
	}
	if len(node.Content) == 1 && node.Content[0].Kind == yaml.MappingNode {
		m := node.Content[0].Content
		for i := 0; i+1 < len(m); i += 2 { // keys are unique: Decode refuses duplicates
			d.Keys = append(d.Keys, m[i].Value)
		}
		sort.Strings(d.Keys)
	}
	d.Path = path
	if d.Name == "" {
		d.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	return &d, nil
}

// Env is where agent definitions are looked for.
type Env struct {
	PluginRoot string // $CLAUDE_PLUGIN_ROOT: this plugin
	ProjectDir string // $CLAUDE_PROJECT_DIR
	ConfigDir  string // the Claude config dir: $CLAUDE_CONFIG_DIR or ~/.claude
	Home       string // bounds the walk up from ProjectDir (project.Dirs)
	// RolesArePluginAgents: a bare agent_type is a role name (Codex CLI
	// roles), which, when no definition of the user's has it, may be one
	// of this plugin's agents.
	RolesArePluginAgents bool
}

// EnvFrom reads Env from the hook's environment (getenv is os.Getenv, or
// a test's).
func EnvFrom(getenv func(string) string, projectDir string) Env {
	e := Env{PluginRoot: getenv("CLAUDE_PLUGIN_ROOT"), ProjectDir: projectDir, ConfigDir: getenv("CLAUDE_CONFIG_DIR"), Home: getenv("HOME")}
	if e.Home == "" {
		e.Home, _ = os.UserHomeDir()
	}
	if e.ConfigDir == "" && e.Home != "" {
		e.ConfigDir = filepath.Join(e.Home, ".claude")
	}
	return e
}

// Dirs lists, in order, the folders where agent_type's definition may be:
// for a project agent the .claude/agents of the project and of its parents
// (nearest first, as Claude Code reads them), then the user's.
func (e Env) Dirs(agentType string) (name string, dirs []string) {
	plugin, name, ok := strings.Cut(agentType, ":")
	if !ok {
		name = agentType
		for _, d := range project.Dirs(e.ProjectDir, e.Home) {
			dirs = append(dirs, filepath.Join(d, ".claude", "agents"))
		}
		if e.ConfigDir != "" {
			dirs = append(dirs, filepath.Join(e.ConfigDir, "agents"))
		}
		if e.RolesArePluginAgents && e.PluginRoot != "" {
			dirs = append(dirs, filepath.Join(e.PluginRoot, "agents"))
		}
		return name, dirs
	}
	if plugin == PluginName && e.PluginRoot != "" {
		return name, []string{filepath.Join(e.PluginRoot, "agents")}
	}
	if e.ConfigDir != "" && plugin != "" && !strings.ContainsAny(plugin, `/\`) && plugin != ".." {
		// <config>/plugins/cache/<marketplace>/<plugin>/<version>/agents,
		// newest version first.
		found, _ := filepath.Glob(filepath.Join(e.ConfigDir, "plugins", "cache", "*", plugin, "*", "agents"))
		sort.Slice(found, func(i, j int) bool { return modTime(found[i]) > modTime(found[j]) })
		dirs = append(dirs, found...)
	}
	return name, dirs
}

func modTime(p string) int64 {
	st, err := os.Stat(p)
	if err != nil {
		return 0
	}
	return st.ModTime().UnixNano()
}

// Resolve finds agent_type's definition. It returns nil, nil for an agent
// with no definition file (built-in agents such as Explore): those get the
// default contracts. Unreadable or broken files are skipped; the first
// error met is returned only when nothing matched.
func (e Env) Resolve(agentType string) (*Definition, error) {
	name, dirs := e.Dirs(agentType)
	if name == "" || strings.ContainsAny(name, `/\`) {
		return nil, nil
	}
	var firstErr error
	for _, dir := range dirs {
		// The usual case first: <name>.md whose frontmatter agrees.
		if d, err := ReadDefinition(filepath.Join(dir, name+".md")); err == nil {
			if d.Name == name {
				return d, nil
			}
		} else if !errors.Is(err, fs.ErrNotExist) && firstErr == nil {
			firstErr = err
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) && firstErr == nil {
				firstErr = err
			}
			continue
		}
		for _, ent := range entries {
			if ent.IsDir() || !strings.HasSuffix(ent.Name(), ".md") || ent.Name() == name+".md" {
				continue
			}
			path := filepath.Join(dir, ent.Name())
			head, err := readHead(path)
			// A file whose text does not hold the name cannot declare it:
			// skip the YAML parse, which is most of a scan's cost.
			if err != nil || !bytes.Contains(head, []byte(name)) {
				continue
			}
			d, err := ParseDefinition(path, head)
			if err != nil {
				continue
			}
			if d.Name == name {
				return d, nil
			}
		}
	}
	return nil, firstErr
}

// BuiltIn lists the agents Claude Code 2.1.330 has without a definition
// file; they live under the default contracts.
func BuiltIn() []string {
	return []string{"claude", "Explore", "general-purpose", "Plan", "statusline-setup"}
}

// Skills is the skills a definition preloads; nil for an unresolved agent,
// which then lives under the default contracts (contract.Resolve).
func Skills(d *Definition) []string {
	if d == nil {
		return nil
	}
	return d.Skills
}
