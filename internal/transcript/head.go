package transcript

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
)

// Head is the first 64 KiB of a transcript (its first line is the agent's
// prompt); nil when it cannot be read or is not a regular file.
func Head(path string) []byte {
	f, err := openRegular(path)
	if f == nil || err != nil {
		return nil
	}
	defer f.Close()
	buf := make([]byte, headBytes)
	n, _ := io.ReadFull(f, buf)
	return buf[:n]
}

// maxCommandScan bounds the part of a transcript read for its commands.
const maxCommandScan = 8 << 20

// BashCommands lists the Bash commands an agent ran, from its transcript
// (each tool call is in it before the agent stops), in its first 8 MiB.
func BashCommands(path string) []string {
	f, err := openRegular(path)
	if f == nil || err != nil {
		return nil
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(io.LimitReader(f, maxCommandScan))
	sc.Buffer(make([]byte, 0, 64<<10), maxCommandScan)
	for sc.Scan() {
		line := sc.Bytes()
		if !bytes.Contains(line, []byte(`"Bash"`)) || !bytes.Contains(line, []byte(`"tool_use"`)) {
			continue
		}
		var l struct {
			Message struct {
				Content []struct {
					Type  string `json:"type"`
					Name  string `json:"name"`
					Input struct {
						Command string `json:"command"`
					} `json:"input"`
				} `json:"content"`
			} `json:"message"`
		}
		if json.Unmarshal(line, &l) != nil {
			continue
		}
		for _, c := range l.Message.Content {
			if c.Type == "tool_use" && c.Name == "Bash" && c.Input.Command != "" {
				out = append(out, c.Input.Command)
			}
		}
	}
	return out
}
