package agents

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
)

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestParseDefinition(t *testing.T) {
	d, err := ParseDefinition("a.md", []byte("---\nname: questioner\ndescription: asks\ntools: Bash, Read\nskills:\n  - agent-open-questions\n  - team:handoff\n---\nbody\n"))
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "questioner" || !slices.Equal(d.Tools, []string{"Bash", "Read"}) || !slices.Equal(d.Skills, []string{"agent-open-questions", "team:handoff"}) {
		t.Fatalf("%+v", d)
	}
	if !slices.Equal(d.Keys, []string{"description", "name", "skills", "tools"}) {
		t.Fatalf("keys %v", d.Keys)
	}
	// The name falls back to the file name.
	d, err = ParseDefinition("dir/reviewer.md", []byte("---\ndescription: x\nskills: subagent-contract, handoff\n---\n"))
	if err != nil || d.Name != "reviewer" || !slices.Equal(d.Skills, []string{"subagent-contract", "handoff"}) {
		t.Fatalf("%+v %v", d, err)
	}
	if _, err := ParseDefinition("x.md", []byte("no frontmatter here\n")); err == nil {
		t.Fatal("a file without frontmatter parsed")
	}
	if _, err := ParseDefinition("x.md", []byte("---\nname: [unclosed\n---\n")); err == nil {
		t.Fatal("broken YAML parsed")
	}
	if _, err := ParseDefinition("x.md", []byte("---\ntools:\n  - {a: b}\n---\n")); err == nil {
		t.Fatal("a tools list of mappings parsed")
	}
}

func TestResolve(t *testing.T) {
	root := t.TempDir()
	plugin := filepath.Join(root, "plugin")
	project := filepath.Join(root, "project")
	config := filepath.Join(root, "config")
	write(t, filepath.Join(plugin, "agents", "questioner.md"), "---\nname: questioner\ndescription: d\nskills: [agent-open-questions]\n---\n")
	// Matched by frontmatter name, not file name.
	write(t, filepath.Join(project, ".claude", "agents", "file-name.md"), "---\nname: reviewer\ndescription: d\nskills: [subagent-contract]\n---\n")
	write(t, filepath.Join(project, ".claude", "agents", "broken.md"), "---\nname: [\n---\n")
	// The project's agent wins over the user's of the same name.
	write(t, filepath.Join(project, ".claude", "agents", "shared.md"), "---\nname: shared\ndescription: d\nskills: [handoff]\n---\n")
	write(t, filepath.Join(config, "agents", "shared.md"), "---\nname: shared\ndescription: d\nskills: [progress-tracking]\n---\n")
	write(t, filepath.Join(config, "agents", "mine.md"), "---\nname: mine\ndescription: d\nskills: [progress-tracking]\n---\n")
	write(t, filepath.Join(config, "plugins", "cache", "mkt", "other", "1.0.0", "agents", "planner.md"), "---\nname: planner\ndescription: d\nskills: [other:handoff]\n---\n")
	env := Env{PluginRoot: plugin, ProjectDir: project, ConfigDir: config}

	tests := []struct {
		agentType string
		want      []contract.Name // nil: unresolved, defaults
	}{
		{"team:questioner", []contract.Name{contract.Envelope, contract.NoDeferral, contract.OpenQuestions}},
		{"reviewer", []contract.Name{contract.Envelope, contract.NoDeferral, contract.Result}},
		{"shared", []contract.Name{contract.Envelope, contract.NoDeferral, contract.Handoff}},
		{"mine", []contract.Name{contract.Envelope, contract.NoDeferral, contract.TodoFirst}},
		{"other:planner", []contract.Name{contract.Envelope, contract.NoDeferral, contract.Handoff}},
		{"Explore", nil},
		{"team:missing", nil},
		{"../etc/passwd", nil},
		{"team:../../x", nil},
	}
	for _, tt := range tests {
		t.Run(tt.agentType, func(t *testing.T) {
			d, _ := env.Resolve(tt.agentType)
			if (d == nil) != (tt.want == nil) {
				t.Fatalf("resolved %+v", d)
			}
			want := tt.want
			if want == nil {
				want = contract.Defaults().Names()
			}
			if got := contract.Resolve(Skills(d), nil, nil).Names(); !slices.Equal(got, want) {
				t.Fatalf("contracts %v, want %v", got, want)
			}
		})
	}
}

// Started in a subfolder, Claude Code reads the agents of every folder up
// to the git root, the nearest first (observed in 2.1.330): the hook must
// find the same definition, or the agent silently loses its contracts.
func TestResolveWalksUpToTheGitRoot(t *testing.T) {
	repo := t.TempDir()
	if err := os.Mkdir(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(repo, "service", "api")
	write(t, filepath.Join(repo, ".claude", "agents", "reviewer.md"), "---\nname: reviewer\ndescription: d\nskills: [subagent-contract]\n---\n")
	write(t, filepath.Join(repo, ".claude", "agents", "shared.md"), "---\nname: shared\ndescription: d\nskills: [progress-tracking]\n---\n")
	write(t, filepath.Join(repo, "service", ".claude", "agents", "shared.md"), "---\nname: shared\ndescription: d\nskills: [handoff]\n---\n")
	// Above the git root: not read.
	write(t, filepath.Join(filepath.Dir(repo), ".claude", "agents", "outside-"+filepath.Base(repo)+".md"), "---\nname: outside\ndescription: d\n---\n")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	env := Env{ProjectDir: sub}
	d, err := env.Resolve("reviewer")
	if err != nil || d == nil || d.Path != filepath.Join(repo, ".claude", "agents", "reviewer.md") {
		t.Fatalf("reviewer from a subfolder: %+v, %v", d, err)
	}
	d, err = env.Resolve("shared")
	if err != nil || d == nil || !slices.Equal(Skills(d), []string{"handoff"}) {
		t.Fatalf("shared: %+v, %v; want the nearest definition (service/)", d, err)
	}
	if d, _ := env.Resolve("outside"); d != nil {
		t.Fatalf("a definition above the git root was used: %s", d.Path)
	}
}

func TestResolveNeverOpensAFIFO(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs")
	}
	dir := t.TempDir()
	agentsDir := filepath.Join(dir, ".claude", "agents")
	if err := os.MkdirAll(agentsDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(agentsDir, "stuck.md"), 0o644); err != nil {
		t.Skip(err)
	}
	d, err := Env{ProjectDir: dir}.Resolve("stuck") // would hang if opened
	if d != nil || err == nil {
		t.Fatalf("got %+v, %v; want no definition and an error", d, err)
	}
}

func TestResolveFollowsASymlinkToARegularFile(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "shared-agent.md")
	write(t, outside, "---\nname: linked\ndescription: d\nskills: [handoff]\n---\n")
	agentsDir := filepath.Join(dir, ".claude", "agents")
	if err := os.MkdirAll(agentsDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(agentsDir, "linked.md")); err != nil {
		t.Skip(err)
	}
	// Claude Code loads such an agent, so its contracts apply.
	d, err := Env{ProjectDir: dir}.Resolve("linked")
	if err != nil || d == nil || !contract.Resolve(Skills(d), nil, nil)[contract.Handoff] {
		t.Fatalf("got %+v, %v", d, err)
	}
}

// FuzzParseDefinition: no frontmatter panics the reader or hangs it.
func FuzzParseDefinition(f *testing.F) {
	f.Add([]byte("---\nname: questioner\ndescription: asks\ntools: Bash, Read\nskills:\n  - agent-open-questions\n---\nbody\n"))
	f.Add([]byte("---\nskills: [a, [b]]\n---\n"))
	f.Add([]byte("---\na: &x [*x]\n---\n"))
	f.Add([]byte("---\n---\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseDefinition("fuzz.md", data)
		if err == nil && d.Name == "" {
			t.Fatal("a definition without a name")
		}
	})
}

func BenchmarkResolve(b *testing.B) {
	dir := b.TempDir()
	agentsDir := filepath.Join(dir, ".claude", "agents")
	os.MkdirAll(agentsDir, 0o755)
	for i := 0; i < 300; i++ {
		os.WriteFile(filepath.Join(agentsDir, fmt.Sprintf("agent-%03d.md", i)), []byte(fmt.Sprintf("---\nname: agent-%03d\ndescription: d\n---\n", i)), 0o644)
	}
	os.WriteFile(filepath.Join(agentsDir, "renamed.md"), []byte("---\nname: by-name\ndescription: d\nskills: [handoff]\n---\n"), 0o644)
	env := Env{ProjectDir: dir}
	// The usual case reads one file; a name that differs from its file
	// name costs a scan of the agents folder, and no more.
	for _, name := range []string{"agent-150", "by-name"} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if d, _ := env.Resolve(name); d == nil {
					b.Fatal("not found")
				}
			}
		})
	}
}
