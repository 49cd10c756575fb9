//go:build !linux

package e2e

import (
	"errors"
	"os"
	"syscall"
)

// openPTY: the interactive scenarios run on Linux only (CI's platform).
func openPTY(rows, cols uint16) (master, term *os.File, err error) {
	return nil, nil, errors.New("no pseudo-terminal support on this platform in these tests")
}

func ttyAttr() *syscall.SysProcAttr { return nil }
