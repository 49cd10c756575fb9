package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/team-hook/team-hook/e2e/fakechat"
	"github.com/team-hook/team-hook/e2e/fakeresponses"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/testwait"
)

// readmeInstall is the install of host as README's Install section gives
// it: the lines of the first shell block there that runs `<host> plugin`.
func readmeInstall(t *testing.T, host string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "\n## Install\n")
	if start < 0 {
		t.Fatal("README.md has no Install section")
	}
	text = text[start+1:]
	if end := strings.Index(text[3:], "\n## "); end >= 0 {
		text = text[:end+3]
	}
	var block []string
	in := false
	for _, line := range strings.Split(text, "\n") {
		switch {
		case !in && strings.HasPrefix(line, "```sh"):
			in, block = true, nil
		case in && strings.HasPrefix(line, "```"):
			in = false
			for _, l := range block {
				if strings.HasPrefix(l, host+" plugin ") {
					return block
				}
			}
		case in:
			if i := strings.Index(line, " #"); i >= 0 {
				line = line[:i]
			}
			if line = strings.TrimSpace(line); line != "" {
				block = append(block, line)
			}
		}
	}
	t.Fatalf("README's Install section has no shell block that runs `%s plugin`", host)
	return nil
}

// readmeBlockWith is the first shell block of README that has a line
// starting with prefix.
func readmeBlockWith(t *testing.T, prefix string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var block []string
	in := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case !in && strings.HasPrefix(line, "```sh"):
			in, block = true, nil
		case in && strings.HasPrefix(line, "```"):
			in = false
			for _, l := range block {
				if strings.HasPrefix(l, prefix) {
					return block
				}
			}
		case in:
			block = append(block, line)
		}
	}
	t.Fatalf("README has no shell block with a line starting %q", prefix)
	return nil
}

// A repository to clone: the work tree's tracked files committed to a new
// repository, as the repository is published.
func publishedSource(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	files, err := exec.Command("git", "-C", root, "ls-files").Output()
	if err != nil {
		t.Skip("not a git checkout: ", err)
	}
	repo := t.TempDir()
	for _, f := range strings.Split(strings.TrimSpace(string(files)), "\n") {
		info, err := os.Stat(filepath.Join(root, f))
		if err != nil || !info.Mode().IsRegular() {
			continue // deleted in the work tree
		}
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(repo, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, info.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
	git(t, repo, "init", "--quiet", "-b", "main")
	git(t, repo, "add", "-A")
	git(t, repo, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "--quiet", "-m", "published")
	return repo
}

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// runReadmeLines runs README's lines for host, one shell each, in a new
// folder, with the host's command on PATH as host and env; the URL
// placeholder of `git clone` is repo.
func runReadmeLines(t *testing.T, host, bin, repo string, env []string) {
	t.Helper()
	farm := t.TempDir()
	if err := os.Symlink(bin, filepath.Join(farm, host)); err != nil {
		t.Fatal(err)
	}
	env = append(env, "PATH="+farm+string(os.PathListSeparator)+os.Getenv("PATH"))
	dir := t.TempDir()
	for _, line := range readmeInstall(t, host) {
		if i, j := strings.Index(line, "<"), strings.Index(line, ">"); strings.HasPrefix(line, "git clone ") && i >= 0 && j > i {
			line = line[:i] + "file://" + repo + line[j+1:]
		}
		ctx, cancel := testwait.Context(t)
		cmd := exec.CommandContext(ctx, "sh", "-c", line)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			t.Fatalf("README's install line for %s: %s: %v\n%s", host, line, err, out)
		}
		t.Logf("$ %s\n%s", line, out)
	}
}

// goCaches lets a build in a throwaway HOME reuse this machine's Go caches.
func goCaches(t *testing.T) []string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go not on PATH: the repository's entry builds from source")
	}
	var env []string
	for _, k := range []string{"GOCACHE", "GOMODCACHE"} {
		if v, err := exec.Command("go", "env", k).Output(); err == nil {
			env = append(env, k+"="+strings.TrimSpace(string(v)))
		}
	}
	return env
}

// waitForBuild waits for the first session's background build of the
// source at repo into home's cache.
func waitForBuild(t *testing.T, home, repo string) {
	t.Helper()
	key, err := install.SourceKey(repo)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(home, ".cache", "team-hook", "build")
	bin := filepath.Join(dir, "team-hook-"+key)
	for !exists(bin) || exists(filepath.Join(dir, "build-"+key+".lock")) {
		if testwait.Expired(t) {
			data, _ := os.ReadFile(filepath.Join(dir, "build-"+key+".log"))
			entries, _ := os.ReadDir(dir)
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			t.Fatalf("the first session did not build %s (%v); log:\n%s", bin, names, data)
		}
		time.Sleep(time.Second)
	}
}

// README's install lines for each host, read out of README.md, install the
// plugin from a fresh clone of the repository, with a throwaway HOME, in
// the real client; the first session builds the hook from the clone's
// source in the background, and a session then blocks a subagent's
// deferral. A first session that could not check its subagent's stop says
// so in the session.
func TestReadmeInstallOnEveryHost(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the hook from source")
	}
	caches := goCaches(t)
	repo := publishedSource(t)

	t.Run("claude", func(t *testing.T) {
		bin := claudeBinary(t)
		home := t.TempDir()
		runReadmeLines(t, "claude", bin, repo, append(offlineEnv(home), caches...))

		first := newSession(t, releaseScript)
		first.home, first.plugin, first.env = home, "", caches
		first.run("Set up the storage layer.")
		if len(first.api.Subagent(onlyAgent(t, first.api))) < 2 {
			// Not blocked: the build was not ready, and the session was told.
			mustContain(t, "the first session's output", string(first.stdout), "NOT CHECKED")
		}
		waitForBuild(t, home, repo)

		second := newSession(t, releaseScript)
		second.home, second.plugin, second.env = home, "", caches
		second.run("Set up the storage layer.")
		sub := second.api.Subagent(onlyAgent(t, second.api))
		if len(sub) < 2 {
			t.Fatalf("the subagent made %d requests: the installed plugin did not block its deferral", len(sub))
		}
		mustContain(t, "the block reason", feedback(t, sub[1]), strings.TrimSuffix(deferral, "."))

		// README's link puts the plugin's team-hook on PATH (its root was
		// null for the development entry), and doctor, run through it,
		// passes on this fresh default install: exit 0, the todo-tools
		// warning printed.
		if _, err := exec.LookPath("jq"); err != nil {
			t.Skip("jq not on PATH: README's link is not tried")
		}
		if err := os.MkdirAll(filepath.Join(home, ".local", "bin"), 0o755); err != nil {
			t.Fatal(err)
		}
		farm := t.TempDir()
		os.Symlink(bin, filepath.Join(farm, "claude"))
		env := append(append(offlineEnv(home), caches...), "PATH="+farm+string(os.PathListSeparator)+os.Getenv("PATH"))
		link := strings.Join(readmeBlockWith(t, "ln -sf "), "\n")
		cmd := exec.Command("sh", "-c", link)
		cmd.Dir, cmd.Env = t.TempDir(), env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("README's link: %v\n%s", err, out)
		}
		doctor := exec.Command(filepath.Join(home, ".local", "bin", "team-hook"), "doctor")
		doctor.Dir, doctor.Env = projectDir(t), env
		out, err := doctor.CombinedOutput()
		if err != nil {
			t.Fatalf("team-hook doctor on a fresh default install: %v\n%s", err, out)
		}
		mustContain(t, "doctor", string(out), "built from its source) and enabled")
		mustContain(t, "doctor", string(out), "!   todo-tools")
	})

	t.Run("copilot", func(t *testing.T) {
		bin := copilotBinary(t)
		home := t.TempDir()
		newRun := func() *copilotRun {
			c := &copilotRun{t: t, bin: bin, api: fakechat.New(copilotDeferOnce), home: home, project: projectDir(t), logDir: t.TempDir(), env: caches}
			t.Cleanup(c.api.Close)
			return c
		}
		c := newRun()
		runReadmeLines(t, "copilot", bin, repo, c.environ())
		c.run("Set up the storage layer.")
		waitForBuild(t, home, repo)

		c = newRun()
		t.Cleanup(func() {
			if t.Failed() {
				c.logDiagnostics()
			}
		})
		c.run("Set up the storage layer.")
		checkCopilotDeferralFixed(t, c)
	})

	t.Run("codex", func(t *testing.T) {
		bin := findCLI(t, codexCLI)
		home := t.TempDir()
		newRun := func() *codexRun {
			c := &codexRun{t: t, bin: bin, api: fakeresponses.New(codexDeferOnce), home: home, project: projectDir(t), env: caches, flags: []string{"--dangerously-bypass-hook-trust"}}
			t.Cleanup(c.api.Close)
			return c
		}
		c := newRun()
		if err := os.MkdirAll(c.codexHome(), 0o755); err != nil {
			t.Fatal(err)
		}
		runReadmeLines(t, "codex", bin, repo, c.environ())
		installed, err := os.ReadFile(filepath.Join(c.codexHome(), "config.toml"))
		if err != nil {
			t.Fatal(err)
		}
		c.useFakeAPI()
		c.run("Set up the storage layer.")
		waitForBuild(t, home, repo)

		c = newRun()
		c.writeCodexFile("config.toml", string(installed))
		c.useFakeAPI()
		t.Cleanup(func() {
			if t.Failed() {
				c.logDiagnostics()
			}
		})
		c.run("Set up the storage layer.")
		checkCodexDeferralFixed(t, c)
	})
}

// stalledGo is a folder with a go that never ends a build (a busy
// machine's first build), to put first on PATH; the test kills what it
// started, then waits for the launcher's background build to finish
// failing (it writes its failure and removes its lock in the session's
// home, which the test removes next).
func stalledGo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	state := t.TempDir()
	pids, dirs := filepath.Join(state, "pids"), filepath.Join(state, "dirs")
	// pids, each line: the go (a sleep), then the build's shells above it;
	// dirs: the folder each build writes to (its -o).
	script := "#!/bin/sh\nout= prev=\nfor a in \"$@\"; do [ \"$prev\" = -o ] && out=$a; prev=$a; done\n" +
		"echo \"${out%/*}\" >>" + dirs + "\n" +
		"p1=$PPID\np2=$(ps -o ppid= -p \"$p1\" 2>/dev/null | tr -d ' ')\necho $$ $p1 $p2 >>" + pids + "\nexec sleep 600\n"
	if err := os.WriteFile(filepath.Join(dir, "go"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		data, _ := os.ReadFile(pids)
		if len(data) == 0 {
			t.Error("the session started no build")
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			exec.Command("kill", "-9", f[0]).Run()
			for _, p := range f[1:] {
				waitGone(t, p)
			}
		}
		// The build's last act is to remove its lock, after it has
		// written what a failed build leaves: once no lock is left, the
		// build writes nothing more. The folder then goes here, again
		// while a hook of the ended session still writes its stamp into
		// it, so that the test's own removal of the home finds it quiet.
		folders, _ := os.ReadFile(dirs)
		for _, d := range strings.Split(strings.TrimSpace(string(folders)), "\n") {
			if !filepath.IsAbs(d) {
				continue
			}
			for !testwait.Expired(t) {
				if locks, _ := filepath.Glob(filepath.Join(d, "build-*.lock")); len(locks) == 0 {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			for os.RemoveAll(d) != nil && !testwait.Expired(t) {
				time.Sleep(20 * time.Millisecond)
			}
		}
	})
	return "PATH=" + dir + string(os.PathListSeparator) + os.Getenv("PATH")
}

// waitGone waits until the shell pid (one of the launcher's build
// shells) has ended, or the test's time is up; any other process (the
// host's CLI, this test) is not waited for.
func waitGone(t *testing.T, pid string) {
	n, err := strconv.Atoi(pid)
	if err != nil || n <= 1 || n == os.Getpid() {
		return
	}
	comm, err := os.ReadFile(filepath.Join("/proc", pid, "comm"))
	if err != nil || !slices.Contains([]string{"sh", "dash", "bash", "ash", "busybox"}, strings.TrimSpace(string(comm))) {
		return
	}
	for syscall.Kill(n, 0) == nil && !testwait.Expired(t) {
		time.Sleep(20 * time.Millisecond)
	}
}

// uncheckedNote is what the orchestrator is told of a subagent stop let
// through before the first build was done.
const uncheckedNote = "NOT CHECKED: a subagent's final message in this session was let through without any contract check"

// A first session whose build cannot finish in time (a go that never ends
// its build: a busy machine) is not held past the hook's timeout: the
// subagent's stop is answered, says it was not checked, and the
// orchestrator is told with the agent's result, to tell the user.
func TestDevelopmentInstallUncheckedStopSaysSo(t *testing.T) {
	caches := goCaches(t)
	repo := publishedSource(t)

	t.Run("claude", func(t *testing.T) {
		bin := claudeBinary(t)
		home := t.TempDir()
		runReadmeLines(t, "claude", bin, repo, append(offlineEnv(home), caches...))
		s := newSession(t, releaseScript)
		s.home, s.plugin = home, ""
		s.env = append(caches, stalledGo(t))
		s.run("Set up the storage layer.")
		if sub := s.api.Subagent(onlyAgent(t, s.api)); len(sub) != 1 {
			t.Fatalf("the subagent made %d requests: its stop was checked with no binary?", len(sub))
		}
		// The stop's hook answered (not killed at the timeout) with a
		// message for the user, which Claude Code took...
		debug, _ := os.ReadFile(s.debug)
		mustContain(t, "Claude Code's debug log", string(debug), `SubagentStop (SubagentStop) success:\n{\"systemMessage\":\"team-hook: NOT CHECKED: this subagent's final message was let through unchecked`)
		// ...and the orchestrator is told with the agent's result (a -p
		// run prints no SubagentStop message).
		told := false
		for _, r := range s.api.Main() {
			told = told || r.Contains(uncheckedNote)
		}
		if !told {
			t.Error("the orchestrator was never told that its subagent's message was not checked")
		}
	})

	t.Run("copilot", func(t *testing.T) {
		bin := copilotBinary(t)
		home := t.TempDir()
		c := &copilotRun{t: t, bin: bin, api: fakechat.New(copilotDeferOnce), home: home, project: projectDir(t), logDir: t.TempDir(), env: caches}
		t.Cleanup(c.api.Close)
		runReadmeLines(t, "copilot", bin, repo, c.environ())
		c.env = append(c.env, stalledGo(t))
		c.run("Set up the storage layer.")
		if n := len(c.api.Subagents()); n != 1 {
			t.Fatalf("the subagent made %d requests: its stop was checked with no binary?", n)
		}
		told := false
		for _, r := range c.api.Main() {
			told = told || r.Contains(uncheckedNote)
		}
		if !told {
			c.logDiagnostics()
			t.Error("the orchestrator was never told that its subagent's message was not checked")
		}
	})

	t.Run("codex", func(t *testing.T) {
		bin := findCLI(t, codexCLI)
		home := t.TempDir()
		c := &codexRun{t: t, bin: bin, api: fakeresponses.New(codexDeferOnce), home: home, project: projectDir(t), env: caches, flags: []string{"--dangerously-bypass-hook-trust"}}
		t.Cleanup(c.api.Close)
		if err := os.MkdirAll(c.codexHome(), 0o755); err != nil {
			t.Fatal(err)
		}
		runReadmeLines(t, "codex", bin, repo, c.environ())
		c.useFakeAPI()
		c.env = append(c.env, stalledGo(t))
		c.run("Set up the storage layer.")
		if n := len(c.api.Subagents()); n != 1 {
			t.Fatalf("the subagent made %d requests: its stop was checked with no binary?", n)
		}
		told := false
		for _, r := range c.api.Main() {
			told = told || r.Contains(uncheckedNote)
		}
		if !told {
			c.logDiagnostics()
			t.Error("the orchestrator was never told that its subagent's message was not checked")
		}
	})
}
