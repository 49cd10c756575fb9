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
	f, err := createLock(path, c)
	if err != nil {
		return nil, err
	}
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

// createLock creates the lock file at path, waiting while another process
// holds it, and returns it open for writing.
func createLock(path string, c clock) (*os.File, error) {
	deadline := c.Now().Add(lockWait)
	pause := time.Millisecond
	for {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			return f, nil
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

// A writeLock is a lock whose file also takes the new content of the file
// it guards: committing renames it over that file, which writes the file
// and releases the lock in one step (git's index.lock works so). A change
// then costs one file created and one rename, where a lock file beside a
// temporary file costs two of each, and creating and renaming files is
// most of what a blocked stop pays on a journaling file system.
type writeLock struct {
	path string
	f    *os.File // nil once written
	fi   os.FileInfo
}

// takeWriteLock takes the lock file at path for a change by commit.
func takeWriteLock(path string, c clock) (*writeLock, error) {
	f, err := createLock(path, c)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		os.Remove(path)
		return nil, err
	}
	return &writeLock{path: path, f: f, fi: fi}, nil
}

// ErrLockBroken is returned by a commit whose lock was broken meanwhile
// as stale (its holder took longer than lockStale): the change is dropped,
// since another process may have changed the file since.
var ErrLockBroken = errors.New("ledger: the lock was held too long and taken over; the change was not written")

// ours reports whether the lock file at the path is still the one taken.
func (l *writeLock) ours() bool {
	fi, err := os.Lstat(l.path)
	return err == nil && os.SameFile(fi, l.fi)
}

// commit writes data into the lock file and renames it over target: the
// lock is released either way.
func (l *writeLock) commit(target string, data []byte) error {
	f := l.f
	l.f = nil
	_, err := f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && !l.ours() {
		return ErrLockBroken // the file at the path is another holder's
	}
	if err == nil {
		err = renameReplacing(l.path, target)
	}
	if err != nil {
		l.release()
	}
	return err
}

// release gives the lock up without a change (a no-op after a commit
// that succeeded, whose lock file became the target).
func (l *writeLock) release() {
	if l.f != nil {
		l.f.Close()
		l.f = nil
	}
	if l.ours() {
		os.Remove(l.path)
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
