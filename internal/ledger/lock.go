package ledger

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	mrand "math/rand/v2"
	"os"
	"runtime"
	"time"
)

// A lock is a file created with O_EXCL: portable to every platform and
// file system the hook runs on, unlike flock or LockFileEx. A hook killed
// by its timeout leaves its lock behind, so a lock older than lockStale is
// broken; no ledger change takes anywhere near that long.
const (
	lockWait  = 2 * time.Second
	lockStale = 10 * time.Second
)

// ErrLockTimeout is returned when a record stays locked past the wait.
var ErrLockTimeout = errors.New("ledger: record is locked by another process")

// clock is what waiting on a lock reads and spends: the real time, or a
// test's, which counts the waits instead of sleeping them.
type clock interface {
	Now() time.Time
	Sleep(time.Duration)
}

type realClock struct{}

func (realClock) Now() time.Time        { return time.Now() }
func (realClock) Sleep(d time.Duration) { time.Sleep(d) }

// acquireLock takes the lock file at path and returns its release.
func acquireLock(path string, c clock) (release func(), err error) {
	token := fmt.Sprintf("%d %s", os.Getpid(), randomHex(8))
	deadline := c.Now().Add(lockWait)
	pause := time.Millisecond
	for {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			_, werr := f.WriteString(token)
			if cerr := f.Close(); werr == nil {
				werr = cerr
			}
			if werr != nil {
				os.Remove(path)
				return nil, werr
			}
			return func() { releaseLock(path, token) }, nil
		}
		if !lockBusy(err) {
			return nil, err
		}
		if breakStaleLock(path, c) {
			continue // the lock was a dead process's: take it at once
		}
		if c.Now().After(deadline) {
			return nil, ErrLockTimeout
		}
		// Jitter keeps fifty processes that collided from colliding again
		// in step.
		c.Sleep(pause + time.Duration(mrand.Int64N(int64(pause))))
		if pause < 16*time.Millisecond {
			pause *= 2
		}
	}
}

// lockBusy tells "someone holds it" from a real failure (read-only
// directory). On Windows a lock being deleted reads as access denied.
func lockBusy(err error) bool {
	if errors.Is(err, fs.ErrExist) {
		return true
	}
	return runtime.GOOS == "windows" && errors.Is(err, fs.ErrPermission)
}

// releaseLock removes the lock only if it is still ours: a holder that was
// too slow may have had its lock broken and taken over.
func releaseLock(path, token string) {
	data, err := os.ReadFile(path)
	if err == nil && string(data) == token {
		os.Remove(path)
	}
}

// breakStaleLock removes a lock left by a dead process, and reports
// whether it did. The lock is first renamed to a name of our own, which
// only one breaker can do; if what we moved turns out to be fresh (its
// holder replaced it meanwhile), it is put back.
func breakStaleLock(path string, c clock) bool {
	fi, err := os.Stat(path)
	if err != nil || c.Now().Sub(fi.ModTime()) < lockStale {
		return false
	}
	moved := path + ".stale-" + randomHex(6) + tempExt
	if os.Rename(path, moved) != nil {
		return false
	}
	defer os.Remove(moved)
	if fi, err := os.Stat(moved); err == nil && c.Now().Sub(fi.ModTime()) < lockStale {
		os.Link(moved, path) // fails harmlessly if a new lock is already there
		return false
	}
	return true
}

// randomHex tells lock holders apart; it needs no secrecy, so math/rand
// serves and the hook does not link the crypto packages (start-up cost).
func randomHex(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(mrand.Uint32())
	}
	return hex.EncodeToString(b)
}
