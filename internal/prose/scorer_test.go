package prose

import (
	"strings"
	"testing"
)

// The scorer finds what no rule reads, and says why: the roles it could
// name and the features that weighed most.
func TestScoredFindingExplains(t *testing.T) {
	const s = "I was cut off from you for the whole run, so the call on retries was mine."
	ops := 0
	if d, _ := judgeDeferral(normalize(s), askedNothing, &ops); d != nil {
		t.Fatalf("the rules read %q (%s); pick a sentence only the scorer finds", s, d.Reading)
	}
	got := deferrals(msg("Tuned the retries.", "", s))
	if len(got) != 1 || got[0].Why == nil {
		t.Fatalf("got %+v, want the sentence found by the scorer", got)
	}
	w := got[0].Why
	if !strings.Contains(w.Reading, "learned scorer") || !strings.Contains(w.Reading, "weighed most") || !strings.Contains(w.Reading, "threshold") {
		t.Errorf("reading %q does not say it was scored and what weighed", w.Reading)
	}
	if w.Who == nil || w.Who.Text != "i" || w.Addressee == nil || w.Addressee.Text != "you" || w.Sentence != s {
		t.Errorf("roles who %+v addressee %+v sentence %q", w.Who, w.Addressee, w.Sentence)
	}
}

// What the roles rule out is never scored, whatever its score: a request,
// another party's or subagents' inability, another setting, a present
// condition. The same words said of the agent's own run are scored.
func TestScorerVeto(t *testing.T) {
	cases := []struct {
		sentence string
		veto     bool
	}{
		{"I'd have to ask you to run the simulator build locally, since this container has no Xcode.", true},
		{"Subagents run without a way to prompt the user mid-task, which is why the plugin relays questions.", true},
		{"The CLI cannot prompt the user when stdin is closed.", true},
		{"AskUserQuestion is not available inside subagents.", true},
		{"We verified that AskUserQuestion isn't available inside subagents.", true},
		{"A subagent calling AskUserQuestion gets an error back.", true},
		{"If I can't reach you tomorrow, the job keeps the current schedule.", true},
		{"I couldn't reach anyone at the SMS vendor's support during this run, so the cause on their side is unconfirmed.", true},
		{"There was nobody on the payments team to check with this session, so the refund cap stays as it was.", true},
		{"I couldn't reach anyone during this run, so the cap on retries is mine.", false},
		{"I couldn't reach anyone at the vendor or you during this run, so the cap is mine.", false},
		{"I was cut off from you for the whole run, so the call on retries was mine.", false},
		{"Reaching you mid-run was not on the cards, so the cron stays hourly.", false},
		{"AskUserQuestion isn't available inside subagents like me, so I picked the stricter rule.", false},
		// Another party reported saying it could not ask; the agent's own
		// report of the same stays its own.
		{"The earlier exploration run's notes end with it saying it had no way to ask you which locale is canonical; that run stopped there, and I took the answer from settings.py instead.", true},
		{"The previous agent's log notes that it couldn't reach you, so I re-ran the survey with the defaults it left.", true},
		{"They wrote that they couldn't confirm the quota with you; I read the quota from the billing export instead.", true},
		{"I wrote in the ticket that I couldn't reach you, so I kept the existing budget.", false},
	}
	for _, c := range cases {
		ops := 0
		r := newSentenceReader(tokenize(normalize(c.sentence)), &ops)
		if got := r.notTheAgents(r.readRoles()); got != c.veto {
			t.Errorf("%q: ruled out %v, want %v", c.sentence, got, c.veto)
		}
	}
}

// A sentence with no one to ask, or no word of inability, absence,
// failure or unreal condition, is never scored.
func TestMayScore(t *testing.T) {
	for s, want := range map[string]bool{
		"I couldn't reach you, so I kept 5.":                  true,
		"Given a channel to you, I'd have asked.":             true,
		"AskUserQuestion errored.":                            true,
		"I would check with you first.":                       false, // a wish, not what did not happen
		"The migration ran, so the table is new.":             false,
		"With your approval we ship on Friday.":               false,
		"If you want, I can split the PR.":                    false,
		"Nobody to ask, so the TTL is mine.":                  true,
		"I would have asked you, but the tool is missing.":    true,
		"I had no access to your Grafana, so I used staging.": false, // the reader's thing, not the reader
		"I had no way to get your input, so I kept 5.":        true,
	} {
		if got := mayScore(tokenize(normalize(s))); got != want {
			t.Errorf("mayScore(%q) = %v, want %v", s, got, want)
		}
	}
}

// The weights file is read as written and refused when malformed.
func TestParseScorer(t *testing.T) {
	s, err := parseScorer("# comment\nthreshold 0.6\nbias -1.5\na:x 0.25\nb:y -2\nc:z 1\n")
	if err != nil {
		t.Fatal(err)
	}
	if s.threshold != 0.6 || s.bias != -1.5 {
		t.Errorf("threshold %v bias %v", s.threshold, s.bias)
	}
	for f, want := range map[string]float64{"a:x": 0.25, "b:y": -2, "c:z": 1} {
		if w, ok := s.weight(f); !ok || w != want {
			t.Errorf("weight(%q) = %v %v, want %v", f, w, ok, want)
		}
	}
	for _, f := range []string{"a", "a:y", "d:z", "", "c:zz"} {
		if _, ok := s.weight(f); ok {
			t.Errorf("weight(%q) found", f)
		}
	}
	p, _ := s.score([]string{"a:x", "c:z", "unknown"})
	if want := 1 / (1 + 1.2840254166877414); p < want-1e-9 || p > want+1e-9 { // z = -0.25
		t.Errorf("score = %v, want %v", p, want)
	}
	for _, bad := range []string{"threshold 1.5\nbias 0\n", "threshold x\nbias 0\n", "a:x 1\nthreshold 0.5\nbias 0\n", "threshold 0.5\nbias y\n"} {
		if _, err := parseScorer(bad); err == nil {
			t.Errorf("parseScorer(%q) accepted", bad)
		}
	}
}

// Every feature of the committed weights is found by its lookup: the
// lines are sorted as the binary search needs.
func TestWeightsSorted(t *testing.T) {
	s := loadScorer()
	prev, n := "", 0
	s.each(func(f string, w float64) {
		n++
		if f <= prev {
			t.Errorf("%q after %q: the weights are not sorted", f, prev)
		}
		prev = f
		if got, ok := s.weight(f); !ok || got != w {
			t.Errorf("weight(%q) = %v %v, want %v", f, got, ok, w)
		}
	})
	if n < 100 {
		t.Errorf("only %d weights", n)
	}
}
