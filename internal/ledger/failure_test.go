package ledger

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adrg/frontmatter"
)

// parsedFailure is what a reader of a dispatch-failure record gets back.
type parsedFailure struct {
	Status    string    `yaml:"status"`
	Contracts []string  `yaml:"contracts"`
	Phase     string    `yaml:"phase"`
	AgentType string    `yaml:"agent_type"`
	AgentID   string    `yaml:"agent_id"`
	SessionID string    `yaml:"session_id"`
	Attempts  int       `yaml:"attempts"`
	Errors    []string  `yaml:"errors"`
	Time      time.Time `yaml:"time"`
}

func TestDispatchFailureRoundTrips(t *testing.T) {
	when := time.Date(2026, 3, 4, 5, 6, 7, 890, time.UTC)
	// The status says what failed: the envelope alone (its questions could
	// not be read), or other contracts, which the record names.
	for _, tc := range []struct {
		name   string
		f      DispatchFailure
		status string
	}{
		{"plain", DispatchFailure{
			SessionID: "97cba4eb-bc75-400c-acea-97ec1a47024b", AgentID: "a1e80360502c92676",
			AgentType: "team:questioner", Phase: "design", Attempts: 3, Contracts: []string{"envelope"},
			Errors:  []string{"envelope (line 4): header is longer than 12 characters"},
			Message: "Here is my answer.\n\n```json\n{\"openQuestions\": []}\n```\n", Time: when,
		}, "parse-failed"},
		{"kept deferring", DispatchFailure{
			AgentID: "a4", AgentType: "team:questioner", Attempts: 3, Contracts: []string{"envelope", "no-deferral"},
			Errors: []string{"no-deferral (line 1): \"I can't ask the user, so I picked Redis.\""}, Time: when,
		}, "contract-failed"},
		{"hostile strings", DispatchFailure{
			SessionID: "s: 1", AgentID: "a2", AgentType: "x\n---\nstatus: ok",
			Phase: "'quoted' \"double\" #hash", Attempts: 3, Contracts: []string{"handoff"},
			Errors: []string{
				"line one\n---\nline three",
				"---",
				"- list: looking",
				"tab\tand \\ backslash and \u2028 separator",
				"{json: true}",
				"  leading spaces",
				"",
			},
			Message: "---\nstatus: fake\n---\nbody with its own frontmatter lookalike", Time: when,
		}, "contract-failed"},
		{"no phase, no errors", DispatchFailure{AgentID: "a3", AgentType: "Explore", Attempts: 1, Time: when}, "contract-failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, dir := openTemp(t)
			path, err := s.WriteDispatchFailure(tc.f)
			if err != nil {
				t.Fatal(err)
			}
			if filepath.Dir(path) != FailuresDir(dir) || !strings.HasSuffix(path, ".md") ||
				!strings.Contains(filepath.Base(path), tc.f.AgentID) {
				t.Errorf("path = %s", path)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(data, []byte("---\nstatus: "+tc.status+"\n")) {
				t.Errorf("record does not start with the frontmatter status:\n%s", data)
			}
			var got parsedFailure
			body, err := frontmatter.MustParse(bytes.NewReader(data), &got)
			if err != nil {
				t.Fatalf("frontmatter does not parse: %v\n%s", err, data)
			}
			want := parsedFailure{
				Status: tc.status, Contracts: tc.f.Contracts, Phase: tc.f.Phase, AgentType: tc.f.AgentType,
				AgentID: tc.f.AgentID, SessionID: tc.f.SessionID, Attempts: tc.f.Attempts,
				Errors: tc.f.Errors, Time: when.Truncate(time.Second),
			}
			if want.Errors == nil {
				want.Errors = []string{}
			}
			if got.Errors == nil {
				got.Errors = []string{}
			}
			if !got.Time.Equal(want.Time) {
				t.Errorf("time = %v, want %v", got.Time, want.Time)
			}
			got.Time, want.Time = time.Time{}, time.Time{}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("frontmatter = %#v\nwant %#v\n%s", got, want, data)
			}
			if string(body) != tc.f.Message {
				t.Errorf("body = %q, want the raw message %q", body, tc.f.Message)
			}
			if !bytes.Contains(data, []byte("\ntime: "+when.Truncate(time.Second).Format(time.RFC3339)+"\n")) {
				t.Errorf("time is not RFC 3339:\n%s", data)
			}
			if tc.f.Phase == "" && bytes.Contains(data, []byte("\nphase:")) {
				t.Error("unknown phase written")
			}
			if bad := leftovers(t, dir); len(bad) > 0 {
				t.Errorf("left behind: %v", bad)
			}
		})
	}
}

func TestDispatchFailureNamesAreUnique(t *testing.T) {
	s, _ := openTemp(t)
	when := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
	seen := map[string]bool{}
	for i := 0; i < 3; i++ {
		path, err := s.WriteDispatchFailure(DispatchFailure{AgentID: "a1", Time: when, Message: "m"})
		if err != nil {
			t.Fatal(err)
		}
		if seen[path] {
			t.Fatalf("second failure at the same time overwrote %s", path)
		}
		seen[path] = true
	}
	other, err := s.WriteDispatchFailure(DispatchFailure{AgentID: "a2", Time: when})
	if err != nil {
		t.Fatal(err)
	}
	if seen[other] {
		t.Error("two agents share a failure record")
	}
	later, err := s.WriteDispatchFailure(DispatchFailure{AgentID: "a1", Time: when.Add(time.Millisecond)})
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(later, "-2.md") || strings.HasSuffix(later, "-3.md") {
		t.Errorf("a later failure needed a suffix: %s", later)
	}
}

// ParseDispatchFailure reads back what RenderDispatchFailure wrote.
func TestParseDispatchFailure(t *testing.T) {
	f := DispatchFailure{
		SessionID: "s: 1", AgentID: "a2", AgentType: "x\n---\nstatus: ok", Phase: "design", Attempts: 3,
		Errors: []string{"envelope (line 4): header too long"}, Message: "body\n---\nmore\n",
		Time: time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC),
	}
	data, err := RenderDispatchFailure(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseDispatchFailure(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, f) {
		t.Errorf("read back %+v\nwant %+v", got, f)
	}
	if _, err := ParseDispatchFailure([]byte("---\nattempts: [\n---\n")); err == nil {
		t.Error("a broken frontmatter read without error")
	}
}
