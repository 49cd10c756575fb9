package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/version"
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
	if withSource {
		out, err := exec.Command("git", "-C", repo, "ls-files", "--cached", "--others", "--exclude-standard", "go.mod", "go.sum", "cmd", "internal").Output()
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

// runLauncher runs bin/team-hook with a PATH that has only what the test
// allows (sh and the basic tools it needs, and go when withGo).
func runLauncher(t *testing.T, root string, withGo bool, args ...string) (string, string, error) {
	t.Helper()
	pathDir := t.TempDir()
	for _, tool := range []string{"sh", "uname", "tr", "mkdir", "cp", "chmod", "mv", "rm", "rmdir", "readlink", "cat", "sed", "find"} {
		if p, err := exec.LookPath(tool); err == nil {
			os.Symlink(p, filepath.Join(pathDir, tool))
		}
	}
	if withGo {
		goBin, err := exec.LookPath("go")
		if err != nil {
			t.Skip("go not on PATH")
		}
		os.Symlink(goBin, filepath.Join(pathDir, "go"))
	}
	cmd := exec.Command(filepath.Join(root, "bin", "team-hook"), args...)
	cmd.Env = []string{"PATH=" + pathDir, "HOME=" + os.Getenv("HOME"), "GOCACHE=" + goEnv(t, "GOCACHE"), "GOMODCACHE=" + goEnv(t, "GOMODCACHE"), "GOTOOLCHAIN=local"}
	cmd.Stdin = strings.NewReader(`{"hook_event_name":"SessionStart","session_id":"s","source":"startup"}`)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), stderr.String(), err
}

func goEnv(t *testing.T, key string) string {
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func TestLauncherWithoutGoSaysHowToInstallAndNeverBlocks(t *testing.T) {
	root := launcherPlugin(t, false)
	// `hook` as Claude Code runs it, and no arguments as Copilot CLI and
	// Codex CLI run it (they drop hooks.json's args).
	for _, args := range [][]string{{"hook"}, nil} {
		stdout, _, err := runLauncher(t, root, false, args...)
		if err != nil {
			t.Fatalf("%q: exit: %v (a hook must exit 0)", args, err)
		}
		if !strings.HasPrefix(stdout, `{"systemMessage":"team-hook: no binary for `) || !strings.Contains(stdout, "Install Go") {
			t.Fatalf("%q: stdout %q", args, stdout)
		}
	}
	// Outside a hook the same problem is an error on stderr, exit 2.
	_, stderr, err := runLauncher(t, root, false, "version")
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(stderr, "Go is not installed") {
		t.Fatalf("version without a binary: %v %q", err, stderr)
	}
}

func TestLauncherUsesTheShippedPrebuiltBinary(t *testing.T) {
	root := launcherPlugin(t, false)
	// A stand-in for dist/team-hook-<os>-<arch>: the launcher must run it.
	prebuilt := filepath.Join(root, "dist", "team-hook-"+runtime.GOOS+"-"+runtime.GOARCH)
	copyFile(t, "/bin/echo", prebuilt, 0o755)
	stdout, _, err := runLauncher(t, root, false, "hello", "prebuilt")
	if err != nil || stdout != "hello prebuilt\n" {
		t.Fatalf("%q %v", stdout, err)
	}
	// It was installed as the versioned binary: the next run takes the fast path.
	if _, err := os.Stat(filepath.Join(root, ".build", "team-hook-"+version.Version)); err != nil {
		t.Fatal(err)
	}
}

func TestLauncherBuildsFromSource(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	root := launcherPlugin(t, true)
	// A checkout: the launcher stays a script, so the rebuild below runs it.
	os.Mkdir(filepath.Join(root, ".git"), 0o755)
	bin := filepath.Join(root, ".build", "team-hook-"+version.Version)

	// Inside a session the build runs in the background and the hook says so.
	stdout, _, err := runLauncher(t, root, true, "hook")
	if err != nil || !strings.Contains(stdout, `"systemMessage":"team-hook: building the hook binary for first use`) {
		t.Fatalf("%q %v", stdout, err)
	}
	deadline := time.Now().Add(3 * time.Minute)
	for {
		_, lockErr := os.Stat(filepath.Join(root, ".build", "build.lock"))
		_, binErr := os.Stat(bin)
		if os.IsNotExist(lockErr) && binErr == nil {
			break
		}
		if os.IsNotExist(lockErr) || time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(root, ".build", "build.log"))
			t.Fatalf("no binary after the background build; log:\n%s", log)
		}
		time.Sleep(200 * time.Millisecond)
	}
	stdout, _, err = runLauncher(t, root, false, "version")
	if err != nil || !strings.HasPrefix(stdout, "team-hook "+version.Version) {
		t.Fatalf("built binary: %q %v", stdout, err)
	}

	// From a shell, a missing binary is built in the foreground.
	os.Remove(bin)
	stdout, stderr, err := runLauncher(t, root, true, "version")
	if err != nil || !strings.HasPrefix(stdout, "team-hook "+version.Version) || !strings.Contains(stderr, "first use") {
		t.Fatalf("%q %q %v", stdout, stderr, err)
	}
}

// In an installed plugin the launcher copies the binary over itself once,
// so later events start the binary with no shell in front; in a git
// checkout it stays the committed script.
func TestLauncherBecomesTheBinaryWhenInstalled(t *testing.T) {
	bin := hookBinary(t)
	for _, checkout := range []bool{false, true} {
		root := launcherPlugin(t, false)
		if checkout {
			os.Mkdir(filepath.Join(root, ".git"), 0o755)
		}
		copyFile(t, bin, filepath.Join(root, ".build", "team-hook-"+version.Version), 0o755)
		stdout, _, err := runLauncher(t, root, false, "version")
		if err != nil || !strings.HasPrefix(stdout, "team-hook "+version.Version) {
			t.Fatalf("checkout=%v: %q %v", checkout, stdout, err)
		}
		head := make([]byte, 2)
		f, _ := os.Open(filepath.Join(root, "bin", "team-hook"))
		f.Read(head)
		f.Close()
		if isScript := string(head) == "#!"; isScript != checkout {
			t.Fatalf("checkout=%v: bin/team-hook is a script: %v", checkout, isScript)
		}
		leftovers, _ := filepath.Glob(filepath.Join(root, "bin", ".team-hook.*"))
		if len(leftovers) > 0 {
			t.Fatalf("left behind %v", leftovers)
		}
		// Either way it keeps working, and doctor reads its version.
		cmd := exec.Command(filepath.Join(root, "bin", "team-hook"), "doctor", "--plugin-root", root, "--json")
		out, _ := cmd.Output()
		if !strings.Contains(string(out), "current for the plugin") {
			t.Fatalf("checkout=%v: doctor: %s", checkout, out)
		}
	}
}
