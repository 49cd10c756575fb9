//go:build unix

package e2e

import (
	"os"
	"os/exec"
	"syscall"
)

// killGroup makes a timed-out run take its hook processes down with it:
// the client runs in its own process group and the whole group is killed.
func killGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// killProcessGroup kills a process started in a process group of its own,
// and everything it started.
func killProcessGroup(p *os.Process) error { return syscall.Kill(-p.Pid, syscall.SIGKILL) }
