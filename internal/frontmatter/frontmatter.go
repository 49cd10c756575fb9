// Package frontmatter finds the YAML block at the top of a Markdown file:
// in agent, skill and command definitions as Claude Code reads them
// (Split), and in the records team-hook writes (SplitLines). The YAML
// itself is the caller's to read.
package frontmatter

import (
	"bytes"
	"unicode/utf8"
)

// Split finds a definition's frontmatter the way Claude Code 2.1.330 does
// (a pattern, /^---\s*\n([\s\S]*?)---\s*\n?/, after a byte-order mark):
// the file opens with "---" and white space up to a line break, and the
// frontmatter runs to the next "---" wherever it stands, so that a blank
// line before the opening "---" hides the block, and "a---b" in a value
// ends it. The body starts after the white space that follows.
//
// front keeps the lines of the frontmatter where they are in the file
// (white space the pattern skips after the opening "---" becomes empty
// lines), so that line n of the YAML is line n+1 of the file.
func Split(data []byte) (front, body []byte, ok bool) {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if !bytes.HasPrefix(data, []byte("---")) {
		return nil, data, false
	}
	// The opening line: white space after "---" up to its last line break.
	i, lastBreak, breaks := 3, -1, 0
	for i < len(data) {
		r, size := utf8.DecodeRune(data[i:])
		if !isPatternSpace(r) {
			break
		}
		if r == '\n' {
			lastBreak = i
			breaks++
		}
		i += size
	}
	if lastBreak < 0 {
		return nil, data, false
	}
	start := lastBreak + 1
	end := bytes.Index(data[start:], []byte("---"))
	if end < 0 {
		return nil, data, false
	}
	end += start
	front = append(bytes.Repeat([]byte("\n"), breaks-1), data[start:end]...)
	rest := end + 3
	for rest < len(data) {
		r, size := utf8.DecodeRune(data[rest:])
		if !isPatternSpace(r) {
			break
		}
		rest += size
	}
	return front, data[rest:], true
}

// isPatternSpace is \s of Claude Code's pattern (JavaScript's white space
// and line terminators).
func isPatternSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// SplitLines finds frontmatter between two lines that read "---" once
// trimmed of white space, after any blank lines: how team-hook's own
// records are read back. A value holding "---" does not end the block,
// nor does a line that merely starts with it.
func SplitLines(data []byte) (front, body []byte, ok bool) {
	rest := data
	start := -1
	for start < 0 {
		line, next, last := cutLine(rest)
		if last {
			return nil, data, false
		}
		rest = next
		switch string(bytes.TrimSpace(line)) {
		case "":
		case "---":
			start = len(data) - len(rest)
		default:
			return nil, data, false
		}
	}
	for {
		at := len(data) - len(rest)
		line, next, last := cutLine(rest)
		if string(bytes.TrimSpace(line)) == "---" {
			return data[start:at], next, true
		}
		if last {
			return nil, data, false
		}
		rest = next
	}
}

// cutLine splits off the first line of data (with its line break); last
// reports that it had no line break, being the end of data.
func cutLine(data []byte) (line, rest []byte, last bool) {
	i := bytes.IndexByte(data, '\n')
	if i < 0 {
		return data, nil, true
	}
	return data[:i+1], data[i+1:], false
}
