package refs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
)

// Why a reference fails. Project.Verify's errors wrap one of these, so callers can
// tell them apart with errors.Is; the error text is the reason shown to the
// agent.
var (
	ErrLineZero      = errors.New("line 0 is not a line")
	ErrStartAfterEnd = errors.New("start after end")
	ErrOutside       = errors.New("outside the project")
	ErrNoSuchFile    = errors.New("no such file")
	ErrNotFile       = errors.New("not a regular file")
	ErrPastEnd       = errors.New("past the end")
	ErrUnreadable    = errors.New("cannot be read")
	// ErrNoProject means the project directory itself cannot be resolved:
	// a fault of the hook's setup, not of the message.
	ErrNoProject = errors.New("project directory cannot be resolved")
)

// maxCountBytes bounds the size of a file read to its end only to say how
// many lines it has, when a reference is already known to be past its end.
const maxCountBytes = 32 << 20

type refError struct {
	kind error
	msg  string
}

func (e *refError) Error() string { return e.msg }
func (e *refError) Unwrap() error { return e.kind }

// Project is the view of the project that references are checked
// against: the checks read the project only through it, so a check is a
// function of the message and what it is given.
type Project interface {
	// Verify returns one error (or nil) per reference.
	Verify(refs []Ref) []error
}

// OnDisk is the project in directory dir: a reference is good when its
// file exists under dir (never through a link leaving it) and its lines
// are within the file. It also gives the text of cited lines (Excerpts).
// One value serves one message: what it resolves is remembered, so each
// path is looked up once however many checks ask.
func OnDisk(dir string) Project { return &diskProject{dir: dir} }

type diskProject struct {
	dir string
	c   *checker
	err error
}

func (p *diskProject) checker() (*checker, error) {
	if p.c == nil && p.err == nil {
		p.c, p.err = newChecker(p.dir)
	}
	return p.c, p.err
}

func (p *diskProject) Verify(refs []Ref) []error {
	c, err := p.checker()
	if err != nil {
		errs := make([]error, len(refs))
		for i := range errs {
			errs[i] = err
		}
		return errs
	}
	return c.verify(refs)
}

// Check verifies every reference of a message and returns one result
// violation per failing reference, naming it and why. Each file is opened at
// most once. When the project directory cannot be resolved nothing is
// reported: that is the hook's fault, not the agent's.
func Check(d *markdown.Doc, p Project) []contract.Violation {
	_, vs := CheckFound(Find(d), p)
	return vs
}

// RuleReferences is the rule of file:line references (§6).
const RuleReferences = "references"

// CheckFound is Check of references already found: it verifies them
// (which may correct a path with spaces in place) and returns each one's
// error, nil for a good one, beside the violations. When the project
// directory cannot be resolved every error is ErrNoProject and nothing is
// reported.
func CheckFound(refs []Ref, p Project) (errs []error, vs []contract.Violation) {
	if len(refs) == 0 || p == nil {
		return make([]error, len(refs)), nil
	}
	errs = p.Verify(refs)
	seen := map[string]bool{}
	for i, err := range errs {
		r := refs[i]
		if err == nil || seen[r.Text] || errors.Is(err, ErrNoProject) {
			continue
		}
		seen[r.Text] = true
		vs = append(vs, contract.Violation{
			Contract: contract.Result,
			Rule:     RuleReferences,
			Line:     r.Line,
			Message:  fmt.Sprintf("file:line reference `%s`: %s. %s", r.Text, err, hint(err)),
		})
	}
	return errs, vs
}

func hint(err error) string {
	switch {
	case errors.Is(err, ErrOutside):
		return "Cite only files inside the project directory."
	case errors.Is(err, ErrNoSuchFile):
		return "Correct the path (relative to the project directory) or remove the reference."
	case errors.Is(err, ErrNotFile):
		return "Cite a regular file."
	default:
		return "Cite line numbers that exist in the file (first line 1, start ≤ end)."
	}
}

// checker holds what one message's verification has learned, so that each
// path is resolved once and each file opened once.
type checker struct {
	root     string // absolute project directory as given
	realRoot string // the same with symlinks resolved
	resolved map[string]resolution
	// open opens a file that has been resolved inside the project and
	// stat'ed as regular; tests count the calls.
	open func(name string) (*os.File, error)
}

type resolution struct {
	real string
	err  error
}

func newChecker(projectDir string) (*checker, error) {
	root, err := filepath.Abs(projectDir)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoProject, err)
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoProject, err)
	}
	if fi, err := os.Stat(realRoot); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("%w: %s is not a directory", ErrNoProject, projectDir)
	}
	return &checker{root: root, realRoot: realRoot, resolved: map[string]resolution{}, open: os.Open}, nil
}

// verify returns one error (or nil) per reference. Every path is resolved
// and confined to the project first; then each file is read once, as far as
// the furthest line any reference to it needs.
func (c *checker) verify(refs []Ref) []error {
	errs := make([]error, len(refs))
	ends := map[string][]int{}
	var order []string
	for i, r := range refs {
		if err := lineError(r); err != nil {
			errs[i] = err
			continue
		}
		res := c.resolve(r.Path)
		if errors.Is(res.err, ErrNoSuchFile) {
			// "docs/My Notes.md:3" is read as "Notes.md:3" first.
			for _, p := range r.longer {
				if alt := c.resolve(p); alt.err == nil {
					res = alt
					refs[i].Text = p + r.Text[strings.IndexByte(r.Text, ':'):]
					refs[i].Path = p
					refs[i].From = r.To - len(refs[i].Text)
					break
				}
			}
		}
		if res.err != nil {
			errs[i] = res.err
			continue
		}
		if _, ok := ends[res.real]; !ok {
			order = append(order, res.real)
		}
		ends[res.real] = append(ends[res.real], r.End)
	}
	counts := make(map[string]lineCount, len(order))
	for _, real := range order {
		counts[real] = countLines(c.open, real, ends[real])
	}
	for i, r := range refs {
		if errs[i] != nil {
			continue
		}
		lc := counts[c.resolved[r.Path].real]
		switch {
		case lc.err != nil:
			errs[i] = lc.err
		case r.End <= lc.lines:
		case lc.complete:
			errs[i] = pastEnd(r, lc.lines)
		case int64(r.End) > lc.size:
			errs[i] = pastEnd(r, -1)
		default:
			errs[i] = &refError{ErrUnreadable, "cannot be read"} // reading stopped short
		}
	}
	return errs
}

func lineError(r Ref) error {
	switch {
	case r.Start < 1 || r.End < 1:
		return ErrLineZero
	case r.Start > r.End:
		return &refError{ErrStartAfterEnd, fmt.Sprintf("start after end (line %d > line %d)", r.Start, r.End)}
	}
	return nil
}

// pastEnd names the first cited line that does not exist; lines is the
// file's line count, or -1 when it was too large to count.
func pastEnd(r Ref, lines int) error {
	line := r.End
	if lines >= 0 && r.Start > lines {
		line = r.Start
	}
	has := fmt.Sprintf("file has %d line%s", lines, plural(lines))
	if lines < 0 {
		has = fmt.Sprintf("file has fewer than %d lines", line)
	}
	return &refError{ErrPastEnd, fmt.Sprintf("line %d is past the end (%s)", line, has)}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// resolve maps a reference's path to the real file it names, refusing
// anything that is, or resolves to, a place outside the project. Only
// lstat-level look-ups happen here: nothing is opened.
func (c *checker) resolve(path string) resolution {
	if res, ok := c.resolved[path]; ok {
		return res
	}
	res := c.resolveUncached(path)
	c.resolved[path] = res
	return res
}

func (c *checker) resolveUncached(path string) resolution {
	if strings.HasPrefix(path, "~") {
		return resolution{err: ErrOutside} // home-relative: never the project
	}
	if hasDrive(path) && runtime.GOOS != "windows" {
		return resolution{err: ErrOutside} // another system's absolute path
	}
	p := filepath.FromSlash(path)
	var cand string
	if filepath.IsAbs(p) {
		cand = filepath.Clean(p)
		if !within(c.root, cand) && !within(c.realRoot, cand) {
			return resolution{err: ErrOutside}
		}
	} else {
		cand = filepath.Join(c.root, p)
		if !within(c.root, cand) {
			return resolution{err: ErrOutside}
		}
	}
	real, err := filepath.EvalSymlinks(cand)
	if err != nil {
		// Tell a missing file from one behind a link that leaves the
		// project: resolve the deepest ancestor that exists.
		for dir := filepath.Dir(cand); ; dir = filepath.Dir(dir) {
			if r, e := filepath.EvalSymlinks(dir); e == nil {
				if !within(c.realRoot, r) {
					return resolution{err: ErrOutside}
				}
				break
			}
			if dir == filepath.Dir(dir) {
				break
			}
		}
		if errors.Is(err, fs.ErrNotExist) || isNotDir(err) {
			return resolution{err: ErrNoSuchFile}
		}
		return resolution{err: &refError{ErrUnreadable, "cannot be resolved"}}
	}
	if !within(c.realRoot, real) {
		return resolution{err: ErrOutside}
	}
	return resolution{real: real}
}

// isNotDir reports a path that goes through a regular file ("a.go/b.go").
func isNotDir(err error) bool { return errors.Is(err, syscall.ENOTDIR) }

func hasDrive(p string) bool {
	return len(p) >= 3 && isASCIILetter(p[0]) && p[1] == ':' && (p[2] == '\\' || p[2] == '/')
}

// within reports whether p is root or lies under it, lexically.
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	if err != nil || filepath.IsAbs(rel) {
		return false
	}
	return rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// lineCount is what reading a file told: it has at least lines lines, and
// exactly that many when complete; size bounds the count when reading
// stopped early.
type lineCount struct {
	lines    int
	complete bool
	size     int64
	err      error
}

// countLines streams a regular file far enough to answer every reference
// to it (ends are their last lines), stopping as soon as the furthest line
// that can exist is seen. The file is stat'ed first: a FIFO or a device is
// never opened, since opening one could hang the hook.
func countLines(open func(string) (*os.File, error), real string, ends []int) lineCount {
	fi, err := statRegular(real)
	if err != nil {
		return lineCount{err: err}
	}
	size := fi.Size()
	// Every line takes at least one byte, so a line beyond size cannot
	// exist: it is past the end without reading. The file is read to its end
	// only to say how many lines it has, and only when that is cheap.
	need := 0
	for _, e := range ends {
		switch {
		case int64(e) <= size:
			need = max(need, e)
		case size <= maxCountBytes:
			need = maxLine
		}
	}
	if need == 0 {
		return lineCount{complete: size == 0, size: size}
	}
	f, err := openStated(open, real, fi)
	if err != nil {
		return lineCount{err: err}
	}
	defer f.Close()
	buf := make([]byte, 32<<10)
	newlines := 0
	var last byte
	read := false
	for {
		n, err := f.Read(buf)
		if n > 0 {
			for _, b := range buf[:n] {
				if b == '\n' {
					newlines++
				}
			}
			last = buf[n-1]
			read = true
			if newlines >= need {
				return lineCount{lines: newlines, size: size}
			}
		}
		if err == io.EOF {
			lines := newlines
			if read && last != '\n' {
				lines++ // a last line without a newline
			}
			return lineCount{lines: lines, complete: true, size: size}
		}
		if err != nil {
			return lineCount{err: &refError{ErrUnreadable, "cannot be read"}}
		}
	}
}

// statRegular stats a resolved file: only a regular file may be opened,
// since opening a FIFO or a device could hang the hook.
func statRegular(real string) (fs.FileInfo, error) {
	fi, err := os.Stat(real)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, ErrNoSuchFile
		}
		return nil, &refError{ErrUnreadable, "cannot be read"}
	}
	if fi.IsDir() {
		return nil, &refError{ErrNotFile, "is a directory, not a file"}
	}
	if !fi.Mode().IsRegular() {
		return nil, ErrNotFile
	}
	return fi, nil
}

// openStated opens the file statRegular saw, refusing it if it was
// swapped for another between the stat and the open.
func openStated(open func(string) (*os.File, error), real string, fi fs.FileInfo) (*os.File, error) {
	f, err := open(real)
	if err != nil {
		return nil, &refError{ErrUnreadable, "cannot be read"}
	}
	if fi2, err := f.Stat(); err != nil || !os.SameFile(fi, fi2) || !fi2.Mode().IsRegular() {
		f.Close()
		return nil, &refError{ErrUnreadable, "cannot be read"}
	}
	return f, nil
}
