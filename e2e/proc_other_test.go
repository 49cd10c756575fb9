//go:build !unix

package e2e

import (
	"os"
	"os/exec"
)

// killGroup leaves the default: the client alone is killed on timeout.
func killGroup(*exec.Cmd) {}

// killProcessGroup kills the process.
func killProcessGroup(p *os.Process) error { return p.Kill() }
