// Package notice remembers what team-hook has told the user, so that what
// it says about itself is said once: each message once per session (a bad
// option, a warning that every event would repeat), and that a version is
// ready once, on its first run. It keeps marker files in a folder of its
// own under the plugin's data folder (${CLAUDE_PLUGIN_DATA}) in a hook.
// Markers are created with O_EXCL, so of two hooks racing to say the same
// thing exactly one does.
package notice

import (
	"encoding/hex"
	"errors"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Book is the memory of one plugin install. A nil Book remembers nothing;
// its callers then say only what cannot repeat.
type Book struct {
	dir string
}

// At is the book kept in dir; nil when dir is "".
func At(dir string) *Book {
	if dir == "" {
		return nil
	}
	return &Book{dir: dir}
}

// Keep is how long a session's markers are kept after it was last seen.
const Keep = 30 * 24 * time.Hour

func (b *Book) sessionDir(session string) string {
	return filepath.Join(b.dir, "sessions", safeName(session))
}

// safeName is a name fit for a file: as it is when it is made of
// letters, digits, '.', '-' and '_' (session ids are UUIDs, versions
// dotted numbers) and is not "." or "..", else its hash.
func safeName(s string) string {
	ok := s != "" && len(s) <= 128 && s != "." && s != ".."
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	return "h" + hash(s)
}

func hash(s string) string {
	h := fnv.New64a()
	h.Write([]byte(s))
	return hex.EncodeToString(h.Sum(nil))
}

// First reports whether text is said for the first time in session, and
// records it. When the book cannot be written it reports true: a message
// said twice is better than one lost.
func (b *Book) First(session, text string) bool {
	if b == nil {
		return true
	}
	dir := b.sessionDir(session)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return true
	}
	f, err := os.OpenFile(filepath.Join(dir, hash(text)), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return false
	}
	if err == nil {
		f.Close()
	}
	return true
}

// FirstRun reports whether version runs here for the first time, and
// records that it has. It reports false when the book cannot be written,
// so that an unwritable book does not announce every session.
func (b *Book) FirstRun(version string) bool {
	if b == nil || os.MkdirAll(b.dir, 0o700) != nil {
		return false
	}
	f, err := os.OpenFile(filepath.Join(b.dir, "ran-"+safeName(version)), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// Prune removes the markers of sessions not seen since before now-Keep.
func (b *Book) Prune(now time.Time) {
	if b == nil {
		return
	}
	root := filepath.Join(b.dir, "sessions")
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		info, err := e.Info()
		if err == nil && e.IsDir() && now.Sub(info.ModTime()) > Keep {
			os.RemoveAll(filepath.Join(root, e.Name()))
		}
	}
}
