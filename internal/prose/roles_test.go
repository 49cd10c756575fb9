package prose

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// TestRoleSentences runs the paraphrases in testdata/roles: each line is a
// final message's closing paragraph (after one plain paragraph), marked "+"
// when it must be found and "-" when it must not; "q+" and "q-" lines are
// for the open-questions reader, the others for no-deferral. "\n" in a line
// is a line break. They were written to probe each role in wordings the
// tuning set does not have.
func TestRoleSentences(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "roles", "sentences.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if len(text) < 3 || text[0] == '#' {
			continue
		}
		name, detect := "no-deferral", Deferrals
		if text[0] == 'q' {
			name, detect, text = "open-questions", Questions, text[1:]
		}
		want := text[0] == '+'
		src := strings.ReplaceAll(strings.TrimSpace(text[1:]), `\n`, "\n")
		got := detect(markdown.Parse([]byte("Done with the change.\n\n" + src + "\n")))
		n++
		switch {
		case want && len(got) == 0:
			t.Errorf("line %d: %s missed %q", line, name, src)
		case !want && len(got) > 0:
			t.Errorf("line %d: %s found %q in %q (%s)", line, name, got[0].Sentence, src, got[0].Why.Reading)
		}
	}
	if n < 80 {
		t.Fatalf("only %d sentences read", n)
	}
}

// Every finding says why: the clause and its roles.
func TestFindingsExplain(t *testing.T) {
	d := deferrals(msg("Reviewed.", "", "I couldn't loop you in from here, so the TTL is my pick."))
	if len(d) != 1 || d[0].Why == nil {
		t.Fatalf("got %+v", d)
	}
	w := d[0].Why
	if w.Sentence != d[0].Sentence || w.Who == nil || w.Who.Text != "i" || w.Who.Kind != "the agent itself" ||
		w.Marker == nil || w.Marker.Kind != "inability" || w.Act == nil || w.Act.Text != "loop" ||
		w.Addressee == nil || w.Addressee.Text != "you" || !strings.Contains(w.Clause, "loop you") {
		t.Errorf("roles %+v who %+v marker %+v act %+v addressee %+v", w, w.Who, w.Marker, w.Act, w.Addressee)
	}
	q := questions(msg("Profiled it.", "", "Redis or in-process LRU: your call."))
	if len(q) != 1 || q[0].Why == nil || q[0].Why.Marker == nil || !strings.Contains(q[0].Why.Marker.Text, "fragment") ||
		q[0].Why.Act == nil || q[0].Why.Act.Text != "your call" {
		t.Fatalf("got %+v", q)
	}
}

// The new readings explain themselves too: the passive names the person
// after the verb and no subject; the agent in the third person names
// itself; a question without its mark says so.
func TestNewReadingsExplain(t *testing.T) {
	d := deferrals(msg("Reviewed.", "", "The choice could not be put to you from within this run, so the soft variant was applied."))
	if len(d) != 1 || d[0].Why == nil {
		t.Fatalf("passive: got %+v", d)
	}
	if w := d[0].Why; w.Marker == nil || w.Marker.Kind != "inability (passive)" || w.Addressee == nil || w.Addressee.Text != "you" ||
		w.Act == nil || w.Act.Text != "put to" || w.Who == nil || w.Who.Text != "(no subject)" {
		t.Errorf("passive: who %+v marker %+v act %+v addressee %+v", w.Who, w.Marker, w.Act, w.Addressee)
	}
	d = deferrals(msg("Reviewed.", "", "Your triage agent had no way of getting a word to you, so it ranked them by impact."))
	if len(d) != 1 || d[0].Why == nil || d[0].Why.Who == nil || d[0].Why.Who.Text != "your triage agent" || d[0].Why.Who.Kind != "the agent itself" {
		t.Fatalf("third person: got %+v", d)
	}
	q := questions(msg("Profiled it.", "", "Should i keep the old cron or remove it"))
	if len(q) != 1 || q[0].Why == nil || q[0].Why.Marker == nil || !strings.Contains(q[0].Why.Marker.Text, "without its mark") {
		t.Fatalf("unmarked question: got %+v", q)
	}
}
