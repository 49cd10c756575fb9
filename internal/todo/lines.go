package todo

import (
	"bufio"
	"errors"
	"io"
)

// maxLine bounds the memory one JSONL line may take. A transcript line can
// hold a whole file read by the agent; one beyond this is skipped.
const maxLine = 64 << 20

// lineReader yields the lines of a JSONL stream in one forward pass without
// a per-line size limit other than max: unlike bufio.Scanner it never fails
// on a long line, it skips one that is too long.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
	max int
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line (without its newline) or io.EOF. The line is
// valid until the next call. A line longer than max comes back as skipped.
func (lr *lineReader) next() (line []byte, skipped bool, err error) {
	lr.buf = lr.buf[:0]
	tooLong := false
	for {
		frag, err := lr.r.ReadSlice('\n')
		switch {
		case tooLong:
		case len(lr.buf)+len(frag) > lr.max+1: // +1: the newline is not the line's
			tooLong = true
			lr.buf = lr.buf[:0]
		case err == nil && len(lr.buf) == 0:
			// The common case: the whole line is in the reader's buffer.
			return frag[:len(frag)-1], false, nil
		default:
			lr.buf = append(lr.buf, frag...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, false, err
		}
		if errors.Is(err, io.EOF) && len(lr.buf) == 0 && !tooLong {
			return nil, false, io.EOF
		}
		if tooLong {
			return nil, true, nil
		}
		if err == nil {
			return lr.buf[:len(lr.buf)-1], false, nil
		}
		// The last line has no newline.
		return lr.buf, false, nil
	}
}
