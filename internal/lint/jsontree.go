package lint

import (
	"errors"
	"fmt"

	"github.com/team-hook/team-hook/internal/jsonpos"
)

// jsonError is a JSON file that does not parse, with where it broke.
type jsonError struct {
	Off int
	msg string
}

func (e *jsonError) Error() string { return e.msg }

// parseJSON decodes exactly one JSON value. A syntax error carries the
// offset of the mistake and what fixes it (jsonpos.Explain).
func parseJSON(src []byte) (*jsonpos.Node, error) {
	if p := jsonpos.Explain(src, false); p != nil {
		msg := p.Msg
		if p.Fix != "" {
			msg += ": " + p.Fix
		}
		return nil, &jsonError{Off: p.Off, msg: msg}
	}
	n, end, err := jsonpos.Decode(src, false)
	if err != nil {
		return nil, &jsonError{Off: end, msg: err.Error()}
	}
	return n, nil
}

// readJSONFile reads and parses one JSON file of the bundle, reporting why
// it cannot be used. It returns nil, nil when the file does not exist.
func (l *linter) readJSONFile(abs string) (*jsonpos.Node, []byte) {
	l.res.files[abs] = true
	if !isFile(abs) && !isDir(abs) {
		return nil, nil
	}
	data, err := readRegular(abs, maxJSON+1)
	if err != nil {
		l.add(abs, 0, Error, "file-unreadable", fmt.Sprintf("cannot read this file: %v", unwrapPath(err)))
		return nil, nil
	}
	if len(data) > maxJSON {
		l.add(abs, 0, Error, "file-unreadable", fmt.Sprintf("larger than %d bytes: not a configuration file", maxJSON))
		return nil, nil
	}
	n, err := parseJSON(data)
	if err != nil {
		var je *jsonError
		errors.As(err, &je)
		line, col := jsonpos.LineCol(data, je.Off)
		l.add(abs, line, Error, "json-invalid",
			fmt.Sprintf("not valid JSON at line %d, column %d: %s; Claude Code cannot load this file", line, col, je.msg))
		return nil, nil
	}
	l.checkDuplicateKeys(abs, data, n)
	return n, data
}

// checkDuplicateKeys reports keys written twice in one object: JSON.parse
// keeps only the last, so the first block is silently dropped.
func (l *linter) checkDuplicateKeys(abs string, data []byte, n *jsonpos.Node) {
	switch n.Kind {
	case jsonpos.Object:
		seen := make(map[string]bool, len(n.Keys))
		for i, k := range n.Keys {
			if seen[k] {
				l.add(abs, lineOf(data, n.KeyOffs[i]), Error, "json-duplicate-key",
					fmt.Sprintf("key %q appears twice in one object: Claude Code keeps only the last one and drops the other; merge them", k))
			}
			seen[k] = true
			l.checkDuplicateKeys(abs, data, n.Vals[i])
		}
	case jsonpos.Array:
		for _, it := range n.Items {
			l.checkDuplicateKeys(abs, data, it)
		}
	}
}
