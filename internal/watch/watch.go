// Package watch is the live view of a project's ledger for a person in a
// second terminal: each new pending question set, delivery, answer,
// resume and dispatch failure is printed as it happens, and in an agent
// team, teammates joining, tasks changing hands, completion steps, waits
// (and the ones that went stale) and blocks. It watches the
// ledger's directories (files are replaced by rename, so a watch on a file
// would be lost) and works out what happened by comparing each record with
// the state last seen.
package watch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/team-hook/team-hook/internal/ledger"
)

// Run prints the ledger in dir as it changes until ctx is cancelled, then
// returns nil. If dir does not exist yet, its nearest existing parent is
// watched until it appears. Records open at the start (questions not yet
// answered and resumed) are shown first.
func Run(ctx context.Context, dir string, w io.Writer) error {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("watch: %w", err)
	}
	defer fw.Close()
	v := &view{
		dir:      filepath.Clean(dir),
		agents:   ledger.AgentsDir(filepath.Clean(dir)),
		failures: ledger.FailuresDir(filepath.Clean(dir)),
		teams:    ledger.TeamsDir(filepath.Clean(dir)),
		fw:       fw,
		watched:  map[string]bool{},
		seen:     map[string]snapshot{},
		reported: map[string]bool{},
		teamSeen: map[string]*teamSnap{},
	}
	// What is open at the start is shown under the header, which can only
	// be written once the watches are in place.
	var open bytes.Buffer
	v.w = &open
	if err := v.setup(true); err != nil {
		return err
	}
	if !v.watched[v.dir] {
		fmt.Fprintf(w, "waiting for %s to appear (Ctrl-C to stop)\n", v.dir)
	} else {
		fmt.Fprintf(w, "watching %s (Ctrl-C to stop)\n", v.dir)
	}
	open.WriteTo(w)
	v.w = w
	// A safety net under the events: inotify can drop a watch when a
	// folder is removed and made again at once. Every second the watches
	// are checked; a lost one is added again and its folder read again
	// (what was already shown is not shown twice).
	tick := time.NewTicker(resync)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
			v.resync()
		case ev, ok := <-fw.Events:
			if !ok {
				return nil
			}
			v.handle(ev)
		case err, ok := <-fw.Errors:
			if !ok {
				return nil
			}
			// Events may have been lost (queue overflow): read everything
			// again so nothing stays unreported.
			fmt.Fprintf(w, "watch: %v\n", err)
			v.rescan()
		}
	}
}

// snapshot is what the view remembers of a record.
type snapshot struct {
	state   ledger.State
	rounds  int
	failure string
}

type view struct {
	dir, agents, failures, teams string
	w                            io.Writer
	fw                           *fsnotify.Watcher
	watched                      map[string]bool
	seen                         map[string]snapshot  // agent id → last seen
	reported                     map[string]bool      // dispatch-failure file names already shown
	teamSeen                     map[string]*teamSnap // team file → last seen
	waitingOn                    string               // the parent watched while dir does not exist
}

// setup adds the watches that are missing: the ledger directory and its
// folders, or the nearest existing parent while the ledger does not exist.
// A folder is read once its watch is in place, so nothing written in
// between is missed; at the start (initial) only what is still open is
// shown, later everything found is new.
func (v *view) setup(initial bool) error {
	if !isDir(v.dir) {
		p := nearestExisting(v.dir)
		if p == "" || v.waitingOn == p {
			return nil
		}
		if err := v.add(p); err != nil {
			return err
		}
		if v.waitingOn != "" { // a closer parent appeared
			v.fw.Remove(v.waitingOn)
			delete(v.watched, v.waitingOn)
		}
		v.waitingOn = p
		if isDir(v.dir) { // appeared while the watch was being added
			return v.setup(initial)
		}
		return nil
	}
	if v.waitingOn != "" {
		v.fw.Remove(v.waitingOn)
		delete(v.watched, v.waitingOn)
		v.waitingOn = ""
	}
	if err := v.add(v.dir); err != nil {
		return err
	}
	if !v.watched[v.failures] && isDir(v.failures) {
		if err := v.add(v.failures); err != nil {
			return err
		}
		v.scanFailures(initial)
	}
	if !v.watched[v.agents] && isDir(v.agents) {
		if err := v.add(v.agents); err != nil {
			return err
		}
		v.scanAgents(initial)
	}
	if !v.watched[v.teams] && isDir(v.teams) {
		if err := v.add(v.teams); err != nil {
			return err
		}
		v.scanTeams(initial)
	}
	return nil
}

func (v *view) add(path string) error {
	if v.watched[path] {
		return nil
	}
	if err := v.fw.Add(path); err != nil {
		return fmt.Errorf("watch: %w", err)
	}
	v.watched[path] = true
	return nil
}

// resync is how often Run checks its watches and reads the ledger again.
const resync = time.Second

// resync re-adds the watches fsnotify no longer holds and, when one was
// lost, reads the folders again; a ledger whose watches all hold costs a
// few stat calls.
func (v *view) resync() {
	held := map[string]bool{}
	for _, p := range v.fw.WatchList() {
		held[filepath.Clean(p)] = true
	}
	lost := false
	for p := range v.watched {
		if !held[p] {
			delete(v.watched, p)
			lost = true
		}
	}
	if err := v.setup(false); err != nil {
		fmt.Fprintf(v.w, "watch: %v\n", err)
	}
	if lost {
		v.rescan()
	}
	v.checkStale()
}

func (v *view) rescan() {
	v.scanFailures(false)
	v.scanAgents(false)
	v.scanTeams(false)
}

func (v *view) handle(ev fsnotify.Event) {
	path := filepath.Clean(ev.Name)
	parent, name := filepath.Dir(path), filepath.Base(path)
	switch {
	case parent == v.agents:
		if id, ok := ledger.IsRecordFile(name); ok {
			v.record(id, path, false)
		}
	case parent == v.failures:
		if isFailureFile(name) && !ev.Has(fsnotify.Remove) && !ev.Has(fsnotify.Rename) {
			v.failure(path)
		}
	case parent == v.teams:
		if ledger.IsTeamFile(name) {
			v.team(path, false)
		}
	default:
		// The ledger directory, a folder of it or a parent of it changed:
		// a watch may be gone or a new one needed.
		if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
			for p := range v.watched {
				if p == path || strings.HasPrefix(p, path+string(filepath.Separator)) {
					v.fw.Remove(p)
					delete(v.watched, p)
				}
			}
		}
		if err := v.setup(false); err != nil {
			fmt.Fprintf(v.w, "watch: %v\n", err)
		}
	}
}

func (v *view) scanAgents(initial bool) {
	entries, err := os.ReadDir(v.agents)
	if err != nil {
		return
	}
	for _, e := range entries {
		if id, ok := ledger.IsRecordFile(e.Name()); ok {
			v.record(id, filepath.Join(v.agents, e.Name()), initial)
		}
	}
}

func (v *view) scanFailures(initial bool) {
	entries, err := os.ReadDir(v.failures)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !isFailureFile(e.Name()) {
			continue
		}
		if initial {
			v.reported[e.Name()] = true // history, not news
			continue
		}
		v.failure(filepath.Join(v.failures, e.Name()))
	}
}

// isFailureFile skips the temporary files dispatch failures are written
// through.
func isFailureFile(name string) bool {
	return strings.HasSuffix(name, ".md") && !strings.HasPrefix(name, ".")
}

// record reports what changed in an agent's record since it was last
// seen. At the start only open records are shown, as they stand.
func (v *view) record(id, path string, initial bool) {
	r, err := ledger.ReadRecordFile(path)
	if err != nil {
		return // replaced mid-read on some platforms; the next event reads it
	}
	if r == nil {
		delete(v.seen, id)
		return
	}
	prev, had := v.seen[id]
	cur := snapshot{state: r.State, rounds: len(r.Rounds), failure: r.FailurePath}
	v.seen[id] = cur
	if initial {
		switch r.State {
		case ledger.Pending, ledger.Delivered, ledger.Answered:
			v.printRound(r)
			if r.State != ledger.Pending {
				v.printState(r)
			}
		case ledger.Failed:
			if r.FailurePath != "" {
				v.reported[filepath.Base(r.FailurePath)] = true
			}
		}
		return
	}
	if had && prev == cur {
		return
	}
	newRound := cur.rounds > prev.rounds || (r.State == ledger.Pending && prev.state != ledger.Pending)
	if newRound && r.State != ledger.Failed {
		v.printRound(r)
	}
	if r.State == ledger.Failed {
		// Normally already shown from its dispatch-failure file, which is
		// written before the record points at it.
		if r.FailurePath != "" && !v.reported[filepath.Base(r.FailurePath)] {
			v.failure(r.FailurePath)
		}
		return
	}
	if r.State != ledger.Pending && (r.State != prev.state || newRound) {
		v.printState(r)
	}
}

func (v *view) printRound(r *ledger.Record) {
	cur := r.Current()
	if cur == nil {
		return
	}
	qs := cur.Request.Ask.Questions
	noun := "questions"
	if len(qs) == 1 {
		noun = "question"
	}
	fmt.Fprintf(v.w, "%s  pending    %s %s: %d %s\n", clock(cur.AskedAt), agentName(r), r.AgentID, len(qs), noun)
	for _, q := range qs {
		labels := make([]string, len(q.Options))
		for i, o := range q.Options {
			labels[i] = o.Label
		}
		multi := ""
		if q.MultiSelect {
			multi = " (several allowed)"
		}
		fmt.Fprintf(v.w, "    %s [%s]%s\n", oneLine(q.Question), strings.Join(labels, " | "), multi)
	}
}

func (v *view) printState(r *ledger.Record) {
	cur := r.Current()
	when := r.Updated
	switch r.State {
	case ledger.Delivered:
		fmt.Fprintf(v.w, "%s  delivered  %s %s: the orchestrator was told to ask\n", clock(when), agentName(r), r.AgentID)
	case ledger.Answered:
		fmt.Fprintf(v.w, "%s  answered   %s %s\n", clock(when), agentName(r), r.AgentID)
		if cur != nil {
			for _, q := range answerOrder(cur) {
				fmt.Fprintf(v.w, "    %s → %s\n", oneLine(q), oneLine(cur.Answers[q]))
			}
		}
	case ledger.Resumed:
		fmt.Fprintf(v.w, "%s  resumed    %s %s: the answers were sent back\n", clock(when), agentName(r), r.AgentID)
	}
}

// answerOrder lists answered questions in the order they were asked, then
// any answer to a question not in the round.
func answerOrder(cur *ledger.Round) []string {
	var out []string
	asked := map[string]bool{}
	for _, q := range cur.Request.Ask.Questions {
		asked[q.Question] = true
		if _, ok := cur.Answers[q.Question]; ok {
			out = append(out, q.Question)
		}
	}
	var extra []string
	for q := range cur.Answers {
		if !asked[q] {
			extra = append(extra, q)
		}
	}
	slices.Sort(extra)
	return append(out, extra...)
}

func (v *view) failure(path string) {
	name := filepath.Base(path)
	if v.reported[name] {
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return
	}
	h, err := ledger.ParseDispatchFailure(data)
	if err != nil {
		return
	}
	v.reported[name] = true
	typ := h.AgentType
	if typ == "" {
		typ = "(unknown type)"
	}
	phase := ""
	if h.Phase != "" {
		phase = " in phase " + oneLine(h.Phase)
	}
	broke := ""
	if len(h.Contracts) > 0 {
		broke = " (broke " + oneLine(strings.Join(h.Contracts, ", ")) + ")"
	}
	fmt.Fprintf(v.w, "%s  FAILED     %s %s: dispatch failure%s%s after %d attempts, %s\n",
		clock(h.Time), oneLine(typ), oneLine(h.AgentID), broke, phase, h.Attempts, path)
	for _, e := range h.Errors {
		fmt.Fprintf(v.w, "    - %s\n", oneLine(e))
	}
}

func agentName(r *ledger.Record) string {
	if r.AgentType == "" {
		return "(unknown type)"
	}
	return oneLine(r.AgentType)
}

// oneLine keeps one event on its own lines: text from payloads may hold
// line breaks.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

func clock(t time.Time) string {
	if t.IsZero() {
		t = time.Now()
	}
	return t.Local().Format("15:04:05")
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// nearestExisting is the closest parent of path that exists.
func nearestExisting(path string) string {
	for p := filepath.Dir(path); ; p = filepath.Dir(p) {
		if isDir(p) {
			return p
		}
		if _, err := os.Stat(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return ""
		}
		if filepath.Dir(p) == p {
			return ""
		}
	}
}
