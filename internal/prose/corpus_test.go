package prose

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// corpusLabel is what each detector must report on one corpus message: the
// offending sentences, each named by a text unique in the message that starts
// on the sentence's line.
type corpusLabel struct {
	Deferral  []string `json:"deferral"`
	Questions []string `json:"questions"`
}

type corpusMessage struct {
	name  string
	src   string
	label corpusLabel
}

func loadCorpus(t testing.TB) []corpusMessage {
	t.Helper()
	dir := filepath.Join("testdata", "corpus")
	raw, err := os.ReadFile(filepath.Join(dir, "labels.json"))
	if err != nil {
		t.Fatal(err)
	}
	labels := map[string]corpusLabel{}
	if err := json.Unmarshal(raw, &labels); err != nil {
		t.Fatalf("labels.json: %v", err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusMessage
	seen := map[string]bool{}
	for _, f := range files {
		name := filepath.Base(f)
		if name == "README.md" {
			continue
		}
		l, ok := labels[name]
		if !ok {
			t.Errorf("%s has no label in labels.json", name)
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		seen[name] = true
		out = append(out, corpusMessage{name, string(src), l})
	}
	for name := range labels {
		if !seen[name] {
			t.Errorf("labels.json names %s, which is not in the corpus", name)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// score counts outcomes, per message and per sentence.
type score struct{ tp, fp, fn, tn int }

func (s score) precision() float64 {
	if s.tp+s.fp == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fp)
}

func (s score) recall() float64 {
	if s.tp+s.fn == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fn)
}

func TestCorpus(t *testing.T) {
	corpus := loadCorpus(t)
	if len(corpus) < 60 {
		t.Fatalf("corpus has %d messages, want at least 60", len(corpus))
	}
	detectors := []struct {
		name string
		run  func(*markdown.Doc) []Finding
		want func(corpusLabel) []string
	}{
		{"Deferrals", Deferrals, func(l corpusLabel) []string { return l.Deferral }},
		{"Questions", Questions, func(l corpusLabel) []string { return l.Questions }},
	}
	for _, det := range detectors {
		t.Run(det.name, func(t *testing.T) {
			var msgs, sents score
			for _, m := range corpus {
				got := det.run(markdown.Parse([]byte(m.src)))
				want := det.want(m.label)
				tp, fp, fn := matchFindings(t, m, got, want)
				sents.tp += tp
				sents.fp += fp
				sents.fn += fn
				switch {
				case len(got) > 0 && len(want) > 0:
					msgs.tp++
				case len(got) > 0:
					msgs.fp++
				case len(want) > 0:
					msgs.fn++
				default:
					msgs.tn++
				}
			}
			t.Logf("%s over %d messages: precision %.3f recall %.3f (tp %d fp %d fn %d tn %d)",
				det.name, len(corpus), msgs.precision(), msgs.recall(), msgs.tp, msgs.fp, msgs.fn, msgs.tn)
			t.Logf("%s by sentence: precision %.3f recall %.3f (tp %d fp %d fn %d)",
				det.name, sents.precision(), sents.recall(), sents.tp, sents.fp, sents.fn)
			if msgs.fp+msgs.fn+sents.fp+sents.fn > 0 {
				t.Errorf("%s: every labelled case must be right", det.name)
			}
		})
	}
}

// matchFindings pairs findings with expected sentences; each expected text
// must be unique in the message, appear in exactly one finding, and that
// finding's line must be the line the text starts on.
func matchFindings(t *testing.T, m corpusMessage, got []Finding, want []string) (tp, fp, fn int) {
	t.Helper()
	used := make([]bool, len(got))
	for _, w := range want {
		if n := strings.Count(m.src, w); n != 1 {
			t.Errorf("%s: label %q occurs %d times in the message; it must be unique", m.name, w, n)
			continue
		}
		line := 1 + strings.Count(m.src[:strings.Index(m.src, w)], "\n")
		found := false
		for i, f := range got {
			if used[i] || !strings.Contains(f.Sentence, w) {
				continue
			}
			used[i], found = true, true
			if f.Line != line {
				t.Errorf("%s: %q reported on line %d, want %d", m.name, f.Sentence, f.Line, line)
			}
			break
		}
		if found {
			tp++
		} else {
			fn++
			t.Errorf("%s: missed %q (line %d); got %v", m.name, w, line, got)
		}
	}
	for i, f := range got {
		if !used[i] {
			fp++
			t.Errorf("%s: unexpected finding %+v", m.name, f)
		}
	}
	return tp, fp, fn
}
