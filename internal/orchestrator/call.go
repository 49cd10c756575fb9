package orchestrator

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// maxFileBytes bounds what is read of a file to count the lines a call
// reads or changes: a spec or a Read window is far smaller.
const maxFileBytes = 8 << 20

// input is the part of the watched tools' input the rules read.
type input struct {
	FilePath     string `json:"file_path"`
	NotebookPath string `json:"notebook_path"`
	Path         string `json:"path"`
	Pattern      string `json:"pattern"`
	Offset       *int   `json:"offset"`
	Limit        *int   `json:"limit"`
	OutputMode   string `json:"output_mode"`
	HeadLimit    *int   `json:"head_limit"`
	OldString    string `json:"old_string"`
	NewString    string `json:"new_string"`
	ReplaceAll   bool   `json:"replace_all"`
	Content      string `json:"content"`
	NewSource    string `json:"new_source"`
}

// CallOf reads a watched tool call of the orchestrator: its input (the
// tool_input of PreToolUse, JSON) and, where the rules need it, the file
// on disk: how many lines a Read returns, what an edit of a spec file
// changes. Nothing outside the project is opened, nor anything but a
// regular file. project is the project directory.
func (r Rules) CallOf(project, tool string, raw []byte) (Call, error) {
	var in input
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &in); err != nil {
			return Call{}, err
		}
	}
	c := Call{Tool: tool}
	target := in.FilePath
	switch tool {
	case ToolNotebookEdit:
		target = in.NotebookPath
	case ToolGrep, ToolGlob:
		target = in.Path
		c.What = tool + " " + in.Pattern
	}
	abs, rel, outside := locate(project, target)
	c.Rel, c.Outside = rel, outside
	if outside {
		return c, nil
	}
	switch tool {
	case ToolRead:
		offset, limit := 1, DefaultReadLines
		if in.Offset != nil && *in.Offset > 1 {
			offset = *in.Offset
		}
		if in.Limit != nil && *in.Limit > 0 {
			limit = *in.Limit
		}
		c.Lines = linesFrom(abs, offset, limit)
	case ToolGrep:
		if in.OutputMode == "content" {
			c.Lines = -1
			if in.HeadLimit != nil && *in.HeadLimit > 0 {
				c.Lines = *in.HeadLimit
			}
		}
	case ToolEdit, ToolWrite, ToolNotebookEdit:
		if r.Classify(rel) == Spec {
			c.Changed = changedBy(tool, abs, in)
		}
	}
	return c, nil
}

// locate maps a tool's path to the project: the file's absolute path,
// its path relative to the project (slash-separated; "" for the project
// itself), and whether it lies outside. A relative path is taken from the
// project.
func locate(project, p string) (abs, rel string, outside bool) {
	root, err := filepath.Abs(project)
	if err != nil {
		return "", "", true
	}
	if p == "" {
		return root, "", false
	}
	abs = filepath.Clean(p)
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(root, abs)
	}
	roots := []string{root}
	if real, err := filepath.EvalSymlinks(root); err == nil && real != root {
		roots = append(roots, real)
	}
	for _, base := range roots {
		rel, err := filepath.Rel(base, abs)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel) {
			if rel == "." {
				rel = ""
			}
			return abs, filepath.ToSlash(rel), false
		}
	}
	return abs, "", true
}

// readRegular reads a regular file of at most maxFileBytes; ok is false
// for anything else (missing, a folder, a FIFO, too large).
func readRegular(name string) ([]byte, bool) {
	fi, err := os.Stat(name)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxFileBytes {
		return nil, false
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileBytes))
	return data, err == nil
}

// linesFrom is how many lines a Read from line offset returns, at most
// limit: the file is read only as far as that.
func linesFrom(name string, offset, limit int) int {
	fi, err := os.Stat(name)
	if err != nil || !fi.Mode().IsRegular() {
		return 0 // the Read fails; it still costs a look-up
	}
	f, err := os.Open(name)
	if err != nil {
		return 0
	}
	defer f.Close()
	last := offset - 1 + limit
	buf := make([]byte, 32<<10)
	lines, partial := 0, false
	for lines < last {
		n, err := f.Read(buf)
		chunk := buf[:n]
		for len(chunk) > 0 && lines < last {
			i := bytes.IndexByte(chunk, '\n')
			if i < 0 {
				partial = true
				break
			}
			lines++
			partial = false
			chunk = chunk[i+1:]
		}
		if err != nil {
			if partial && errors.Is(err, io.EOF) {
				lines++ // a last line without a newline
			}
			break
		}
	}
	lines = min(lines, last)
	return max(lines-(offset-1), 0)
}

// changedBy is how many lines an edit of an existing or new file changes.
func changedBy(tool, abs string, in input) int {
	switch tool {
	case ToolEdit:
		if in.ReplaceAll && in.OldString != "" {
			if data, ok := readRegular(abs); ok {
				return ChangedLines(string(data), strings.ReplaceAll(string(data), in.OldString, in.NewString))
			}
		}
		return ChangedLines(in.OldString, in.NewString)
	case ToolWrite:
		old, _ := readRegular(abs)
		return ChangedLines(string(old), in.Content)
	case ToolNotebookEdit:
		return len(splitLines(in.NewSource))
	}
	return 0
}

// ChangedLines is how many lines turning a into b changes: the larger of
// the lines removed and the lines added, by the longest common run of
// lines between them.
func ChangedLines(a, b string) int {
	x, y := splitLines(a), splitLines(b)
	for len(x) > 0 && len(y) > 0 && x[0] == y[0] {
		x, y = x[1:], y[1:]
	}
	for len(x) > 0 && len(y) > 0 && x[len(x)-1] == y[len(y)-1] {
		x, y = x[:len(x)-1], y[:len(y)-1]
	}
	if len(x)*len(y) > 1<<20 {
		return max(len(x), len(y)) // too large to compare: at most this
	}
	common := lcs(x, y)
	return max(len(x)-common, len(y)-common)
}

func splitLines(s string) []string {
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// lcs is the length of the longest common subsequence of lines.
func lcs(x, y []string) int {
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for i := range x {
		for j := range y {
			if x[i] == y[j] {
				cur[j+1] = prev[j] + 1
			} else {
				cur[j+1] = max(cur[j], prev[j+1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(y)]
}

// IsTeammate reports whether a session's transcript starts as an agent
// team's teammate's does (a team_context attachment among its first
// entries): a pane teammate is the main thread of its process, and the
// orchestrator's rules are not for it. Only the start of the transcript is
// read.
func IsTeammate(transcriptPath string) bool {
	if transcriptPath == "" {
		return false
	}
	fi, err := os.Stat(transcriptPath)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	f, err := os.Open(transcriptPath)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, head)
	return bytes.Contains(head[:n], []byte(`"type":"team_context"`))
}
