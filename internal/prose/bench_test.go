package prose

import (
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// benchMessage is a ~10 KB final message made of corpus messages, deferrals,
// quoted rules, tables and code included.
func benchMessage(b *testing.B) *markdown.Doc {
	b.Helper()
	var sb strings.Builder
	for sb.Len() < 10<<10 {
		for _, m := range loadCorpus(b) {
			sb.WriteString(m.src)
			sb.WriteString("\n")
			if sb.Len() >= 10<<10 {
				break
			}
		}
	}
	return markdown.Parse([]byte(sb.String()))
}

func BenchmarkDeferrals(b *testing.B) {
	d := benchMessage(b)
	b.SetBytes(int64(len(d.Src)))
	b.ResetTimer()
	for b.Loop() {
		Deferrals(d)
	}
}

func BenchmarkQuestions(b *testing.B) {
	d := benchMessage(b)
	b.SetBytes(int64(len(d.Src)))
	b.ResetTimer()
	for b.Loop() {
		Questions(d)
	}
}
