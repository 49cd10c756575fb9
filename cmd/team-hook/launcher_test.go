package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/testwait"
)

// launcherPlugin lays out a plugin with the real launcher and, optionally,
// the source tree it builds from.
func launcherPlugin(t *testing.T, withSource bool) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("POSIX launcher")
	}
	root := t.TempDir()
	repo, _ := filepath.Abs("../..")
	copyFile(t, filepath.Join(repo, "bin", "team-hook"), filepath.Join(root, "bin", "team-hook"), 0o755)
	copyFile(t, filepath.Join(repo, ".claude-plugin", "plugin.json"), filepath.Join(root, ".claude-plugin", "plugin.json"), 0o644)
	if withSource {
		out, err := exec.Command("git", "-C", repo, "ls-files", "--cached", "--others", "--exclude-standard", "go.mod", "go.sum", "cmd", "internal", "third_party").Output()
		if err != nil {
			t.Skip("not a git checkout: ", err)
		}
		for _, f := range strings.Fields(string(out)) {
			if strings.Contains(f, "/testdata/") || strings.HasSuffix(f, "_test.go") {
				continue
			}
			if _, err := os.Stat(filepath.Join(repo, f)); err != nil {
				continue // deleted in the work tree
			}
			copyFile(t, filepath.Join(repo, f), filepath.Join(root, f), 0o644)
		}
	}
	return root
}

// releasePlugin lays out a release: the launcher, this platform's binary
// (the real hook) under libexec/, and SHA256SUMS.
func releasePlugin(t *testing.T) string {
	t.Helper()
	root := launcherPlugin(t, false)
	p := install.Platform{OS: runtime.GOOS, Arch: runtime.GOARCH}
	bin := filepath.Join(root, filepath.FromSlash(p.Binary()))
	copyFile(t, hookBinary(t), bin, 0o755)
	sum, err := install.FileSum(bin)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(root, install.SumsFile), install.FormatSums(map[string]string{p.Binary(): sum}), 0o644)
	return root
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, mode); err != nil {
		t.Fatal(err)
	}
}

// launcherTools are the programs the launcher may use; a test's PATH has
// these (or fewer) and nothing else.
var launcherTools = []string{
	"sh", "uname", "tr", "mkdir", "cp", "chmod", "mv", "rm", "rmdir", "readlink", "cat", "sed", "find",
	"sha256sum", "sort", "xargs", "touch", "tail", "sleep", "cksum", "date",
}

// run is one launcher run: its arguments, the event on stdin, and the
// world it runs in.
type run struct {
	root   string
	args   []string
	stdin  string
	withGo bool
	cache  string            // XDG_CACHE_HOME; "" for none
	leave  []string          // tools left off PATH
	fake   map[string]string // tools replaced by a script body
	data   string            // CLAUDE_PLUGIN_DATA; "" for a new one
	env    []string          // more environment
}

// SessionStart of session s, as Claude Code pipes it.
func sessionStart(s string) string {
	return `{"hook_event_name":"SessionStart","session_id":"` + s + `","source":"startup"}`
}

func (r run) exec(t *testing.T) (stdout, stderr string, err error) {
	t.Helper()
	pathDir := t.TempDir()
	tools := launcherTools
	if r.withGo {
		tools = append(tools, "go")
	}
	for _, tool := range tools {
		if strings.Contains(" "+strings.Join(r.leave, " ")+" ", " "+tool+" ") {
			continue
		}
		if p, err := exec.LookPath(tool); err == nil {
			os.Symlink(p, filepath.Join(pathDir, tool))
		} else if tool == "go" {
			t.Skip("go not on PATH")
		}
	}
	for tool, body := range r.fake {
		os.Remove(filepath.Join(pathDir, tool))
		os.WriteFile(filepath.Join(pathDir, tool), []byte("#!/bin/sh\n"+body+"\n"), 0o755)
	}
	cmd := exec.Command(filepath.Join(r.root, "bin", "team-hook"), r.args...)
	// The plugin's data folder, as Claude Code gives its hooks: one in which
	// the binary has run before, so that it does not announce itself.
	data := r.data
	if data == "" {
		data = pluginData(t)
	}
	cmd.Env = []string{"PATH=" + pathDir, "HOME=" + os.Getenv("HOME"), "GOCACHE=" + goEnv(t, "GOCACHE"), "GOMODCACHE=" + goEnv(t, "GOMODCACHE"), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "CLAUDE_PLUGIN_DATA=" + data}
	if r.cache != "" {
		cmd.Env = append(cmd.Env, "XDG_CACHE_HOME="+r.cache)
	}
	cmd.Env = append(cmd.Env, r.env...)
	if r.stdin == "" {
		r.stdin = sessionStart("s1")
	}
	cmd.Stdin = strings.NewReader(r.stdin)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	return out.String(), errb.String(), err
}

// pluginData is a plugin data folder in which the binary has run before,
// so that it does not announce itself.
func pluginData(t *testing.T) string {
	t.Helper()
	data, err := ranBefore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func goEnv(t *testing.T, key string) string {
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// systemMessage is the message of a hook's JSON answer, failing the test
// when the answer is anything else or the hook did not exit 0.
func systemMessage(t *testing.T, stdout string, err error) string {
	t.Helper()
	var m struct{ SystemMessage string }
	if err != nil || json.Unmarshal([]byte(stdout), &m) != nil || !strings.HasPrefix(m.SystemMessage, "team-hook: ") {
		t.Fatalf("want a systemMessage and exit 0 (a hook never blocks), got %q, %v", stdout, err)
	}
	return m.SystemMessage
}

func isScript(t *testing.T, name string) bool {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.HasPrefix(string(data), "#!")
}

// In a release the launcher checks this platform's binary against
// SHA256SUMS, puts it in its own place, and runs it: the event it was
// started for is handled, and from then on hooks start the binary. Both
// ways a host runs it work: `hook`, and no arguments with the event piped
// in (Copilot CLI and Codex CLI drop hooks.json's args).
func TestLauncherReleaseChecksAndTakesItsPlace(t *testing.T) {
	for _, args := range [][]string{{"hook"}, nil} {
		root := releasePlugin(t)
		stdout, stderr, err := run{root: root, args: args}.exec(t)
		if err != nil || stdout != "" || stderr != "" {
			t.Fatalf("%q: SessionStart through the launcher: %q %q %v (want no output, exit 0)", args, stdout, stderr, err)
		}
		launcher := filepath.Join(root, "bin", "team-hook")
		if isScript(t, launcher) {
			t.Fatalf("%q: bin/team-hook is still the script after a verified first run", args)
		}
		want, _ := install.FileSum(hookBinary(t))
		if got, _ := install.FileSum(launcher); got != want {
			t.Fatalf("%q: bin/team-hook is not the release's binary", args)
		}
		if leftovers, _ := filepath.Glob(filepath.Join(root, "bin", ".team-hook.*")); len(leftovers) > 0 {
			t.Fatalf("left behind %v", leftovers)
		}
		// The binary now answers on its own, with an empty PATH.
		cmd := exec.Command(launcher, "version")
		cmd.Env = []string{"PATH="}
		if out, err := cmd.Output(); err != nil || !strings.HasPrefix(string(out), "team-hook ") {
			t.Fatalf("bin/team-hook version: %q %v", out, err)
		}
		// doctor finds the plugin from the binary's place and vouches for it.
		cmd = exec.Command(launcher, "doctor", "--json")
		cmd.Env = []string{"PATH="}
		out, _ := cmd.Output()
		if !strings.Contains(string(out), "matches SHA256SUMS; hooks start it with no shell in front") {
			t.Fatalf("doctor: %s", out)
		}
	}
}

// A binary that does not match SHA256SUMS is refused with a clear message,
// never run, and the launcher stays in place; a hook still exits 0.
func TestLauncherRefusesATamperedBinary(t *testing.T) {
	root := releasePlugin(t)
	p := install.Platform{OS: runtime.GOOS, Arch: runtime.GOARCH}
	f, _ := os.OpenFile(filepath.Join(root, filepath.FromSlash(p.Binary())), os.O_APPEND|os.O_WRONLY, 0)
	f.Write([]byte("tampered"))
	f.Close()

	data := pluginData(t)
	stdout, _, err := run{root: root, args: []string{"hook"}, data: data}.exec(t)
	msg := systemMessage(t, stdout, err)
	for _, want := range []string{"refusing to run " + p.Binary(), "SHA256SUMS says", "reinstall the plugin"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q lacks %q", msg, want)
		}
	}
	// Said once per session: the session's later events are quiet (and
	// never blocked); a new session is told again.
	for _, ev := range []string{
		`{"hook_event_name":"UserPromptSubmit","session_id":"s1","prompt":"go on"}`,
		`{"hook_event_name":"SubagentStop","session_id":"s1","agent_id":"a1","last_assistant_message":"done"}`,
	} {
		if stdout, _, err := (run{root: root, args: []string{"hook"}, data: data, stdin: ev}).exec(t); err != nil || stdout != "" {
			t.Errorf("a later event of the same session: %q %v (want nothing said again, exit 0)", stdout, err)
		}
	}
	stdout, _, err = run{root: root, args: nil, data: data, stdin: sessionStart("s2")}.exec(t)
	if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "refusing to run") {
		t.Errorf("a new session: %q", msg)
	}
	if !isScript(t, filepath.Join(root, "bin", "team-hook")) {
		t.Error("a refused binary took the launcher's place")
	}
	// The reinstall it names is the running host's.
	for _, h := range []struct{ env, want string }{
		{"COPILOT_CLI=1", "copilot plugin uninstall team@team-hook, then copilot plugin install team@team-hook"},
		{"PLUGIN_ROOT=" + root, "codex plugin remove team@team-hook, then codex plugin add team@team-hook"},
	} {
		stdout, _, err := run{root: root, args: nil, env: []string{h.env}}.exec(t)
		if msg := systemMessage(t, stdout, err); !strings.Contains(msg, h.want) {
			t.Errorf("with %s: %q lacks %q", h.env, msg, h.want)
		}
	}
	// From a shell: the same on stderr, exit 2.
	_, stderr, err := run{root: root, args: []string{"version"}}.exec(t)
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(stderr, "refusing to run") {
		t.Fatalf("version with a tampered binary: %v %q", err, stderr)
	}
}

// A release binary changed after the launcher put it in its own place
// (no script checks it any more) is noticed at the next session's start,
// once in that session; an unchanged one is not hashed again.
func TestReleaseBinaryChangedInPlaceIsNoticedAtSessionStart(t *testing.T) {
	root := releasePlugin(t)
	data := pluginData(t)
	env := []string{"CLAUDE_PLUGIN_ROOT=" + root}
	stdout, _, err := run{root: root, args: []string{"hook"}, data: data, env: env}.exec(t)
	if err != nil || stdout != "" {
		t.Fatalf("first SessionStart: %q %v", stdout, err)
	}
	launcher := filepath.Join(root, "bin", "team-hook")
	if isScript(t, launcher) {
		t.Fatal("the launcher did not take the binary's place")
	}
	stdout, _, err = run{root: root, args: []string{"hook"}, data: data, env: env, stdin: sessionStart("s2")}.exec(t)
	if err != nil || stdout != "" {
		t.Fatalf("a session of the unchanged binary: %q %v", stdout, err)
	}
	f, err := os.OpenFile(launcher, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("changed"))
	f.Close()
	stdout, _, err = run{root: root, args: []string{"hook"}, data: data, env: env, stdin: sessionStart("s3")}.exec(t)
	msg := systemMessage(t, stdout, err)
	for _, want := range []string{"is not the release's", "SHA256SUMS says", "reinstall the plugin"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the next session start says %q, lacking %q", msg, want)
		}
	}
	stdout, _, err = run{root: root, args: []string{"hook"}, data: data, env: env, stdin: sessionStart("s3")}.exec(t)
	if err != nil || stdout != "" {
		t.Errorf("said twice in one session: %q %v", stdout, err)
	}
}

// A platform the release has no binary for gets one clear message.
func TestLauncherUnsupportedPlatform(t *testing.T) {
	root := releasePlugin(t)
	fake := map[string]string{"uname": `case $1 in -m) echo riscv64 ;; *) echo Linux ;; esac`}
	stdout, _, err := run{root: root, args: []string{"hook"}, fake: fake}.exec(t)
	msg := systemMessage(t, stdout, err)
	if !strings.Contains(msg, "not for linux/riscv64") || !strings.Contains(msg, "Linux and macOS (amd64, arm64) and Windows") {
		t.Errorf("message: %q", msg)
	}
	fake = map[string]string{"uname": `case $1 in -m) echo x86_64 ;; *) echo FreeBSD ;; esac`}
	stdout, _, err = run{root: root, args: nil, fake: fake}.exec(t)
	if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "not for freebsd/amd64") {
		t.Errorf("message: %q", msg)
	}
}

// Without a tool to compute SHA-256 the launcher does not run an
// unchecked binary: it says what to install.
func TestLauncherWithoutAChecksumTool(t *testing.T) {
	root := releasePlugin(t)
	stdout, _, err := run{root: root, args: []string{"hook"}, leave: []string{"sha256sum", "shasum", "openssl"}}.exec(t)
	if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "none of sha256sum, shasum or openssl is installed") {
		t.Errorf("message: %q", msg)
	}
}

// A source tree without Go: the hook says how to get a binary once per
// session, and never blocks.
func TestLauncherSourceWithoutGoSaysSoOncePerSession(t *testing.T) {
	root := launcherPlugin(t, true)
	cache, data := t.TempDir(), pluginData(t)
	for i, tc := range []struct {
		session string
		args    []string
		told    bool
	}{{"s1", []string{"hook"}, true}, {"s1", nil, false}, {"s2", nil, true}} {
		stdout, _, err := run{root: root, args: tc.args, cache: cache, data: data, stdin: sessionStart(tc.session)}.exec(t)
		if !tc.told {
			if err != nil || stdout != "" {
				t.Fatalf("event %d: the session was told already, got %q %v", i, stdout, err)
			}
			continue
		}
		if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "Go is not installed") || !strings.Contains(msg, "install a release") {
			t.Fatalf("event %d: %q", i, msg)
		}
	}
	_, stderr, err := run{root: root, args: []string{"version"}, cache: cache}.exec(t)
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(stderr, "Go is not installed") {
		t.Fatalf("version without Go: %v %q", err, stderr)
	}
}

// sourceBinary is the build of the source tree at root in the cache.
func sourceBinary(t *testing.T, root, cache string) string {
	t.Helper()
	key, err := install.SourceKey(root)
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(cache, "team-hook", "build", "team-hook-"+key)
}

// waitBuild waits for the background build of bin to end.
func waitBuild(t *testing.T, bin string) {
	t.Helper()
	key := strings.TrimPrefix(filepath.Base(bin), "team-hook-")
	lock := filepath.Join(filepath.Dir(bin), "build-"+key+".lock")
	for exists(lock) {
		if testwait.Expired(t) {
			t.Fatal("the background build did not end")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func exists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// A source tree builds its binary into the cache, named by the hash of
// its source, in the background inside a session and in the foreground
// from a shell, and writes nothing into the tree. A changed source is a
// new build: the old binary is never run for it.
func TestLauncherBuildsFromSourceIntoTheCache(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	root := launcherPlugin(t, true)
	os.Mkdir(filepath.Join(root, ".git"), 0o755) // a checkout
	cache := t.TempDir()
	before := tree(t, root)
	bin := sourceBinary(t, root, cache)

	stdout, _, err := run{root: root, args: []string{"hook"}, withGo: true, cache: cache}.exec(t)
	if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "building the hook binary from this source") {
		t.Fatalf("first SessionStart: %q", msg)
	}
	waitBuild(t, bin)
	key := strings.TrimPrefix(filepath.Base(bin), "team-hook-")
	stdout, _, err = run{root: root, args: []string{"version"}, cache: cache}.exec(t)
	if err != nil || !strings.Contains(stdout, "(source "+key+")") {
		t.Fatalf("version after the build: %q %v", stdout, err)
	}
	if after := tree(t, root); after != before {
		t.Errorf("the launcher wrote into the source tree:\nbefore %s\nafter  %s", before, after)
	}

	// The source changes: the next run is a new build, of the new source.
	main := filepath.Join(root, "cmd", "team-hook", "main.go")
	data, _ := os.ReadFile(main)
	time.Sleep(10 * time.Millisecond) // a later modification time than the stamp's
	os.WriteFile(main, append(data, "\n// changed\n"...), 0o644)
	newBin := sourceBinary(t, root, cache)
	if newBin == bin {
		t.Fatal("the source key did not change with the source")
	}
	stdout, stderr, err := run{root: root, args: []string{"version"}, withGo: true, cache: cache}.exec(t)
	newKey := strings.TrimPrefix(filepath.Base(newBin), "team-hook-")
	if err != nil || !strings.Contains(stdout, "(source "+newKey+")") || !strings.Contains(stderr, "first use") {
		t.Fatalf("version after a source change: %q %q %v", stdout, stderr, err)
	}
}

// A subagent's stop that comes once the first session's build is done is
// checked by the new binary in that same session: a deferral is blocked.
func TestLauncherFirstSessionCheckedOnceBuilt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	root := launcherPlugin(t, true)
	cache := t.TempDir()
	// A source of its own, so that the build is not one the Go cache has.
	os.WriteFile(filepath.Join(root, "cmd", "team-hook", "wait.go"), []byte("package main\n\nconst waited = \""+t.Name()+time.Now().String()+"\"\n"), 0o644)
	stdout, _, err := run{root: root, args: []string{"hook"}, withGo: true, cache: cache}.exec(t)
	systemMessage(t, stdout, err)
	waitBuild(t, sourceBinary(t, root, cache))
	stop := `{"hook_event_name":"SubagentStop","session_id":"s1","agent_id":"a1","agent_type":"team:questioner","stop_hook_active":false,` +
		`"last_assistant_message":"I would ask the user which database to use, but AskUserQuestion is not available to me."}`
	stdout, _, err = run{root: root, args: []string{"hook"}, withGo: true, cache: cache, stdin: stop}.exec(t)
	if err != nil || !strings.Contains(stdout, `"decision":"block"`) {
		t.Fatalf("SubagentStop after the first build: %q %v (want the built binary's block)", stdout, err)
	}
}

// A build that fails is reported once per session with Go's last lines and
// how to fix it; the next session builds again.
func TestLauncherReportsAFailedBuildOncePerSession(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go build")
	}
	root := launcherPlugin(t, true)
	cache, data := t.TempDir(), pluginData(t)
	os.WriteFile(filepath.Join(root, "cmd", "team-hook", "broken.go"), []byte("package main\n\nfunc broken( {\n"), 0o644)
	bin := sourceBinary(t, root, cache)

	for _, session := range []string{"s1", "s2"} {
		stdout, _, err := run{root: root, args: []string{"hook"}, withGo: true, cache: cache, data: data, stdin: sessionStart(session)}.exec(t)
		if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "building the hook binary") {
			t.Fatalf("%s: first event: %q (want a build started)", session, msg)
		}
		waitBuild(t, bin)
		stdout, _, err = run{root: root, args: nil, withGo: true, cache: cache, data: data, stdin: sessionStart(session)}.exec(t)
		msg := systemMessage(t, stdout, err)
		for _, want := range []string{"did not build", "broken.go", "syntax error", "full log:", "install a release"} {
			if !strings.Contains(msg, want) {
				t.Errorf("%s: report %q lacks %q", session, msg, want)
			}
		}
		stdout, _, err = run{root: root, args: []string{"hook"}, withGo: true, cache: cache, data: data, stdin: sessionStart(session)}.exec(t)
		if err != nil || stdout != "" {
			t.Fatalf("%s: third event: %q %v (the failure was reported already)", session, stdout, err)
		}
	}
	if exists(bin) {
		t.Error("a failed build left a binary")
	}
}

// tree lists the files under root with their sizes.
func tree(t *testing.T, root string) string {
	t.Helper()
	var b strings.Builder
	filepath.Walk(root, func(p string, fi os.FileInfo, err error) error {
		if err == nil {
			rel, _ := filepath.Rel(root, p)
			b.WriteString(rel + " ")
		}
		return nil
	})
	return b.String()
}

// stalledGo is a go that never ends a build (until the test ends): the
// first build of a busy machine. It writes its pid where the test kills it.
func stalledGo(t *testing.T) map[string]string {
	t.Helper()
	pids := filepath.Join(t.TempDir(), "pids")
	t.Cleanup(func() {
		data, _ := os.ReadFile(pids)
		for _, f := range strings.Fields(string(data)) {
			if pid, err := strconv.Atoi(f); err == nil {
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	})
	return map[string]string{"go": "echo $$ >>" + pids + "\nexec /bin/sleep 600"}
}

// The source key is taken once per change: the first event hashes the
// source, and no later event does while nothing changed, though the
// build is still under way (it used to hash every Go file on every event
// until a binary existed, up to a second each on a busy machine); a
// changed Go file is hashed again.
func TestLauncherHashesTheSourceOncePerChange(t *testing.T) {
	root := launcherPlugin(t, true)
	testdata := filepath.Join(root, "internal", "engine", "testdata", "note.txt")
	os.MkdirAll(filepath.Dir(testdata), 0o755)
	os.WriteFile(testdata, []byte("x"), 0o644)
	past := time.Now().Add(-time.Minute)
	for _, p := range []string{testdata, filepath.Dir(testdata), filepath.Dir(filepath.Dir(testdata))} {
		os.Chtimes(p, past, past)
	}
	cache, data := t.TempDir(), pluginData(t)
	real, err := exec.LookPath("sha256sum")
	if err != nil {
		t.Skip("no sha256sum")
	}
	count := filepath.Join(t.TempDir(), "hashed")
	fake := stalledGo(t)
	fake["sha256sum"] = "echo x >>" + count + "\nexec " + real + ` "$@"`
	hashed := func() int {
		data, _ := os.ReadFile(count)
		return strings.Count(string(data), "x")
	}
	stdout, _, err := run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake}.exec(t)
	if msg := systemMessage(t, stdout, err); !strings.Contains(msg, "building the hook binary") {
		t.Fatalf("first SessionStart: %q", msg)
	}
	first := hashed()
	if first == 0 {
		t.Fatal("the first event hashed nothing")
	}
	for i := range 3 {
		ev := `{"hook_event_name":"UserPromptSubmit","session_id":"s1","prompt":"p` + strconv.Itoa(i) + `"}`
		if stdout, _, err := (run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: ev}).exec(t); err != nil || stdout != "" {
			t.Fatalf("event %d during the build: %q %v", i, stdout, err)
		}
	}
	if n := hashed(); n != first {
		t.Errorf("the source was hashed again by events while nothing changed: %d sha256sum runs, want %d", n, first)
	}
	// Test data is no part of the build: changing it hashes nothing.
	later := time.Now().Add(2 * time.Second)
	os.WriteFile(testdata, []byte("y"), 0o644)
	os.Chtimes(testdata, later, later)
	os.Chtimes(filepath.Dir(testdata), later, later)
	run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: sessionStart("s2")}.exec(t)
	if n := hashed(); n != first {
		t.Errorf("changed test data was hashed: %d sha256sum runs, want %d", n, first)
	}
	// A changed Go file, and a removed one, are.
	main := filepath.Join(root, "cmd", "team-hook", "main.go")
	if err := os.Chtimes(main, later, later); err != nil {
		t.Fatal(err)
	}
	run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: sessionStart("s3")}.exec(t)
	second := hashed()
	if second == first {
		t.Error("a changed Go file was not hashed again")
	}
	gone := filepath.Join(root, "cmd", "team-hook", "doc.go")
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}
	even := time.Now().Add(4 * time.Second)
	os.Chtimes(filepath.Dir(gone), even, even)
	run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: sessionStart("s4")}.exec(t)
	if hashed() == second {
		t.Error("a removed Go file was not noticed")
	}
}

// While the first build runs, a subagent's stop is answered well inside
// the hook's timeout (it waits at most 4 s, in steps it counts, never
// the 10 s the host allows), and says plainly that this agent's message
// was not checked.
func TestLauncherFirstStopNeverOutwaitsTheHook(t *testing.T) {
	root := launcherPlugin(t, true)
	cache, data := t.TempDir(), pluginData(t)
	slept := filepath.Join(t.TempDir(), "slept")
	fake := stalledGo(t)
	fake["sleep"] = "echo \"$1\" >>" + slept // records each wait, without waiting
	stdout, _, err := run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake}.exec(t)
	systemMessage(t, stdout, err)
	stop := `{"hook_event_name":"SubagentStop","session_id":"s1","agent_id":"a1","agent_type":"team:questioner","stop_hook_active":false,` +
		`"last_assistant_message":"I would ask the user which database to use, but AskUserQuestion is not available to me."}`
	stdout, _, err = run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: stop}.exec(t)
	msg := systemMessage(t, stdout, err)
	for _, want := range []string{"NOT CHECKED", "let through unchecked", "still being built"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the unchecked stop says %q, lacking %q", msg, want)
		}
	}
	waits, _ := os.ReadFile(slept)
	var total float64
	for _, w := range strings.Fields(string(waits)) {
		f, err := strconv.ParseFloat(w, 64)
		if err != nil {
			t.Fatalf("sleep %q", w)
		}
		total += f
	}
	if total == 0 || total > 5 {
		t.Errorf("the stop waited %.1f s for the build in all; want some, and at most 5 (hooks time out at 10)", total)
	}

	// The orchestrator's next event that can carry context (the agent
	// tool's result) tells it, to tell the user; once.
	post := `{"hook_event_name":"PostToolUse","session_id":"s1","tool_name":"Agent","tool_input":{},"tool_response":{}}`
	stdout, _, err = run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: post}.exec(t)
	var answer struct {
		HookSpecificOutput struct{ HookEventName, AdditionalContext string }
	}
	if err != nil || json.Unmarshal([]byte(stdout), &answer) != nil || answer.HookSpecificOutput.HookEventName != "PostToolUse" ||
		!strings.Contains(answer.HookSpecificOutput.AdditionalContext, "NOT CHECKED") || !strings.Contains(answer.HookSpecificOutput.AdditionalContext, "Tell the user") {
		t.Fatalf("the orchestrator's next PostToolUse: %q %v (want context that says the stop was not checked)", stdout, err)
	}
	stdout, _, err = run{root: root, args: []string{"hook"}, cache: cache, data: data, fake: fake, stdin: post}.exec(t)
	if err != nil || stdout != "" {
		t.Errorf("told the orchestrator twice: %q %v", stdout, err)
	}
	// Copilot CLI reads context top-level.
	copilot := []string{"COPILOT_CLI=1"}
	run{root: root, args: nil, cache: cache, data: data, fake: fake, env: copilot, stdin: strings.Replace(stop, "s1", "s2", 1)}.exec(t)
	stdout, _, _ = run{root: root, args: nil, cache: cache, data: data, fake: fake, env: copilot, stdin: strings.Replace(post, "s1", "s2", 1)}.exec(t)
	var top struct{ AdditionalContext string }
	if json.Unmarshal([]byte(stdout), &top) != nil || !strings.Contains(top.AdditionalContext, "NOT CHECKED") {
		t.Errorf("on Copilot: %q", stdout)
	}
}
