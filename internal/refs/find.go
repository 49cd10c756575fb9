// Package refs owns the file:line references of a subagent's final message:
// finding them in its prose, tables and inline code, and verifying that each
// one names lines that exist in a file inside the project, without ever
// opening anything outside it (docs/CONTRACT.md §6, §7b).
package refs

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
)

// Ref is one file:line reference as it appears in a message.
type Ref struct {
	Text  string // as written, e.g. "internal/config/load.go:12-14"
	Path  string
	Start int // first line referenced
	End   int // last line (== Start for a single line)
	Line  int // 1-based line of the message where it appears
	// From and To are the byte offsets of Text in the message.
	From, To int

	// longer are the paths that also take in up to maxSpaced words before
	// Path, each after one space ("My Notes.md" for "docs/My Notes.md:3"),
	// shortest first: a file name with spaces is tried when Path names no
	// file.
	longer []string
}

// maxSpaced bounds the words a path with spaces may add in front.
const maxSpaced = 4

// maxLine caps parsed line numbers so that a long run of digits cannot
// overflow; any line this large is past the end of every file we would read.
const maxLine = 1 << 30

// isExtension reports the file-name extensions that make a bare name (no "/")
// a reference (§7b). Anything else (`api.example.com:443`,
// `rate_limit.burst:20`) is not.
func isExtension(ext string) bool {
	switch ext {
	case "go", "py", "js", "ts", "tsx", "jsx",
		"rs", "java", "kt", "c", "h", "cc",
		"cpp", "hpp", "cs", "rb", "php",
		"swift", "scala", "sh", "md", "txt",
		"json", "yaml", "yml", "toml", "sql",
		"html", "css", "proto", "xml", "mod",
		"sum", "lock", "cfg", "ini":
		return true
	}
	return false
}

// span is a stretch of the message's source that reads as continuous text:
// goldmark splits text at characters that might open emphasis or links, and
// those pieces are joined again when they touch in the source. Markup between
// two pieces (emphasis marks, backticks, a line break) separates them.
type span struct {
	start, end int
	code       bool // inline code: backslashes are literal there
}

// Find lists the references in a message in document order: in prose,
// headings, block quotes, list items, table cells, inline code and link
// destinations, never inside fenced or indented code blocks or raw HTML.
func Find(d *markdown.Doc) []Ref {
	if d == nil || d.Root == nil {
		return nil
	}
	var spans []span
	collect(d, d.Root, &spans)
	var out []Ref
	for _, s := range spans {
		out = scan(d, s, out)
	}
	return out
}

func collect(d *markdown.Doc, n ast.Node, spans *[]span) {
	switch n := n.(type) {
	case *ast.FencedCodeBlock, *ast.CodeBlock, *ast.HTMLBlock, *ast.RawHTML, *ast.AutoLink:
		// Code blocks are quoted material; autolinks are URLs.
		return
	case *ast.Text:
		addSpan(d, spans, span{start: n.Segment.Start, end: n.Segment.Stop})
		return
	case *ast.CodeSpan:
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				addSpan(d, spans, span{start: t.Segment.Start, end: t.Segment.Stop, code: true})
			}
		}
		return
	case *ast.Link:
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			collect(d, c, spans)
		}
		// The destination has no position of its own: it is found verbatim
		// just after the link text, or left out.
		if len(*spans) > 0 && len(n.Destination) > 0 {
			from := (*spans)[len(*spans)-1].end
			window := d.Src[from:min(len(d.Src), from+len(n.Destination)+64)]
			if i := strings.Index(string(window), string(n.Destination)); i >= 0 {
				*spans = append(*spans, span{start: from + i, end: from + i + len(n.Destination), code: true})
			}
		}
		return
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		collect(d, c, spans)
	}
}

func addSpan(d *markdown.Doc, spans *[]span, s span) {
	if s.start < 0 || s.end > len(d.Src) || s.start >= s.end {
		return
	}
	if k := len(*spans); k > 0 {
		last := &(*spans)[k-1]
		if last.end == s.start && last.code == s.code {
			last.end = s.end
			return
		}
	}
	*spans = append(*spans, s)
}

// scan finds the references of one span: a path, a colon and a line number,
// optionally followed by "-line" (a range) or ":col".
func scan(d *markdown.Doc, s span, out []Ref) []Ref {
	src := d.Src
	for i := s.start; i+1 < s.end; i++ {
		if src[i] != ':' || !isDigit(src[i+1]) {
			continue
		}
		r, next, ok := refAt(src, s, i)
		if !ok {
			continue
		}
		r.Line = d.LineAt(next.pathStart)
		r.From, r.To = next.pathStart, next.end
		out = append(out, r)
		i = next.end - 1
	}
	return out
}

type match struct{ pathStart, end int }

// refAt reads a reference whose line number follows the colon at i.
func refAt(src []byte, s span, i int) (Ref, match, bool) {
	// The path is the run of path characters just before the colon.
	ps := i
	for ps > s.start {
		r, size := utf8.DecodeLastRune(src[s.start:ps])
		if !isPathRune(r) {
			break
		}
		ps -= size
	}
	if ps == i {
		return Ref{}, match{}, false
	}
	pathStart := ps
	drive := false
	if ps > s.start && src[ps-1] == ':' {
		// A Windows drive ("C:\src\x.go:12") is a path; any other colon in
		// front means a URL ("http://host:8080/x.go:12"), a host:port or a
		// time ("10:30:15"), none of them references.
		if ps-2 >= s.start && isASCIILetter(src[ps-2]) && (src[ps] == '\\' || src[ps] == '/') &&
			(ps-3 < s.start || !startsPathRune(src[s.start:ps-2])) {
			pathStart = ps - 2
			drive = true
		} else {
			return Ref{}, match{}, false
		}
	}
	path := string(src[ps:i])
	if strings.HasPrefix(path, "//") {
		return Ref{}, match{}, false // protocol-relative URL
	}
	if !drive && !strings.Contains(path, "/") && !hasKnownExtension(path) {
		return Ref{}, match{}, false
	}

	j := i + 1
	start, j := number(src, j, s.end)
	end := start
	switch {
	case j+1 < s.end && src[j] == '-' && isDigit(src[j+1]):
		end, j = number(src, j+1, s.end)
	case j+3 < s.end && src[j] == 0xE2 && src[j+1] == 0x80 && src[j+2] == 0x93 && isDigit(src[j+3]): // en dash
		end, j = number(src, j+3, s.end)
	case j+1 < s.end && src[j] == ':' && isDigit(src[j+1]):
		_, j = number(src, j+1, s.end) // a column: the line is what is checked
	}
	if !boundaryAt(src, j, s.end) {
		return Ref{}, match{}, false
	}

	var longer []string
	if drive {
		path = string(src[pathStart:i])
	} else {
		longer = spaced(src, s, ps, i)
		if !s.code {
			path = unescape(path)
			for k, p := range longer {
				longer[k] = unescape(p)
			}
		}
	}
	return Ref{Text: string(src[pathStart:j]), Path: path, Start: start, End: end, longer: longer},
		match{pathStart: pathStart, end: j}, true
}

// spaced lists the paths ending at the colon at i that take in one to
// maxSpaced more words before ps, each joined by a single space.
func spaced(src []byte, s span, ps, i int) []string {
	var out []string
	for len(out) < maxSpaced && ps-1 > s.start && src[ps-1] == ' ' {
		q := ps - 1
		for q > s.start {
			r, size := utf8.DecodeLastRune(src[s.start:q])
			if !isPathRune(r) {
				break
			}
			q -= size
		}
		if q == ps-1 {
			break
		}
		ps = q
		out = append(out, string(src[ps:i]))
	}
	return out
}

// boundaryAt reports whether a reference may end at j: the number must not
// run on into a word ("12px"), a path ("8080/x"), a decimal ("1.5") or
// another colon-number ("10:30:15:20").
func boundaryAt(src []byte, j, end int) bool {
	if j >= end {
		return true
	}
	c := src[j]
	switch {
	case isDigit(c), isASCIILetter(c), c == '/', c == '\\', c == '_':
		return false
	case (c == '.' || c == ':') && j+1 < end && isDigit(src[j+1]):
		return false
	case c >= utf8.RuneSelf:
		r, _ := utf8.DecodeRune(src[j:end])
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	return true
}

func number(src []byte, j, end int) (int, int) {
	n := 0
	for ; j < end && isDigit(src[j]); j++ {
		if n < maxLine {
			n = n*10 + int(src[j]-'0')
		}
	}
	return min(n, maxLine), j
}

func hasKnownExtension(path string) bool {
	base := path[strings.LastIndexAny(path, `/\`)+1:]
	dot := strings.LastIndexByte(base, '.')
	if dot <= 0 || dot == len(base)-1 {
		return false
	}
	return isExtension(strings.ToLower(base[dot+1:]))
}

// unescape drops Markdown backslash escapes ("foo\_bar.go") from a path
// written in prose.
func unescape(p string) string {
	if !strings.Contains(p, `\`) {
		return p
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '\\' && i+1 < len(p) && isASCIIPunct(p[i+1]) {
			continue
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

func isPathRune(r rune) bool {
	if r < utf8.RuneSelf {
		c := byte(r)
		return isDigit(c) || isASCIILetter(c) || strings.IndexByte(`_-./\~@+%`, c) >= 0
	}
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// startsPathRune reports whether the text before a drive letter ends in a
// path character, which would make "xC:\…" something other than a drive.
func startsPathRune(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRune(b)
	return isPathRune(r)
}

func isDigit(c byte) bool       { return c >= '0' && c <= '9' }
func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isASCIIPunct(c byte) bool {
	return c > ' ' && c < 0x7f && !isDigit(c) && !isASCIILetter(c)
}
