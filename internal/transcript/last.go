// Package transcript reads what the hook needs from a Claude Code JSONL
// transcript without paying for its size: the final assistant text is read
// from the end, so a 1 GB transcript costs about what a 1 KB one does.
package transcript

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

const (
	chunk = 64 << 10
	// MaxTail bounds how far back LastAssistantText looks: the final
	// message is among the last lines, and a hostile or corrupt file must
	// not cost more than this.
	MaxTail = 32 << 20
)

// ErrNoText means no assistant text was found near the end.
var ErrNoText = errors.New("no assistant text at the end of the transcript")

type line struct {
	Type    string `json:"type"`
	IsMeta  bool   `json:"isMeta"`
	Message struct {
		ID      string          `json:"id"`
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"message"`
}

type block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// LastAssistantText is the text of the last assistant message: its text
// blocks, which Claude Code writes one per line sharing a message id.
func LastAssistantText(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Errorf("%s: not a regular file", path)
	}
	var texts []string
	id := ""
	err = eachLineBackward(f, st.Size(), func(raw []byte) bool {
		if !bytes.Contains(raw, []byte(`"assistant"`)) && !bytes.Contains(raw, []byte(`"user"`)) {
			return true
		}
		var l line
		if json.Unmarshal(raw, &l) != nil {
			return true
		}
		switch l.Type {
		case "user":
			if l.IsMeta {
				return true
			}
			if id != "" || len(texts) > 0 {
				return false
			}
			return true
		case "assistant":
		default:
			return true
		}
		if id != "" && l.Message.ID != id {
			return false
		}
		var blocks []block
		if json.Unmarshal(l.Message.Content, &blocks) != nil {
			var s string
			if json.Unmarshal(l.Message.Content, &s) == nil && s != "" {
				blocks = []block{{Type: "text", Text: s}}
			}
		}
		got := false
		for i := len(blocks) - 1; i >= 0; i-- {
			if blocks[i].Type == "text" {
				texts = append(texts, blocks[i].Text)
				got = true
			}
		}
		if got || id != "" {
			id = l.Message.ID
		}
		return true
	})
	if err != nil {
		return "", err
	}
	if len(texts) == 0 {
		return "", ErrNoText
	}
	for i, j := 0, len(texts)-1; i < j; i, j = i+1, j-1 {
		texts[i], texts[j] = texts[j], texts[i]
	}
	return strings.Join(texts, "\n\n"), nil
}

// eachLineBackward calls fn with each line from the end of r, reading at
// most MaxTail bytes; fn returns false to stop.
func eachLineBackward(r io.ReaderAt, size int64, fn func([]byte) bool) error {
	var carry []byte // the start of a line whose beginning is further back
	pos := size
	read := int64(0)
	for pos > 0 && read < MaxTail {
		// Grow the read with the unfinished line, so a long line costs
		// linear, not quadratic, copying.
		n := max(int64(chunk), int64(len(carry)))
		if n > pos {
			n = pos
		}
		pos -= n
		read += n
		buf := make([]byte, n, n+int64(len(carry)))
		if _, err := r.ReadAt(buf, pos); err != nil && err != io.EOF {
			return err
		}
		buf = append(buf, carry...)
		for {
			i := bytes.LastIndexByte(buf, '\n')
			if i < 0 {
				break
			}
			if l := bytes.TrimSpace(buf[i+1:]); len(l) > 0 && !fn(l) {
				return nil
			}
			buf = buf[:i]
		}
		carry = buf
	}
	if pos == 0 {
		if l := bytes.TrimSpace(carry); len(l) > 0 {
			fn(l)
		}
	}
	return nil
}
