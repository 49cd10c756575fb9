//go:build !(linux || darwin)

package hook

import (
	"os"
	"time"
)

func readStdin(timeout time.Duration) ([]byte, error) { return readAll(os.Stdin, timeout) }
