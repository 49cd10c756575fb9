package e2e

import (
	"bytes"
	"os/exec"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/testwait"
)

// terminalCodes matches the escape sequences a client draws with (control
// sequences, and operating-system commands ended by BEL or ST).
var terminalCodes = regexp.MustCompile(`\x1b(\[[0-9;?>]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z])`)

// runInteractive runs a host's interactive client under a pseudo-terminal,
// as a person does, to answer what only a person can (the host's
// ask-the-user tool). Twice a second it shows press what the client drew
// since the last key, escape sequences dropped (raw, the sequences kept),
// and presses Enter when press says so. It ends the client once done
// reports the run over, and fails the test at the run's deadline.
func runInteractive(t *testing.T, dir string, env []string, bin string, args []string, press func(drawn, raw string) bool, done func() bool) {
	t.Helper()
	master, term, err := openPTY(ttyRows, ttyCols)
	if err != nil {
		t.Skipf("interactive client: %v", err)
	}
	defer master.Close()
	ctx, cancel := testwait.Context(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	cmd.Env = append(env, "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = term, term, term
	cmd.SysProcAttr = ttyAttr()
	cmd.Cancel = func() error { return killProcessGroup(cmd.Process) }
	if err := cmd.Start(); err != nil {
		term.Close()
		t.Fatalf("starting the interactive client: %v", err)
	}
	term.Close() // the client holds it now
	var mu sync.Mutex
	var screen, all bytes.Buffer // since the last key; everything, for diagnostics
	go func() {
		buf := make([]byte, 32<<10)
		for {
			n, err := master.Read(buf)
			if n > 0 {
				chunk := buf[:n]
				mu.Lock()
				screen.Write(chunk)
				all.Write(chunk)
				mu.Unlock()
				// The terminal queries it waits on: cursor position, device attributes.
				if bytes.Contains(chunk, []byte(escape+"[6n")) {
					_, _ = master.Write([]byte(escape + "[" + strconv.Itoa(ttyRows) + ";1R"))
				}
				if bytes.Contains(chunk, []byte(escape+"[c")) || bytes.Contains(chunk, []byte(escape+"[>c")) {
					_, _ = master.Write([]byte(escape + "[?62;22c"))
				}
			}
			if err != nil {
				return
			}
		}
	}()
	defer func() {
		_ = killProcessGroup(cmd.Process)
		_ = cmd.Wait()
		if t.Failed() {
			mu.Lock()
			drawn := terminalCodes.ReplaceAllString(all.String(), "")
			mu.Unlock()
			t.Logf("what the interactive client drew (last 4000 bytes, escape codes dropped):\n%s", drawn[max(0, len(drawn)-4000):])
		}
	}()
	for !done() {
		if ctx.Err() != nil {
			t.Fatal("the interactive client did not finish before the test run's deadline (go test -timeout)")
		}
		time.Sleep(500 * time.Millisecond)
		mu.Lock()
		raw := screen.String()
		mu.Unlock()
		if press(terminalCodes.ReplaceAllString(raw, ""), raw) {
			time.Sleep(500 * time.Millisecond) // let it settle before the key
			mu.Lock()
			screen.Reset()
			mu.Unlock()
			_, _ = master.Write([]byte("\r"))
		}
	}
}
