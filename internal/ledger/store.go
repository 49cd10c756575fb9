package ledger

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

// Layout of a ledger directory.
const (
	agentsDir   = "agents"   // <agentID>.json: one record per agent
	failuresDir = "failures" // dispatch-failure records (Markdown)
	sessionsDir = "sessions" // <sessionID>/<agentID>: which records a session has
	recordExt   = ".json"
	lockExt     = ".lock"
	tempExt     = ".tmp"
	maxIDLen    = 128
)

// ErrSkip, returned by an Update function, leaves the record unwritten:
// Update then returns the record as fn saw it (a zero one when none
// exists) and no error. It lets a caller decide under the lock that there
// is nothing to do.
var ErrSkip = errors.New("ledger: no change")

// ErrBadID is wrapped by every rejection of an agent id.
var ErrBadID = errors.New("ledger: unusable agent id")

// Store is one project's ledger directory.
type Store struct {
	dir   string
	clock clock // nil: the real one
}

func (s *Store) lockClock() clock {
	if s.clock == nil {
		return realClock{}
	}
	return s.clock
}

// DefaultDir is where a project's ledger lives.
func DefaultDir(projectDir string) string {
	return filepath.Join(projectDir, ".claude", "team-hook")
}

// At is the ledger in dir, without touching the disk: reading a ledger
// that does not exist finds nothing, and Ensure makes it before a write.
func At(dir string) *Store { return &Store{dir: dir} }

// Open is At and Ensure: the ledger in dir, made ready for writes.
func Open(dir string) (*Store, error) {
	s := At(dir)
	if err := s.Ensure(); err != nil {
		return nil, err
	}
	return s, nil
}

// Exists reports whether the ledger folder is there: where it is not,
// nothing can be pending.
func (s *Store) Exists() bool {
	_, err := os.Stat(s.dir)
	return err == nil
}

// Ensure prepares the ledger directory: it creates it (private to the
// user) with its agents and failures folders, and a .gitignore holding "*"
// so the ledger never lands in the user's commits.
func (s *Store) Ensure() error {
	if err := s.ensureRoot(); err != nil {
		return err
	}
	for _, d := range []string{agentsDir, failuresDir} {
		if err := ownDir(filepath.Join(s.dir, d)); err != nil {
			return fmt.Errorf("ledger: %w", err)
		}
	}
	return nil
}

// ensureRoot prepares the ledger directory itself and its .gitignore.
func (s *Store) ensureRoot() error {
	dir := s.dir
	if dir == "" {
		return errors.New("ledger: no directory given")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	ignore := filepath.Join(dir, ".gitignore")
	if _, err := os.Stat(ignore); errors.Is(err, fs.ErrNotExist) {
		if err := writeFileAtomic(ignore, []byte("*\n")); err != nil {
			return fmt.Errorf("ledger: %w", err)
		}
	} else if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return nil
}

// JournalPath is the file where the agent's todo tool calls are kept
// (docs/CONTRACT.md §5).
func (s *Store) JournalPath(agentID string) (string, error) {
	if err := ValidID(agentID); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, "journal", agentID+".jsonl"), nil
}

// ownDir makes sure path is a directory of the ledger's own: created when
// missing, and never a symbolic link, which would send the ledger's writes
// outside it. (The ledger folder itself may be a link the user made.)
func ownDir(path string) error {
	if err := os.Mkdir(path, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	fi, err := os.Lstat(path)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s is not a directory (a symbolic link or a file); the ledger writes only into its own folders", path)
	}
	return nil
}

// Dir is the ledger directory.
func (s *Store) Dir() string { return s.dir }

// AgentsDir is the folder holding the agents' records.
func AgentsDir(dir string) string { return filepath.Join(dir, agentsDir) }

// FailuresDir is the folder holding the dispatch-failure records.
func FailuresDir(dir string) string { return filepath.Join(dir, failuresDir) }

// IsRecordFile reports whether a file name in the agents folder is a
// record (not a temporary or lock file), and gives its agent id.
func IsRecordFile(name string) (agentID string, ok bool) {
	id, found := strings.CutSuffix(name, recordExt)
	if !found || ValidID(id) != nil {
		return "", false
	}
	return id, true
}

// ValidID accepts only agent ids that are safe as a file name on every
// platform: ids come from hook payloads and must never reach outside the
// ledger directory.
func ValidID(id string) error {
	if id == "" {
		return fmt.Errorf("%w: empty", ErrBadID)
	}
	if len(id) > maxIDLen {
		return fmt.Errorf("%w: longer than %d bytes", ErrBadID, maxIDLen)
	}
	if id[0] == '.' {
		return fmt.Errorf("%w: %q starts with a dot", ErrBadID, id)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '.':
		default:
			return fmt.Errorf("%w: %q has a character other than letters, digits, '-', '_' and '.'", ErrBadID, id)
		}
	}
	if isWindowsDevice(id) {
		return fmt.Errorf("%w: %q is a reserved device name", ErrBadID, id)
	}
	return nil
}

// isWindowsDevice catches names Windows maps to devices whatever the
// extension ("con.json" is the console there).
func isWindowsDevice(id string) bool {
	base, _, _ := strings.Cut(strings.ToUpper(id), ".")
	switch base {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	if len(base) == 4 && (strings.HasPrefix(base, "COM") || strings.HasPrefix(base, "LPT")) && base[3] >= '0' && base[3] <= '9' {
		return true
	}
	return false
}

// Path is the file of an agent's record.
func (s *Store) Path(agentID string) (string, error) {
	if err := ValidID(agentID); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, agentsDir, agentID+recordExt), nil
}

// Update changes an agent's record under its lock: fn sees the stored
// record, or a zero one with AgentID set when there is none, and the
// result is written atomically unless fn fails or returns ErrSkip.
func (s *Store) Update(agentID string, fn func(r *Record) error) (*Record, error) {
	path, err := s.Path(agentID)
	if err != nil {
		return nil, err
	}
	return updateLocked(path, "record "+agentID, s.lockClock(), func() *Record { return &Record{AgentID: agentID} }, fn, func(r *Record) error {
		r.AgentID = agentID
		r.Updated = time.Now()
		// Indexed first: a record List cannot find is never delivered,
		// while an index entry without its record is skipped.
		if err := s.index(r.SessionID, agentID); err != nil {
			return err
		}
		return s.indexTeam(r.Team, agentID)
	})
}

// updateLocked is every change of a ledger file: under the file's lock, fn
// sees the stored value, or fresh() when there is none; then finish stamps
// it (and writes what must exist before it), and it is written atomically.
// When fn fails or returns ErrSkip nothing is written (for ErrSkip the
// value is returned as fn saw it). what names the file in errors.
func updateLocked[T any](path, what string, c clock, fresh func() *T, fn func(*T) error, finish func(*T) error) (*T, error) {
	lock, err := takeWriteLock(strings.TrimSuffix(path, recordExt)+lockExt, c)
	if err != nil {
		return nil, fmt.Errorf("ledger: %s: %w", what, err)
	}
	committed := false
	defer func() {
		if !committed {
			lock.release()
		}
	}()
	v, err := readJSON[T](path)
	if err != nil {
		return nil, err
	}
	if v == nil {
		v = fresh()
	}
	if err := fn(v); err != nil {
		if errors.Is(err, ErrSkip) {
			return v, nil
		}
		return nil, err
	}
	if err := finish(v); err != nil {
		return nil, fmt.Errorf("ledger: %s: %w", what, err)
	}
	data, err := encodeJSON(v)
	if err != nil {
		return nil, fmt.Errorf("ledger: %s: %w", what, err)
	}
	// The lock file becomes the file: written and released in one rename.
	committed = true
	if err := lock.commit(path, data); err != nil {
		return nil, fmt.Errorf("ledger: %s: %w", what, err)
	}
	return v, nil
}

// index notes in sessions/ that the session has the agent's record, so
// that List of one session reads that session's records and not the
// whole ledger's history.
func (s *Store) index(sessionID, agentID string) error {
	if ValidID(sessionID) != nil {
		return nil // List finds such a session by reading every record
	}
	return s.mark(sessionsDir, sessionID, agentID)
}

// indexTeam notes in team-records/ that a teammate's record belongs to
// its team, so that the lead finds it (a pane teammate's record carries
// its own session, not the lead's).
func (s *Store) indexTeam(team, agentID string) error {
	if team == "" {
		return nil
	}
	return s.mark(teamRecordsDir, fileKey(team), agentID)
}

// mark creates the empty file folder/key/agentID, its folders included.
func (s *Store) mark(folder, key, agentID string) error {
	marker := filepath.Join(s.dir, folder, key, agentID)
	if _, err := os.Lstat(marker); err == nil {
		return nil
	}
	if err := ownDir(filepath.Join(s.dir, folder)); err != nil {
		return err
	}
	if err := ownDir(filepath.Dir(marker)); err != nil {
		return err
	}
	f, err := os.OpenFile(marker, os.O_WRONLY|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	return f.Close()
}

// Get reads an agent's record; nil, nil when there is none. Records are
// replaced by rename, so a read without the lock never sees half a file.
func (s *Store) Get(agentID string) (*Record, error) {
	path, err := s.Path(agentID)
	if err != nil {
		return nil, err
	}
	return readRecord(path)
}

// List reads the records of one session ("" for every session), in the
// order the agents stopped. A record that cannot be decoded is left out
// and reported in the error, alongside the records that could be read.
//
// One session's records are found through sessions/<sessionID>/, so the
// cost does not grow with the ledger's history. A ledger written before
// that index existed is read whole once, and indexed on the way.
func (s *Store) List(sessionID string) ([]*Record, error) {
	if sessionID != "" && ValidID(sessionID) == nil {
		ids, err := indexed(filepath.Join(s.dir, sessionsDir, sessionID))
		switch {
		case err == nil:
			return s.read(sessionID, ids)
		case !errors.Is(err, fs.ErrNotExist):
			return nil, fmt.Errorf("ledger: %w", err)
		}
		if _, err := os.Stat(filepath.Join(s.dir, sessionsDir)); err == nil {
			return nil, nil // indexed, and the session has no records
		}
	}
	entries, err := os.ReadDir(filepath.Join(s.dir, agentsDir))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("ledger: %w", err)
	}
	var ids []string
	for _, e := range entries {
		if id, ok := IsRecordFile(e.Name()); ok && !e.IsDir() {
			ids = append(ids, id)
		}
	}
	all, err := s.read("", ids)
	if sessionID == "" {
		return all, err
	}
	var recs []*Record
	for _, r := range all {
		s.index(r.SessionID, r.AgentID) // best effort: later Lists are cheaper
		if r.SessionID == sessionID {
			recs = append(recs, r)
		}
	}
	return recs, err
}

// indexed lists the agent ids an index folder holds (sessions/<id>/,
// team-records/<team>/); its error wraps fs.ErrNotExist when there is none.
func indexed(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, e := range entries {
		if ValidID(e.Name()) == nil {
			ids = append(ids, e.Name())
		}
	}
	return ids, nil
}

// read reads the records of the agents ids, keeping those of sessionID
// ("" for all), in stop order.
func (s *Store) read(sessionID string, ids []string) ([]*Record, error) {
	var recs []*Record
	var errs []error
	for _, id := range ids {
		r, err := readRecord(filepath.Join(s.dir, agentsDir, id+recordExt))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if r == nil || (sessionID != "" && r.SessionID != sessionID) {
			continue
		}
		recs = append(recs, r)
	}
	SortByStop(recs)
	return recs, errors.Join(errs...)
}

// SortByStop orders records by the time their agents stopped, agent id
// breaking ties so the order is the same in every process.
func SortByStop(recs []*Record) {
	sort.SliceStable(recs, func(i, j int) bool {
		if !recs[i].StoppedAt.Equal(recs[j].StoppedAt) {
			return recs[i].StoppedAt.Before(recs[j].StoppedAt)
		}
		return recs[i].AgentID < recs[j].AgentID
	})
}

// ReadRecordFile decodes one record file; nil, nil when it does not exist.
func ReadRecordFile(path string) (*Record, error) { return readRecord(path) }

func readRecord(path string) (*Record, error) { return readJSON[Record](path) }

// lockedRead takes the lock of a ledger file and reads the file, or gives
// fresh() when there is none; the caller changes, writes and unlocks.
func lockedRead[T any](path, lock string, c clock, fresh func() *T) (v *T, unlock func(), err error) {
	unlock, err = acquireLock(lock, c)
	if err != nil {
		return nil, nil, err
	}
	v, err = readJSON[T](path)
	if err != nil {
		unlock()
		return nil, nil, err
	}
	if v == nil {
		v = fresh()
	}
	return v, unlock, nil
}

// readJSON decodes the ledger file at path; nil, nil when it does not
// exist.
func readJSON[T any](path string) (*T, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("ledger: %w", err)
	}
	if _, ok := any((*T)(nil)).(*Record); ok { // the file every stop reads
		r, err := decodeRecord(data)
		if err != nil {
			return nil, fmt.Errorf("ledger: %s: %w", path, err)
		}
		return any(r).(*T), nil
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("ledger: %s: %w", path, err)
	}
	return &v, nil
}

// encodeJSON is how the ledger writes its files: indented, since people
// read them too, and "<" kept as it is. A record, which every blocked stop
// writes, is encoded by hand (recordjson.go).
func encodeJSON(v any) ([]byte, error) {
	if r, ok := v.(*Record); ok {
		compact, err := r.appendJSON(make([]byte, 0, 1024))
		if err != nil {
			return nil, err
		}
		return indentJSON(compact)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// writeFileAtomic writes through a temporary file in the same directory
// and renames it into place, so readers see the old file or the new one.
// It does not fsync: that costs tens of milliseconds per hook on some
// disks, and a ledger record lost to a power cut is only a question to
// ask again.
func writeFileAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*"+tempExt)
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = renameReplacing(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// renameReplacing retries briefly on Windows, where replacing a file that
// another process is reading fails with a sharing violation.
func renameReplacing(from, to string) error {
	err := os.Rename(from, to)
	if runtime.GOOS != "windows" {
		return err
	}
	for i := 0; err != nil && i < 50; i++ {
		time.Sleep(10 * time.Millisecond)
		err = os.Rename(from, to)
	}
	return err
}
