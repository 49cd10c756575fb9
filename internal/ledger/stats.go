package ledger

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
)

// Statistics of checked stops: one JSON line per stop, appended to
// stats/<year>-<month>.jsonl. An append is one write of one short line to
// a file opened for appending, so stops of many agents at once need no
// lock, and the hook pays a few system calls for it.
const (
	statsDir = "stats"
	// maxStatQuote bounds a quoted sentence, maxStatBroken the broken
	// rules kept per stop: a line stays short enough to be written whole.
	maxStatQuote  = 200
	maxStatBroken = 12
)

// Outcomes of a checked stop.
const (
	OutcomePassed  = "passed"  // the message kept every contract
	OutcomeBlocked = "blocked" // the stop was blocked
	OutcomeFailed  = "failed"  // it broke a contract and was let stop: the retry budget was spent
)

// StopStat is one checked stop.
type StopStat struct {
	Time      time.Time       `json:"time"`
	SessionID string          `json:"session_id"`
	AgentID   string          `json:"agent_id"`
	AgentType string          `json:"agent_type"`
	Contracts []contract.Name `json:"contracts"`
	Outcome   string          `json:"outcome"`
	Broken    []Broken        `json:"broken,omitempty"`
	// Micros is how long the hook took over the stop, in microseconds:
	// from the event read to its answer (the process's start and the wait
	// for the host to write the event are not in it).
	Micros int64 `json:"us"`
}

// Broken is one broken rule of a stop.
type Broken struct {
	Contract contract.Name `json:"contract"`
	Rule     string        `json:"rule,omitempty"`
	Quote    string        `json:"quote,omitempty"`
}

// BrokenOf is what a stop's violations keep for statistics.
func BrokenOf(vs []contract.Violation) []Broken {
	var out []Broken
	for _, v := range vs {
		if len(out) == maxStatBroken {
			break
		}
		q := ""
		if v.Explanation != nil {
			q = v.Explanation.Sentence
		}
		if utf8.RuneCountInString(q) > maxStatQuote {
			q = string([]rune(q)[:maxStatQuote-1]) + "…"
		}
		out = append(out, Broken{Contract: v.Contract, Rule: v.Rule, Quote: q})
	}
	return out
}

// AppendStat adds one stop to the statistics, making the ledger folder
// (and only its statistics folder) if need be.
func (s *Store) AppendStat(st StopStat) error {
	if err := s.ensureRoot(); err != nil {
		return err
	}
	dir := filepath.Join(s.dir, statsDir)
	if err := ownDir(dir); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	line := st.appendJSON(make([]byte, 0, 512))
	path := filepath.Join(dir, st.Time.UTC().Format("2006-01")+".jsonl")
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	_, err = f.Write(line)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return nil
}

// appendJSON is the stop as one line of JSON, what json.Marshal would
// write: encoding it by hand spares every hook process the reflection
// json.Marshal pays on its first use, a tenth of a checked stop's work.
func (st StopStat) appendJSON(b []byte) []byte {
	b = append(b, `{"time":"`...)
	b = st.Time.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","session_id":`...)
	b = hook.AppendJSONString(b, st.SessionID)
	b = append(b, `,"agent_id":`...)
	b = hook.AppendJSONString(b, st.AgentID)
	b = append(b, `,"agent_type":`...)
	b = hook.AppendJSONString(b, st.AgentType)
	b = append(b, `,"contracts":[`...)
	for i, c := range st.Contracts {
		if i > 0 {
			b = append(b, ',')
		}
		b = hook.AppendJSONString(b, string(c))
	}
	b = append(b, `],"outcome":`...)
	b = hook.AppendJSONString(b, st.Outcome)
	if len(st.Broken) > 0 {
		b = append(b, `,"broken":[`...)
		for i, br := range st.Broken {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"contract":`...)
			b = hook.AppendJSONString(b, string(br.Contract))
			b = appendOmitEmpty(b, "rule", br.Rule)
			b = appendOmitEmpty(b, "quote", br.Quote)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"us":`...)
	b = strconv.AppendInt(b, st.Micros, 10)
	return append(b, '}', '\n')
}

// Stats reads the checked stops since since (all with a zero time), of
// one session ("" for every one). A line that cannot be read (a write cut
// short by a crash) is skipped and counted.
func (s *Store) Stats(since time.Time, sessionID string) (stops []StopStat, skipped int, err error) {
	files, err := filepath.Glob(filepath.Join(s.dir, statsDir, "*.jsonl"))
	if err != nil {
		return nil, 0, fmt.Errorf("ledger: %w", err)
	}
	slices.Sort(files)
	var errs []error
	for _, path := range files {
		month, _ := time.Parse("2006-01", strings.TrimSuffix(filepath.Base(path), ".jsonl"))
		if !since.IsZero() && !month.IsZero() && month.AddDate(0, 1, 0).Before(since) {
			continue // the whole month is older
		}
		f, err := os.Open(path)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				errs = append(errs, fmt.Errorf("ledger: %w", err))
			}
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			var st StopStat
			if json.Unmarshal(sc.Bytes(), &st) != nil {
				skipped++
				continue
			}
			if (since.IsZero() || !st.Time.Before(since)) && (sessionID == "" || st.SessionID == sessionID) {
				stops = append(stops, st)
			}
		}
		if err := sc.Err(); err != nil {
			errs = append(errs, fmt.Errorf("ledger: %s: %w", path, err))
		}
		f.Close()
	}
	return stops, skipped, errors.Join(errs...)
}

// AgentStats is what the stops of one agent type tell a prompt author.
type AgentStats struct {
	AgentType string          `json:"agent_type"`
	Stops     int             `json:"stops"`
	Blocked   int             `json:"blocked"`
	Failed    int             `json:"failed"`
	P50Micros int64           `json:"p50_us"`
	P95Micros int64           `json:"p95_us"`
	Contracts []ContractStats `json:"contracts"`
}

// ContractStats is one contract's share of an agent type's stops.
type ContractStats struct {
	Contract contract.Name `json:"contract"`
	// Checked counts the stops the contract applied to; Blocked and
	// Failed those it broke, blocked or let stop after the budget.
	Checked int     `json:"checked"`
	Blocked int     `json:"blocked"`
	Failed  int     `json:"failed"`
	Rules   []Count `json:"rules"`  // broken rules, most often first
	Quotes  []Count `json:"quotes"` // sentences quoted in findings, most often first
}

// Count is how often something was seen.
type Count struct {
	What string `json:"what"`
	N    int    `json:"n"`
}

// maxQuotes is how many of the most common quoted sentences are kept per
// contract.
const maxQuotes = 3

// Summarize groups stops by agent type and contract, the agent types with
// the most blocks first.
func Summarize(stops []StopStat) []AgentStats {
	type acc struct {
		AgentStats
		micros    []int64
		contracts map[contract.Name]*ContractStats
		rules     map[contract.Name]map[string]int
		quotes    map[contract.Name]map[string]int
	}
	by := map[string]*acc{}
	for _, st := range stops {
		a := by[st.AgentType]
		if a == nil {
			a = &acc{
				AgentStats: AgentStats{AgentType: st.AgentType}, contracts: map[contract.Name]*ContractStats{},
				rules: map[contract.Name]map[string]int{}, quotes: map[contract.Name]map[string]int{},
			}
			by[st.AgentType] = a
		}
		a.Stops++
		a.micros = append(a.micros, st.Micros)
		switch st.Outcome {
		case OutcomeBlocked:
			a.Blocked++
		case OutcomeFailed:
			a.Failed++
		}
		broke := map[contract.Name]bool{}
		for _, b := range st.Broken {
			broke[b.Contract] = true
			if a.rules[b.Contract] == nil {
				a.rules[b.Contract], a.quotes[b.Contract] = map[string]int{}, map[string]int{}
			}
			a.rules[b.Contract][cmp.Or(b.Rule, string(b.Contract))]++
			if b.Quote != "" {
				a.quotes[b.Contract][b.Quote]++
			}
		}
		names := slices.Clone(st.Contracts)
		for n := range broke {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		for _, n := range names {
			c := a.contracts[n]
			if c == nil {
				c = &ContractStats{Contract: n}
				a.contracts[n] = c
			}
			c.Checked++
			if broke[n] {
				switch st.Outcome {
				case OutcomeBlocked:
					c.Blocked++
				case OutcomeFailed:
					c.Failed++
				}
			}
		}
	}
	out := make([]AgentStats, 0, len(by))
	for _, a := range by {
		a.P50Micros, a.P95Micros = percentile(a.micros, 50), percentile(a.micros, 95)
		a.Contracts = []ContractStats{}
		for _, c := range a.contracts {
			c.Rules, c.Quotes = counts(a.rules[c.Contract], 0), counts(a.quotes[c.Contract], maxQuotes)
			a.Contracts = append(a.Contracts, *c)
		}
		slices.SortFunc(a.Contracts, func(x, y ContractStats) int {
			return cmp.Or(cmp.Compare(y.Blocked+y.Failed, x.Blocked+x.Failed), cmp.Compare(x.Contract, y.Contract))
		})
		out = append(out, a.AgentStats)
	}
	slices.SortFunc(out, func(x, y AgentStats) int {
		return cmp.Or(cmp.Compare(y.Blocked+y.Failed, x.Blocked+x.Failed), cmp.Compare(y.Stops, x.Stops), cmp.Compare(x.AgentType, y.AgentType))
	})
	return out
}

// percentile is the nearest-rank percentile p of values.
func percentile(values []int64, p int) int64 {
	if len(values) == 0 {
		return 0
	}
	s := slices.Clone(values)
	slices.Sort(s)
	rank := (p*len(s) + 99) / 100 // ceil(p/100 * n)
	return s[max(rank, 1)-1]
}

func counts(m map[string]int, limit int) []Count {
	out := []Count{}
	for what, n := range m {
		out = append(out, Count{what, n})
	}
	slices.SortFunc(out, func(x, y Count) int { return cmp.Or(cmp.Compare(y.N, x.N), cmp.Compare(x.What, y.What)) })
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out
}

// WriteStatsTable prints the statistics for people: per agent type its
// stops and hook times, then per contract how often it was checked,
// blocked and failed, with the rules broken and the sentences most often
// quoted.
func WriteStatsTable(w io.Writer, stats []AgentStats) error {
	if len(stats) == 0 {
		_, err := fmt.Fprintln(w, "no checked stops recorded")
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "AGENT TYPE\tCONTRACT\tCHECKED\tBLOCKED\tFAILED\tHOOK P50\tHOOK P95\tRULES BROKEN")
	for _, a := range stats {
		fmt.Fprintf(tw, "%s\t(all)\t%d\t%d\t%d\t%s\t%s\t\n", orDash(a.AgentType), a.Stops, a.Blocked, a.Failed, millis(a.P50Micros), millis(a.P95Micros))
		for _, c := range a.Contracts {
			var rules []string
			for _, r := range c.Rules {
				rules = append(rules, fmt.Sprintf("%s ×%d", r.What, r.N))
			}
			fmt.Fprintf(tw, "\t%s\t%d\t%d\t%d\t\t\t%s\n", c.Contract, c.Checked, c.Blocked, c.Failed, orDash(strings.Join(rules, ", ")))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	first := true
	for _, a := range stats {
		for _, c := range a.Contracts {
			for _, q := range c.Quotes {
				if first {
					fmt.Fprintln(w, "\nMost often quoted in blocks:")
					first = false
				}
				fmt.Fprintf(w, "  %s, %s ×%d: %q\n", orDash(a.AgentType), c.Contract, q.N, q.What)
			}
		}
	}
	return nil
}

func millis(us int64) string {
	return fmt.Sprintf("%.1f ms", float64(us)/1000)
}
