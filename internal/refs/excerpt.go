package refs

import (
	"bytes"
	"errors"
	"io"
)

// BinaryProbe is how much of a file's start is looked at to tell a binary
// file: a NUL byte there makes it one (docs/CONTRACT.md §10).
const BinaryProbe = 8000

// maxExcerptLine bounds the bytes kept of one cited line; a longer line
// (minified code) is cut there, and quoted code is compared with what is
// kept. maxExcerptBytes bounds what is kept of one file: a range that
// holds more is not read for comparison (ErrUnreadable).
const (
	maxExcerptLine  = 64 << 10
	maxExcerptBytes = 32 << 20
)

// errTooMuch stops a scan whose cited lines hold more than
// maxExcerptBytes.
var errTooMuch = errors.New("cited lines too large to compare")

// Want asks for the text of the lines a reference cites, and of up to
// After lines past them where the file has them.
type Want struct {
	Ref   Ref
	After int
}

// Excerpt is what a file holds at the lines a reference cites.
type Excerpt struct {
	// Lines are the cited lines, Ref.Start first, then up to After more;
	// without their line endings.
	Lines  []string
	Binary bool  // the file is binary, and Lines is empty
	Err    error // the reference does not hold: one of Verify's errors
}

// LineReader is a project that also gives the text of cited lines. It
// reads with the confinement of Verify: nothing outside the project is
// opened, a file that is not a regular one never is, and each file is read
// once, only as far as the last line asked of it.
type LineReader interface {
	Excerpts(wants []Want) []Excerpt
}

func (p *diskProject) Excerpts(wants []Want) []Excerpt {
	c, err := p.checker()
	if err != nil {
		out := make([]Excerpt, len(wants))
		for i := range out {
			out[i].Err = err
		}
		return out
	}
	return c.excerpts(wants)
}

// lineSpan is one stretch of lines wanted from a file, first to last.
type lineSpan struct{ first, last int }

func (c *checker) excerpts(wants []Want) []Excerpt {
	out := make([]Excerpt, len(wants))
	byFile := map[string][]int{}
	var order []string
	for i, w := range wants {
		if err := lineError(w.Ref); err != nil {
			out[i].Err = err
			continue
		}
		res := c.resolve(w.Ref.Path)
		if res.err != nil {
			out[i].Err = res.err
			continue
		}
		if _, ok := byFile[res.real]; !ok {
			order = append(order, res.real)
		}
		byFile[res.real] = append(byFile[res.real], i)
	}
	var buf []byte // one read buffer for every file
	for _, real := range order {
		idx := byFile[real]
		spans := make([]lineSpan, len(idx))
		for k, i := range idx {
			spans[k] = lineSpan{wants[i].Ref.Start, wants[i].Ref.End + max(wants[i].After, 0)}
		}
		if buf == nil {
			buf = make([]byte, 32<<10)
		}
		got, err := c.readSpans(real, spans, buf)
		for k, i := range idx {
			r := wants[i].Ref
			switch {
			case err != nil:
				out[i].Err = err
			case got.binary:
				out[i].Binary = true
			case r.End > got.lines && got.complete:
				out[i].Err = pastEnd(r, got.lines)
			case r.End > got.lines:
				out[i].Err = &refError{ErrUnreadable, "cannot be read"}
			default:
				out[i].Lines = got.spans[k]
			}
		}
	}
	return out
}

func (c *checker) readSpans(real string, spans []lineSpan, buf []byte) (scanned, error) {
	fi, err := statRegular(real)
	if err != nil {
		return scanned{}, err
	}
	f, err := openStated(c.open, real, fi)
	if err != nil {
		return scanned{}, err
	}
	defer f.Close()
	got, err := scanSpans(f, spans, buf)
	if err != nil {
		return scanned{}, &refError{ErrUnreadable, "cannot be read"}
	}
	return got, nil
}

// scanned is what reading a file for its spans found.
type scanned struct {
	spans    [][]string // the lines of each span that exist
	binary   bool
	lines    int  // lines seen; all of the file's when complete
	complete bool // read to the end
}

// scanSpans reads r from the start, through buf, keeping the lines each span wants,
// and stops after the last line any span wants: what comes after is never
// read (beyond the buffer that holds it). A NUL byte in the first
// BinaryProbe bytes makes the file binary, and nothing is kept.
func scanSpans(r io.Reader, spans []lineSpan, buf []byte) (scanned, error) {
	out := scanned{spans: make([][]string, len(spans))}
	last := 0
	for _, s := range spans {
		last = max(last, s.last)
	}
	if len(buf) < BinaryProbe {
		buf = make([]byte, 32<<10)
	}
	n, err := io.ReadFull(r, buf[:BinaryProbe])
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		err = io.EOF
	case err != nil:
		return out, err
	}
	if bytes.IndexByte(buf[:n], 0) >= 0 {
		out.binary = true
		return out, nil
	}
	line, kept := 1, 0
	var cur []byte
	partial := false // the line being read has bytes already
	wanted := wants(spans, line)
	take := func(chunk []byte) {
		if len(chunk) > 0 {
			partial = true
		}
		if wanted && len(cur) < maxExcerptLine {
			cur = append(cur, chunk[:min(len(chunk), maxExcerptLine-len(cur))]...)
		}
	}
	endLine := func() {
		if wanted {
			text := string(bytes.TrimSuffix(cur, []byte("\r")))
			for k, s := range spans {
				if s.first <= line && line <= s.last {
					out.spans[k] = append(out.spans[k], text)
					kept += len(text) + 1
				}
			}
		}
		cur, partial = cur[:0], false
		out.lines = line
		line++
		wanted = wants(spans, line)
	}
	// feed takes one chunk; it reports whether every wanted line is in.
	feed := func(chunk []byte) bool {
		for len(chunk) > 0 {
			nl := bytes.IndexByte(chunk, '\n')
			if nl < 0 {
				take(chunk)
				return false
			}
			take(chunk[:nl])
			endLine()
			if line > last {
				return true
			}
			chunk = chunk[nl+1:]
		}
		return false
	}
	read := buf[:n]
	for {
		if feed(read) {
			return out, nil
		}
		if kept > maxExcerptBytes {
			return out, errTooMuch
		}
		if err == io.EOF {
			if partial {
				endLine() // a last line without a newline
			}
			out.complete = true
			return out, nil
		}
		n, err = r.Read(buf)
		if err != nil && err != io.EOF {
			return out, err
		}
		read = buf[:n]
	}
}

func wants(spans []lineSpan, line int) bool {
	for _, s := range spans {
		if s.first <= line && line <= s.last {
			return true
		}
	}
	return false
}
