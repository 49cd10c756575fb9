// Package frontmatter finds the YAML block at the top of a Markdown file
// with adrg/frontmatter: in agent, skill and command definitions as Claude
// Code reads them (Split), and in the records team-hook writes
// (SplitLines). The YAML itself is the caller's to read.
package frontmatter

import (
	"bytes"
	"unicode"

	adrg "github.com/adrg/frontmatter"
)

// format is a block between two lines that read "---" once trimmed of
// white space; its content is kept as it stands in the file, unread.
func format() *adrg.Format {
	return adrg.NewFormat("---", "---", func(data []byte, v any) error {
		*v.(*[]byte) = bytes.Clone(data)
		return nil
	})
}

// split is adrg's reading of data in format: the block's content (its
// lines where they are in the file, so that line n of the YAML is line n+1
// after the opening) and the rest.
func split(data []byte) (front, body []byte, ok bool) {
	body, err := adrg.MustParse(bytes.NewReader(data), &front, format())
	if err != nil {
		return nil, data, false
	}
	return front, body, true
}

// Split finds a definition's frontmatter as Claude Code 2.1.330 does where
// adrg/frontmatter and Claude Code agree: after a byte-order mark, the file
// opens with a "---" line (a blank line before it hides the block: Claude
// Code reads frontmatter only at the very start), the block runs to a line
// that reads "---", and the body starts after the white space that
// follows.
//
// Claude Code ends the block at the first "---" wherever it stands (its
// pattern is /^---\s*\n([\s\S]*?)---\s*\n?/): in a value ("a---b"), in a
// "----" line, before text on the closing line. adrg reads on to a line of
// its own, so such a file's block is longer here, or not found when no
// "---" line follows (README, "Definitions"; e2e's
// TestClaudeCodeReadsDefinitionsAsLintDoes shows both in the real client).
func Split(data []byte) (front, body []byte, ok bool) {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if !bytes.HasPrefix(data, []byte("---")) {
		return nil, data, false
	}
	front, body, ok = split(data)
	if !ok {
		return nil, data, false
	}
	return front, bytes.TrimLeftFunc(body, unicode.IsSpace), true
}

// SplitLines finds frontmatter between two lines that read "---" once
// trimmed of white space, after any blank lines: how team-hook's own
// records are read back. A value holding "---" does not end the block,
// nor does a line that merely starts with it.
func SplitLines(data []byte) (front, body []byte, ok bool) {
	return split(data)
}
