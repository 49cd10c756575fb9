// Package bench measures what a person pays for team-hook: the wall time of
// a whole bin/team-hook hook process (launcher included) per event, beside
// the floor of starting any process (/bin/true) and what a Python hook pays
// before doing anything (python3 -c pass). Run it with `make bench`.
package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/release"
)

var (
	buildOnce sync.Once
	pluginDir string
	buildErr  error
)

// plugin is the release tree (as make release builds it) with this
// platform's binary, its launcher already replaced by the checked binary
// as after a user's first event, so the measured process is exactly what
// hooks.json starts in an installed release.
func plugin(b *testing.B) string {
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "team-hook-bench-")
		if err != nil {
			buildErr = err
			return
		}
		root, _ := filepath.Abs("..")
		res, err := release.Build(release.Options{
			Source: root, Out: dir, Commit: "bench",
			Platforms: []install.Platform{{OS: runtime.GOOS, Arch: runtime.GOARCH}},
		})
		if err != nil {
			buildErr = err
			return
		}
		pluginDir = res.Plugin
		// The first event: the launcher checks the binary and takes its place.
		cmd := exec.Command(filepath.Join(pluginDir, "bin", "team-hook"), "version")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("first run of the launcher: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		b.Fatal(buildErr)
	}
	return pluginDir
}

func fixture(b *testing.B, name string, edit func(map[string]any)) []byte {
	data, err := os.ReadFile(filepath.Join("..", "internal", "host", "claude", "testdata", name))
	if err != nil {
		b.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		b.Fatal(err)
	}
	if edit != nil {
		edit(m)
	}
	out, _ := json.Marshal(m)
	return out
}

// hookEnv is what Claude Code gives the plugin's hooks, in a session after
// the binary's first run (which says once that it is ready).
func hookEnv(b *testing.B, plugin, project string) []string {
	env := append(os.Environ(), "CLAUDE_PLUGIN_ROOT="+plugin, "CLAUDE_PROJECT_DIR="+project, "CLAUDE_PLUGIN_DATA="+b.TempDir())
	start := fixture(b, "SessionStart.main.json", nil)
	runProcess(b, env, start, filepath.Join(plugin, "bin", "team-hook"), "hook")
	return env
}

// runProcess runs one command to completion with stdin and returns its time.
func runProcess(b *testing.B, env []string, stdin []byte, name string, args ...string) time.Duration {
	cmd := exec.Command(name, args...)
	cmd.Env = env
	cmd.Stdin = bytes.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout = &out
	start := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s: %v\n%s", name, err, out.String())
	}
	return time.Since(start)
}

// warmUp runs of each process precede the measured ones.
const warmUp = 10

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func sum(d []time.Duration) (t time.Duration) {
	for _, x := range d {
		t += x
	}
	return t
}

type scenario struct {
	name   string
	stdin  []byte
	want   string // a substring of stdout, checked once; "" = no output
	target float64
}

func BenchmarkHookProcess(b *testing.B) {
	if runtime.GOOS == "windows" {
		b.Skip("POSIX launcher")
	}
	dir := plugin(b)
	project := b.TempDir()
	env := hookEnv(b, dir, project)
	launcher := filepath.Join(dir, "bin", "team-hook")

	clean := fixture(b, "SubagentStop.first.json", func(m map[string]any) {
		m["agent_type"] = "team:questioner"
		m["last_assistant_message"] = "Checked the loader: `Load` applies defaults before validation, so the new field needs no migration.\n\nAll tests pass."
	})
	invalid := fixture(b, "SubagentStop.first.json", func(m map[string]any) {
		m["agent_type"] = "team:questioner"
		m["last_assistant_message"] = "Two designs fit.\n\n```json\n{\"openQuestions\":[{\"question\":\"Which store?\",\"header\":\"Session store choice\",\"options\":[{\"label\":\"Redis\"}]}]}\n```\n"
	})
	ignored := fixture(b, "PostToolUse.main.Bash.json", nil)
	start := fixture(b, "SessionStart.main.json", nil)
	// The orchestrator's Read: hooks.json starts the hook for it, and
	// without the option orchestrator_rules it answers nothing.
	read := fixture(b, "PreToolUse.main.Bash.json", func(m map[string]any) {
		m["tool_name"] = "Read"
		m["tool_input"] = map[string]any{"file_path": filepath.Join(project, "main.go")}
	})
	// The events agent teams added, in a session without a team: the main
	// agent's Stop reads the start of its transcript (a real first turn's),
	// a TaskCompleted is answered at once, an Edit with the teachback gate
	// off is decided without reading anything.
	head, err := filepath.Abs(filepath.Join("..", "internal", "transcript", "testdata", "transcript.lead.head.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	stop := fixture(b, "Stop.main.stop_hook_active-false.json", func(m map[string]any) { m["transcript_path"] = head })
	taskCompleted := fixture(b, "teams/TaskCompleted.subagent.no-team.json", nil)
	edit := fixture(b, "PreToolUse.main.Bash.json", func(m map[string]any) {
		m["tool_name"] = "Edit"
		m["tool_input"] = map[string]any{"file_path": "main.go", "old_string": "a", "new_string": "b"}
	})

	// A dispatch in a project that never asked (no ledger): answers to
	// carry and onboarding are looked for, nothing is read but the
	// ledger's absence, and the input goes unchanged. A plain subagent's
	// Edit: is it an onboarding agent's? One failed directory read says no.
	dispatch := fixture(b, "PreToolUse.main.Agent.json", nil)
	// A command of a session without a team: the PreToolUse matcher has
	// Bash for the team protocol (§9a), so every command starts the hook,
	// which answers at once.
	bash := fixture(b, "PreToolUse.main.Bash.json", nil)
	subEdit := fixture(b, "PreToolUse.subagent.Bash.json", func(m map[string]any) {
		m["tool_name"] = "Edit"
		m["tool_input"] = map[string]any{"file_path": "main.go", "old_string": "a", "new_string": "b"}
	})

	// The floors are measured interleaved with the hook, run for run, so
	// that load on the machine moves both alike and the ratio stays honest.
	_, havePython := exec.LookPath("python3")
	for _, s := range []scenario{
		{"PostToolUse-ignored", ignored, "", 2.5},
		{"SessionStart", start, "", 2.5},
		{"PreToolUse-Read-rules-off", read, "", 2.5},
		{"Stop-no-team", stop, "", 2.5},
		{"TaskCompleted-no-team", taskCompleted, "", 2.5},
		{"PreToolUse-Edit", edit, "", 2.5},
		{"PreToolUse-Agent-dispatch", dispatch, "", 2.5},
		{"PreToolUse-Edit-subagent", subEdit, "", 2.5},
		{"PreToolUse-Bash-no-team", bash, "", 2.5},
		{"SubagentStop-clean", clean, "", 3.5},
		{"SubagentStop-invalid-envelope", invalid, `"decision":"block"`, 3.5},
	} {
		b.Run(s.name, func(b *testing.B) {
			cmd := exec.Command(launcher, "hook")
			cmd.Env = env
			cmd.Stdin = bytes.NewReader(s.stdin)
			out, err := cmd.Output()
			if err != nil || (s.want == "") != (len(out) == 0) || !strings.Contains(string(out), s.want) {
				b.Fatalf("unexpected answer %q (%v)", out, err)
			}
			for i := 0; i < warmUp; i++ { // page cache, binary, dentries
				runProcess(b, env, s.stdin, "/bin/true")
				runProcess(b, env, s.stdin, launcher, "hook")
			}
			var hook, floor, python []time.Duration
			for i := 0; i < b.N; i++ {
				floor = append(floor, runProcess(b, env, s.stdin, "/bin/true"))
				hook = append(hook, runProcess(b, env, s.stdin, launcher, "hook"))
				if havePython == nil && i%10 == 0 { // python3 is slow: sample it
					python = append(python, runProcess(b, env, s.stdin, "python3", "-c", "pass"))
				}
			}
			// The median is the cost of a typical event; the mean, also
			// reported, is moved by the odd run the machine delays.
			per, base := median(hook), median(floor)
			ratio := float64(per) / float64(base)
			meanRatio := float64(sum(hook)) / float64(sum(floor))
			b.ReportMetric(float64(per.Microseconds()), "µs/process")
			b.ReportMetric(ratio, "x/bin/true")
			b.ReportMetric(meanRatio, "x/bin/true-mean")
			note := ""
			if len(python) > 0 {
				py := median(python)
				b.ReportMetric(float64(per)/float64(py), "x/python3")
				note = fmt.Sprintf(", %.2fx python3 -c pass (%v)", float64(per)/float64(py), py)
			}
			if b.N == 1 {
				return // the framework's probe run: one sample says nothing
			}
			b.Logf("%s: median %v per process = %.1fx /bin/true (%v; target %gx; mean %.1fx)%s", s.name, per, ratio, base, s.target, meanRatio, note)
		})
	}
}

// BenchmarkHookLargeEvent: a whole hook process given an event past the
// 64 MiB limit (read up to the limit, then let through with a message), the
// figure a test once asserted as "within 5 s".
func BenchmarkHookLargeEvent(b *testing.B) {
	if runtime.GOOS == "windows" {
		b.Skip("POSIX launcher")
	}
	dir := plugin(b)
	env := hookEnv(b, dir, b.TempDir())
	launcher := filepath.Join(dir, "bin", "team-hook")
	huge := append([]byte(`{"hook_event_name":"SubagentStop","last_assistant_message":"`), bytes.Repeat([]byte("a"), 65<<20)...)
	huge = append(huge, `"}`...)
	var took []time.Duration
	for i := 0; i < b.N; i++ {
		took = append(took, runProcess(b, env, huge, launcher, "hook", "--stdin-timeout", "1h"))
	}
	b.ReportMetric(float64(median(took).Milliseconds()), "ms/process")
}

// BenchmarkTranscriptFallback: without last_assistant_message the final
// text is read from the end of the transcript, so a 1 GB transcript costs
// about what a 1 KB one does.
func BenchmarkTranscriptFallback(b *testing.B) {
	dir := plugin(b)
	project := b.TempDir()
	env := hookEnv(b, dir, project)
	launcher := filepath.Join(dir, "bin", "team-hook")
	final := `{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":"All done; tests pass."}]}}` + "\n"
	for _, size := range []struct {
		name  string
		bytes int64
	}{{"1KB", 1 << 10}, {"1GB", 1 << 30}} {
		path := filepath.Join(b.TempDir(), "agent.jsonl")
		f, err := os.Create(path)
		if err != nil {
			b.Fatal(err)
		}
		// A sparse file stands in for a long session: only its tail is data.
		f.Truncate(size.bytes)
		f.Seek(0, 2)
		f.WriteString("\n" + `{"type":"user","message":{"content":[{"type":"tool_result","content":"ok"}]}}` + "\n" + final)
		f.Close()
		ev := fixture(b, "SubagentStop.first.json", func(m map[string]any) {
			m["agent_type"] = "team:questioner"
			delete(m, "last_assistant_message")
			m["agent_transcript_path"] = path
		})
		b.Run(size.name, func(b *testing.B) {
			var total time.Duration
			for i := 0; i < b.N; i++ {
				total += runProcess(b, env, ev, launcher, "hook")
			}
			b.ReportMetric(float64((total / time.Duration(b.N)).Microseconds()), "µs/process")
		})
	}
}

// BenchmarkLauncherFirstUse: an installed release's first event, when the
// launcher (a shell script) finds this platform's binary, checks it
// against SHA256SUMS and copies it over itself, then runs it; and an event
// in a source tree whose binary is built already (the development entry),
// where the launcher stays a script and checks the source for changes.
func BenchmarkLauncherFirstUse(b *testing.B) {
	if runtime.GOOS == "windows" {
		b.Skip("POSIX launcher")
	}
	dir := plugin(b)
	launcherSrc, err := os.ReadFile("../bin/team-hook")
	if err != nil {
		b.Fatal(err)
	}
	ignored := fixture(b, "PostToolUse.main.Bash.json", nil)
	env := append(os.Environ(), "CLAUDE_PLUGIN_ROOT="+dir, "CLAUDE_PROJECT_DIR="+b.TempDir())
	launcher := filepath.Join(dir, "bin", "team-hook")
	b.Run("release-first-event", func(b *testing.B) {
		var first, floor []time.Duration
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if err := os.WriteFile(launcher+".new", launcherSrc, 0o755); err != nil {
				b.Fatal(err)
			}
			os.Rename(launcher+".new", launcher)
			floor = append(floor, runProcess(b, env, ignored, "/bin/true"))
			first = append(first, runProcess(b, env, ignored, launcher, "hook"))
		}
		b.ReportMetric(float64(median(first).Microseconds()), "µs/process")
		b.ReportMetric(float64(median(first))/float64(median(floor)), "x/bin/true")
	})
	b.Run("source-tree-built", func(b *testing.B) {
		root, _ := filepath.Abs("..")
		src := filepath.Join(root, "bin", "team-hook")
		cache := b.TempDir()
		senv := append(os.Environ(), "XDG_CACHE_HOME="+cache, "CLAUDE_PROJECT_DIR="+b.TempDir())
		if out, err := exec.Command("env", append([]string{"XDG_CACHE_HOME=" + cache}, src, "version")...).CombinedOutput(); err != nil {
			b.Fatalf("building the source tree's binary: %v\n%s", err, out)
		}
		var ev, floor []time.Duration
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			floor = append(floor, runProcess(b, senv, ignored, "/bin/true"))
			ev = append(ev, runProcess(b, senv, ignored, src, "hook"))
		}
		b.ReportMetric(float64(median(ev).Microseconds()), "µs/process")
		b.ReportMetric(float64(median(ev))/float64(median(floor)), "x/bin/true")
	})
}
