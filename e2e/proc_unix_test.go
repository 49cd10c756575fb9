//go:build unix

package e2e

import (
	"os/exec"
	"syscall"
)

// killGroup makes a timed-out run take its hook processes down with it:
// the client runs in its own process group and the whole group is killed.
func killGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
