package ledger

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/contract"
)

func stop(agentType, outcome string, us int64, broken ...Broken) StopStat {
	return StopStat{
		Time: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC), SessionID: "s1", AgentID: "a-" + agentType, AgentType: agentType,
		Contracts: []contract.Name{contract.Envelope, contract.NoDeferral, contract.Result}, Outcome: outcome, Broken: broken, Micros: us,
	}
}

func TestStatsSummarize(t *testing.T) {
	s := openLedger(t)
	deferral := Broken{Contract: contract.NoDeferral, Quote: "I can't ask the user, so I picked Postgres."}
	quote := Broken{Contract: contract.Result, Rule: "quoted-code"}
	ref := Broken{Contract: contract.Result, Rule: "references"}
	for _, st := range []StopStat{
		stop("team:researcher", OutcomeBlocked, 900, deferral, quote),
		stop("team:researcher", OutcomeBlocked, 1100, deferral),
		stop("team:researcher", OutcomeFailed, 1000, quote, ref),
		stop("team:researcher", OutcomePassed, 800),
		stop("team:questioner", OutcomePassed, 400),
	} {
		if err := s.AppendStat(st); err != nil {
			t.Fatal(err)
		}
	}
	stops, skipped, err := s.Stats(time.Time{}, "")
	if err != nil || skipped != 0 || len(stops) != 5 {
		t.Fatalf("Stats = %d stops, %d skipped, %v", len(stops), skipped, err)
	}
	sum := Summarize(stops)
	if len(sum) != 2 || sum[0].AgentType != "team:researcher" {
		t.Fatalf("summary %+v", sum)
	}
	r := sum[0]
	if r.Stops != 4 || r.Blocked != 2 || r.Failed != 1 || r.P50Micros != 900 || r.P95Micros != 1100 {
		t.Errorf("researcher %+v", r)
	}
	byName := map[contract.Name]ContractStats{}
	for _, c := range r.Contracts {
		byName[c.Contract] = c
	}
	res := byName[contract.Result]
	if res.Checked != 4 || res.Blocked != 1 || res.Failed != 1 || len(res.Rules) != 2 || res.Rules[0] != (Count{"quoted-code", 2}) {
		t.Errorf("result contract %+v", res)
	}
	nd := byName[contract.NoDeferral]
	if nd.Blocked != 2 || len(nd.Quotes) != 1 || nd.Quotes[0].N != 2 || nd.Rules[0].What != "no-deferral" {
		t.Errorf("no-deferral %+v", nd)
	}
	if env := byName[contract.Envelope]; env.Checked != 4 || env.Blocked != 0 {
		t.Errorf("envelope %+v", env)
	}
	var b bytes.Buffer
	if err := WriteStatsTable(&b, sum); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"team:researcher", "quoted-code ×2", "0.9 ms", "1.1 ms", `no-deferral ×2: "I can't ask the user, so I picked Postgres."`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
	if stops, _, _ := s.Stats(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), ""); len(stops) != 0 {
		t.Errorf("stops since a later date: %d", len(stops))
	}
}

func TestPercentile(t *testing.T) {
	values := []int64{5, 1, 4, 2, 3, 6, 7, 8, 9, 10}
	if p := percentile(values, 50); p != 5 {
		t.Errorf("p50 = %d", p)
	}
	if p := percentile(values, 95); p != 10 {
		t.Errorf("p95 = %d", p)
	}
	if p := percentile([]int64{7}, 95); p != 7 {
		t.Errorf("p95 of one = %d", p)
	}
	if p := percentile(nil, 50); p != 0 {
		t.Errorf("p50 of none = %d", p)
	}
}

// Stops of many agents at once append whole lines; a line cut short (a
// crash mid-write) is skipped and counted, never fatal.
func TestStatsAppendsAtOnceAndSkipsTornLines(t *testing.T) {
	s := openLedger(t)
	long := strings.Repeat("sentence ", 400) // clipped to 200 characters
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Go(func() {
			st := stop("team:researcher", OutcomeBlocked, int64(i), BrokenOf([]contract.Violation{{Contract: contract.NoDeferral, Explanation: &contract.Explanation{Sentence: long}}})...)
			if err := s.AppendStat(st); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	path := filepath.Join(s.Dir(), "stats", "2026-11.jsonl")
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"time":"2026-11-22T10:00:00Z","agent_ty`)
	f.Close()
	stops, skipped, err := s.Stats(time.Time{}, "s1")
	if err != nil || len(stops) != 40 || skipped != 1 {
		t.Fatalf("%d stops, %d skipped, %v", len(stops), skipped, err)
	}
	if q := stops[0].Broken[0].Quote; len([]rune(q)) != maxStatQuote {
		t.Errorf("quote of %d characters kept", len([]rune(q)))
	}
}

// The hand-written line reads back as json.Marshal's would, whatever the
// strings hold.
func TestStopStatJSON(t *testing.T) {
	for _, text := range []string{
		"", "plain", `quote " and \ backslash`, "new\nline\ttab\r\x00\x1f", "<html> & \u2028\u2029 é 日本",
		"bad \xff utf-8", strings.Repeat("long ", 100),
	} {
		st := stop(text, OutcomeBlocked, 123, Broken{Contract: contract.NoDeferral, Rule: text, Quote: text})
		st.SessionID, st.AgentID = text, text
		st.Time = time.Date(2026, 11, 22, 10, 0, 0, 123456789, time.FixedZone("x", 3600))
		line := st.appendJSON(nil)
		if !json.Valid(line) || line[len(line)-1] != '\n' || bytes.Count(line, []byte("\n")) != 1 {
			t.Fatalf("%q: not one line of JSON: %s", text, line)
		}
		var got, want StopStat
		if err := json.Unmarshal(line, &got); err != nil {
			t.Fatal(err)
		}
		std, _ := json.Marshal(st)
		if err := json.Unmarshal(std, &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %+v\nwant %+v", text, got, want)
		}
	}
	if line := stop("x", OutcomePassed, 5).appendJSON(nil); bytes.Contains(line, []byte("broken")) {
		t.Errorf("a stop that broke nothing has no broken list: %s", line)
	}
}
