//go:build !unix

package refs

import "testing"

func mkfifo(t testing.TB, _ string) {
	t.Helper()
	t.Skip("no FIFOs on this system")
}
