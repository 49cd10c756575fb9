package ledger

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/team-hook/team-hook/internal/frontmatter"
)

// Statuses of a dispatch-failure record (§4): what failed. parse-failed
// when the agent's question request (its envelope) could not be read and
// nothing else was wrong; contract-failed when it broke another contract
// (its contracts field names them).
const (
	StatusParseFailed    = "parse-failed"
	StatusContractFailed = "contract-failed"
)

// FailureStatus is the status of a record whose agent broke contracts:
// parse-failed only when the envelope was all that failed.
func FailureStatus(contracts []string) string {
	if len(contracts) == 0 {
		return StatusContractFailed
	}
	for _, c := range contracts {
		if c != "envelope" {
			return StatusContractFailed
		}
	}
	return StatusParseFailed
}

// DispatchFailure is an agent that still broke its contract when its
// retry budget was spent: it was let stop, and the orchestrator must halt
// the phase and tell the user.
type DispatchFailure struct {
	SessionID string
	AgentID   string
	AgentType string
	Phase     string // when known
	Attempts  int
	Contracts []string // the contracts still broken, in report order
	Errors    []string
	Message   string // the raw final message
	Time      time.Time
}

// failureFrontmatter is the YAML head of a dispatch-failure record, in the
// order docs/CONTRACT.md §4 lists its fields.
type failureFrontmatter struct {
	Status    string    `yaml:"status"`
	Contracts []string  `yaml:"contracts,omitempty"`
	Phase     string    `yaml:"phase,omitempty"`
	AgentType string    `yaml:"agent_type"`
	AgentID   string    `yaml:"agent_id"`
	SessionID string    `yaml:"session_id"`
	Attempts  int       `yaml:"attempts"`
	Errors    []string  `yaml:"errors"`
	Time      time.Time `yaml:"time"`
}

// WriteDispatchFailure writes a dispatch-failure record under the
// failures folder and returns its path: Markdown with YAML frontmatter and
// the raw final message as its body. The name is unique per agent and time.
func (s *Store) WriteDispatchFailure(f DispatchFailure) (string, error) {
	if err := ValidID(f.AgentID); err != nil {
		return "", err
	}
	if f.Time.IsZero() {
		f.Time = time.Now()
	}
	data, err := RenderDispatchFailure(f)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(s.dir, failuresDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("ledger: %w", err)
	}
	base := f.Time.UTC().Format("20060102T150405.000000000Z") + "-" + f.AgentID
	path, err := createUnique(dir, base, ".md", data)
	if err != nil {
		return "", fmt.Errorf("ledger: dispatch failure of %s: %w", f.AgentID, err)
	}
	return path, nil
}

// RenderDispatchFailure is the file content of a dispatch-failure record.
func RenderDispatchFailure(f DispatchFailure) ([]byte, error) {
	errs := f.Errors
	if errs == nil {
		errs = []string{}
	}
	fm := failureFrontmatter{
		Status:    FailureStatus(f.Contracts),
		Contracts: f.Contracts,
		Phase:     f.Phase,
		AgentType: f.AgentType,
		AgentID:   f.AgentID,
		SessionID: f.SessionID,
		Attempts:  f.Attempts,
		Errors:    errs,
		Time:      f.Time.Truncate(time.Second), // RFC 3339 without fractions
	}
	var node yaml.Node
	if err := node.Encode(fm); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	quoteMultiline(&node)
	var buf bytes.Buffer
	buf.WriteString("---\n")
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&node); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	buf.WriteString("---\n")
	buf.WriteString(f.Message)
	return buf.Bytes(), nil
}

// ParseDispatchFailure reads a dispatch-failure record back: its
// frontmatter and, as Message, the final message below it.
func ParseDispatchFailure(data []byte) (DispatchFailure, error) {
	var fm failureFrontmatter
	front, body, ok := frontmatter.SplitLines(data)
	if ok {
		if err := yaml.Unmarshal(front, &fm); err != nil {
			return DispatchFailure{}, fmt.Errorf("ledger: dispatch failure: %w", err)
		}
	}
	return DispatchFailure{
		SessionID: fm.SessionID, AgentID: fm.AgentID, AgentType: fm.AgentType, Phase: fm.Phase,
		Attempts: fm.Attempts, Contracts: fm.Contracts, Errors: fm.Errors, Message: string(body), Time: fm.Time,
	}, nil
}

// quoteMultiline puts strings with line breaks in double quotes. YAML
// would write them as indented block scalars, and a line of such a block
// reading "---" would end the frontmatter for readers that trim lines.
func quoteMultiline(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" && strings.ContainsAny(n.Value, "\n\r\u0085\u2028\u2029") {
		n.Style = yaml.DoubleQuotedStyle
	}
	for _, c := range n.Content {
		quoteMultiline(c)
	}
}

// createUnique writes data to dir/base+ext, or base-2+ext and so on when
// that name is taken, through a temporary file so the record appears
// whole. Hard-linking the temporary file claims a name atomically without
// replacing one; file systems without links fall back to rename.
func createUnique(dir, base, ext string, data []byte) (string, error) {
	f, err := os.CreateTemp(dir, "."+base+".*"+tempExt)
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	for i := 1; i < 1000; i++ {
		name := base + ext
		if i > 1 {
			name = fmt.Sprintf("%s-%d%s", base, i, ext)
		}
		path := filepath.Join(dir, name)
		err := os.Link(tmp, path)
		if err == nil {
			return path, nil
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if _, serr := os.Lstat(path); serr == nil {
			continue
		}
		if err := renameReplacing(tmp, path); err != nil {
			return "", err
		}
		return path, nil
	}
	return "", errors.New("no free file name")
}
