package markdown

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown/hostile"
)

// benchMessage is a final message of the usual kinds of block, about 12 KB.
func benchMessage() []byte {
	var b bytes.Buffer
	for i := range 20 {
		fmt.Fprintf(&b, "## Step %d\n\nChecked `internal/config/load.go:%d`: the loader applies **defaults** before\nvalidation, so [the new field](docs/CONFIG.md) needs no migration.\n\n", i, i+10)
		b.WriteString("- first item\n- second item with `code`\n  continued\n\n```go\nfunc f() {}\n```\n\n> quoted *text*\n\n| File | Line |\n|---|---|\n| a.go | 1 |\n\n")
	}
	return b.Bytes()
}

func BenchmarkParse(b *testing.B) {
	src := benchMessage()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Parse(src)
	}
}

// BenchmarkParseHostile reads the hostile messages (internal/markdown/
// hostile) at two sizes: twice the text should take about twice as long.
// goldmark v1.8.7 takes about four times on many of them (unmatched
// emphasis, unclosed inline links, nested list markers, unclosed backtick
// runs); the copy's patches make the first three linear
// (third_party/goldmark/PATCHES.md).
func BenchmarkParseHostile(b *testing.B) {
	for _, h := range hostile.Markdown() {
		for _, size := range []int{128 << 10, 256 << 10} {
			src := h.Build(size)
			b.Run(fmt.Sprintf("%s/%dKiB", h.Name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					Parse(src)
				}
			})
		}
	}
}
