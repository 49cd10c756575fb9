package prose

import (
	"reflect"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// split returns the display and analysis forms of every sentence of src.
func split(src string) (texts, norms []string) {
	d := markdown.Parse([]byte(src))
	for _, b := range d.Blocks() {
		for _, u := range collectUnits(d, b, true, nil) {
			for _, s := range u.sentences() {
				texts = append(texts, s.text())
				norms = append(norms, s.norm)
			}
		}
	}
	return texts, norms
}

func TestSentences(t *testing.T) {
	cases := []struct {
		name string
		src  string
		want []string
	}{
		{"plain", "One. Two? Three!", []string{"One.", "Two?", "Three!"}},
		{
			"abbreviations", "Use a store, e.g. Postgres. Or i.e. Redis. See Fig. 2 for more.",
			[]string{"Use a store, e.g. Postgres.", "Or i.e. Redis.", "See Fig. 2 for more."},
		},
		{
			"file names and versions", "The bug is in load.go and v1.2 fixes it. Done.",
			[]string{"The bug is in load.go and v1.2 fixes it.", "Done."},
		},
		{
			"lower case after a period", "Retries, backoff etc. and timeouts. Next.",
			[]string{"Retries, backoff etc. and timeouts.", "Next."},
		},
		{
			"a unit in lower case", "done w/ the import. couldnt ask about the key, so used email etc. and moved on. ok",
			[]string{"done w/ the import.", "couldnt ask about the key, so used email etc. and moved on.", "ok"},
		},
		{
			"lower case after a period, capitals elsewhere", "Done w/ the import. it runs nightly now.",
			[]string{"Done w/ the import. it runs nightly now."},
		},
		{
			"inline code after a period", "That run stopped there. `LANGUAGE_CODE` is en-gb, e.g. `en-GB` wins.",
			[]string{"That run stopped there.", "LANGUAGE_CODE is en-gb, e.g. en-GB wins."},
		},
		{
			"etc. before a capital", "Retries, backoff etc. The rest is done.",
			[]string{"Retries, backoff etc.", "The rest is done."},
		},
		{
			"ellipsis", "It waits... and retries. It waited… Then it failed.",
			[]string{"It waits... and retries.", "It waited…", "Then it failed."},
		},
		{
			"closing quote and bracket", `He wrote "done." Then (maybe?) left. (Really?) Yes.`,
			[]string{`He wrote "done."`, "Then (maybe?) left.", "(Really?)", "Yes."},
		},
		{
			"question inside quotes does not split", `It asked "Should I? Or not?" twice.`,
			[]string{`It asked "Should I? Or not?" twice.`},
		},
		{
			"soft break joins, hard break splits", "A sentence that\nwraps. Line one  \nline two",
			[]string{"A sentence that wraps.", "Line one", "line two"},
		},
		{
			"markup removed", "**Bold** and _it_ and [a link](http://x.y) and `code.go`.",
			[]string{"Bold and it and a link and code.go."},
		},
		{"escapes", `A \*literal\* star.`, []string{"A *literal* star."}},
		{
			"a label alone on its line", "**Prices**\nHad no chance to ask. And **bold** in\na sentence.",
			[]string{"Prices", "Had no chance to ask.", "And bold in a sentence."},
		},
		{"interrobang", "Really?! Yes.", []string{"Really?!", "Yes."}},
		{"symbols only", "---\n\n***", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _ := split(c.src)
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestAnalysisForm(t *testing.T) {
	cases := []struct {
		name string
		src  string
		want string
	}{
		{"lower case, apostrophe", "I Can\u2019t", "i can't"},
		// Masking keeps byte lengths: "I can't ask" with its marks is 13
		// bytes; the curly marks and apostrophe are 3 bytes each.
		{"straight double quotes masked", `say "I can't ask" now`, "say " + strings.Repeat("x", 13) + " now"},
		{"curly double quotes masked", "say \u201cI can\u2019t\u201d now", "say " + strings.Repeat("x", 15) + " now"},
		{"single quotes masked", "say 'I cannot ask' now", "say " + strings.Repeat("x", 14) + " now"},
		{"apostrophes are not quotes", "the users' and don't", "the users' and don't"},
		{"quoted identifier kept", `use "AskUserQuestion" here`, "use askuserquestion here"},
		{"code span masked", "see `I can't ask` here", "see " + strings.Repeat("x", 11) + " here"},
		{"code span identifier kept", "use `AskUserQuestion` here", "use askuserquestion here"},
		// An error message quoted stays masked; its first byte says it was
		// an error.
		{"code span error", "got `permission denied` back", "got e" + strings.Repeat("x", 16) + " back"},
		{"quoted error", `got "No such tool" back`, "got e" + strings.Repeat("x", 13) + " back"},
		{"code span no error", "got `{\"ok\": true}` back", "got " + strings.Repeat("x", 12) + " back"},
		{"inch marks are not quotes", `a 5" disk and a 3" one`, `a 5" disk and a 3" one`},
		{"unclosed quote", `he said "never mind`, `he said "never mind`},
		{"ie is no pronoun", "the hook, i.e. the binary", "the hook, ie the binary"},
		{"eg", "a store (e.g. Redis)", "a store (eg redis)"},
		{"dashes", "wait\u2014no, a sub-agent \u2013 or two", "wait - no, a sub-agent - or two"},
		{"whitespace", "a \u00a0 b", "a b"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, got := split(c.src)
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("got %q, want [%q]", got, c.want)
			}
		})
	}
}

func TestFindingsOnce(t *testing.T) {
	// A sentence matched by several rules is one finding; the same words on
	// another line are another.
	src := msg(
		"I'd like to ask you; however, the AskUserQuestion tool is disabled for me.",
		"",
		"I'd like to ask you; however, the AskUserQuestion tool is disabled for me.")
	var got []found
	for _, f := range deferrals(src) {
		got = append(got, found{f.Line, f.Sentence})
	}
	want := []found{
		{1, "I'd like to ask you; however, the AskUserQuestion tool is disabled for me."},
		{3, "I'd like to ask you; however, the AskUserQuestion tool is disabled for me."},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestNilAndEmpty(t *testing.T) {
	if got := Deferrals(nil); got != nil {
		t.Errorf("Deferrals(nil) = %v", got)
	}
	if got := Questions(nil); got != nil {
		t.Errorf("Questions(nil) = %v", got)
	}
	empty := markdown.Parse(nil)
	if got := Deferrals(empty); got != nil {
		t.Errorf("Deferrals(empty) = %v", got)
	}
	if got := Questions(empty); got != nil {
		t.Errorf("Questions(empty) = %v", got)
	}
}

// The deferral reader takes a topic label that opens its unit apart from
// the capitalised sentence after it; a one-word label, a label before a
// lower-case word and a colon later in the unit stay.
func TestClauses(t *testing.T) {
	cases := map[string][]string{
		"- Default locale when nothing matches: Couldn't ask. Picked en-GB.": {"Default locale when nothing matches:", "Couldn't ask.", "Picked en-GB."},
		"**Retry ceiling for the importer:** I had no way to reach you.":     {"Retry ceiling for the importer:", "I had no way to reach you."},
		"- **Note:** I can't reach the user from inside this run.":           {"Note: I can't reach the user from inside this run."},
		"Default locale: couldn't ask.":                                      {"Default locale: couldn't ask."},
		"Done. The locale when nothing matches: Couldn't ask.":               {"Done.", "The locale when nothing matches: Couldn't ask."},
		"One two three four five six seven eight nine: Couldn't ask.":        {"One two three four five six seven eight nine: Couldn't ask."},
	}
	for src, want := range cases {
		d := markdown.Parse([]byte(src))
		var got []string
		for _, b := range d.Blocks() {
			for _, u := range collectUnits(d, b, true, nil) {
				for _, s := range u.clauses() {
					got = append(got, s.text())
				}
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: got %q, want %q", src, got, want)
		}
	}
}
