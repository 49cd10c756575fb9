package markdown

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown/goldmarkdoc"
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
	b.Run("reader", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			Parse(src)
		}
	})
	b.Run("goldmark", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			goldmarkdoc.Parse(src)
		}
	})
}

// BenchmarkParseHostile reads messages built to make a quadratic pass
// show, at two sizes: four times the text should take about four times as
// long. Lines of many block quote markers (a column counted from the line's
// start each time) and paragraphs of many link reference definitions (a
// line looked up from the block's end each time) once took sixteen.
func BenchmarkParseHostile(b *testing.B) {
	for _, c := range []struct{ name, piece string }{
		{"quote-markers", "> "},
		{"list-in-quote", "> - "},
		{"definitions", "[a]: b\n"},
		{"brackets", "[a]"},
		{"emphasis", "*a "},
	} {
		for _, size := range []int{32 << 10, 128 << 10} {
			src := []byte(strings.Repeat(c.piece, size/len(c.piece)))
			b.Run(fmt.Sprintf("%s-%dK", c.name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					Parse(src)
				}
			})
		}
	}
}
