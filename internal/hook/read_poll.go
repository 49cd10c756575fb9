//go:build linux || darwin

package hook

import (
	"errors"
	"fmt"
	"slices"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// readStdin reads fd 0 to its end, waiting for data with poll(2) so the
// deadline costs neither a goroutine blocked in read (the runtime would
// start a thread for it) nor a change to the descriptor's flags, which a
// terminal or a parent process may share.
func readStdin(timeout time.Duration) ([]byte, error) {
	deadline := time.Now().Add(timeout)
	// Most events are a few KB; a large one grows the buffer by doubling.
	// A 64 KB first buffer took a span of its own from the heap on every
	// event, ignored ones included.
	data := make([]byte, 0, 4<<10)
	fds := []unix.PollFd{{Fd: 0, Events: unix.POLLIN}}
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return nil, errNeverClosed(timeout)
		}
		n, err := unix.Poll(fds, int(left.Milliseconds())+1)
		if errors.Is(err, unix.EINTR) || (err == nil && n == 0) {
			continue // interrupted, or timed out: the deadline decides
		}
		if err != nil {
			return nil, fmt.Errorf("reading stdin: %w", err)
		}
		if len(data) == cap(data) {
			data = slices.Grow(data, min(cap(data), MaxEvent+1-len(data)))
		}
		m, err := syscall.Read(0, data[len(data):cap(data)])
		switch {
		case errors.Is(err, syscall.EINTR) || errors.Is(err, syscall.EAGAIN):
			continue
		case err != nil:
			return nil, fmt.Errorf("reading stdin: %w", err)
		case m == 0:
			return data, nil
		}
		data = data[:len(data)+m]
		if len(data) > MaxEvent {
			return nil, errTooLarge()
		}
	}
}
