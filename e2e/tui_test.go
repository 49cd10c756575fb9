package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/team-hook/team-hook/internal/testwait"
)

// Terminal size of an interactive run, and the answers a terminal gives to
// the queries the client sends it (cursor position, device attributes).
const (
	ttyRows, ttyCols = 50, 200
	escape           = "\x1b"
)

// tui is the interactive client (the full TUI) running under a
// pseudo-terminal, as a person runs it: the only way to get an agent team
// (claude -p never creates one).
type tui struct {
	s      *session
	master *os.File
	cmd    *exec.Cmd
	cancel context.CancelFunc
	mu     sync.Mutex
	screen bytes.Buffer // everything the client wrote, for diagnostics
	exited chan struct{}
	err    error
}

// startTUI starts the client on prompt (submitted at once, as a positional
// prompt is) in a throwaway HOME set up so that no first-run dialog stops
// it. The run is killed at the test run's deadline.
func (s *session) startTUI(prompt string) *tui {
	s.t.Helper()
	s.tuiHome()
	master, term, err := openPTY(ttyRows, ttyCols)
	if err != nil {
		s.t.Skipf("interactive client: %v", err)
	}
	ctx, cancel := testwait.Context(s.t)
	args := []string{"--dangerously-skip-permissions", "--debug-file", s.debug, "--plugin-dir", s.plugin, prompt}
	cmd := exec.CommandContext(ctx, s.claude, args...)
	cmd.Dir = s.project
	cmd.Env = append(s.environ(), "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = term, term, term
	cmd.SysProcAttr = ttyAttr()
	cmd.Cancel = func() error { return killProcessGroup(cmd.Process) }
	if err := cmd.Start(); err != nil {
		cancel()
		master.Close()
		term.Close()
		s.t.Fatalf("starting the interactive client: %v", err)
	}
	term.Close() // the client holds it now
	p := &tui{s: s, master: master, cmd: cmd, cancel: cancel, exited: make(chan struct{})}
	go p.drain()
	go func() {
		p.err = cmd.Wait()
		close(p.exited)
	}()
	s.t.Cleanup(func() {
		p.kill()
		if s.t.Failed() {
			s.t.Logf("what the interactive client drew (last 4000 bytes, escape codes dropped):\n%s", p.tail(4000))
		}
	})
	return p
}

// tuiHome writes what a person's HOME holds after the first run: the
// onboarding done, the fake key approved, the project trusted, the
// bypass-permissions prompt accepted.
func (s *session) tuiHome() {
	s.t.Helper()
	key := "test" // ANTHROPIC_API_KEY of environ: its last 20 characters are approved
	project, _ := json.Marshal(s.project)
	config := `{"hasCompletedOnboarding":true,"theme":"dark","numStartups":5,"bypassPermissionsModeAccepted":true,` +
		`"customApiKeyResponses":{"approved":["` + key + `"],"rejected":[]},` +
		`"projects":{` + string(project) + `:{"hasTrustDialogAccepted":true,"hasCompletedProjectOnboarding":true,"projectOnboardingSeenCount":5}}}`
	if err := os.WriteFile(filepath.Join(s.home, ".claude.json"), []byte(config), 0o600); err != nil {
		s.t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(s.home, ".claude"), 0o700); err != nil {
		s.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(s.home, ".claude", "settings.json"), []byte(`{"skipDangerousModePermissionPrompt":true}`), 0o600); err != nil {
		s.t.Fatal(err)
	}
}

// drain reads what the client draws, answering the terminal queries it
// waits on: the cursor position and the device attributes.
func (p *tui) drain() {
	buf := make([]byte, 32<<10)
	for {
		n, err := p.master.Read(buf)
		if n > 0 {
			chunk := buf[:n]
			p.mu.Lock()
			p.screen.Write(chunk)
			p.mu.Unlock()
			if bytes.Contains(chunk, []byte(escape+"[6n")) {
				p.write(escape + "[" + strconv.Itoa(ttyRows) + ";1R")
			}
			if bytes.Contains(chunk, []byte(escape+"[c")) || bytes.Contains(chunk, []byte(escape+"[>c")) {
				p.write(escape + "[?62;22c")
			}
		}
		if err != nil {
			return
		}
	}
}

func (p *tui) write(s string) { p.master.Write([]byte(s)) }

// exit leaves the client as a person does: Escape, then /exit, again
// until it has gone (it may be busy drawing a reply).
func (p *tui) exit() {
	p.s.t.Helper()
	deadline := testwait.After(p.s.t)
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		p.write(escape)
		p.write("/exit\r")
		select {
		case <-p.exited:
			var exitErr *exec.ExitError
			if p.err != nil && !errors.As(p.err, &exitErr) {
				p.s.t.Logf("claude: %v", p.err)
			}
			return
		case <-deadline:
			p.s.t.Fatal("the interactive client did not exit after /exit before the test run's deadline")
		case <-tick.C:
		}
	}
}

func (p *tui) kill() {
	select {
	case <-p.exited:
	default:
		if p.cmd.Process != nil {
			killProcessGroup(p.cmd.Process)
		}
		<-p.exited
	}
	p.cancel()
	p.master.Close()
}

// tail is the end of what the client drew, without escape sequences.
func (p *tui) tail(n int) string {
	p.mu.Lock()
	raw := p.screen.String()
	p.mu.Unlock()
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		if raw[i] == 0x1b && i+1 < len(raw) && raw[i+1] == '[' {
			j := i + 2
			for j < len(raw) && (raw[j] < 0x40 || raw[j] > 0x7e) {
				j++
			}
			i = j
			continue
		}
		b.WriteByte(raw[i])
	}
	s := b.String()
	if len(s) > n {
		s = s[len(s)-n:]
	}
	return s
}
