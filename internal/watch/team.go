package watch

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/team"
)

// teamSnap is what the view remembers of a team file.
type teamSnap struct {
	name    string
	members map[string]memberSnap
	tasks   map[string]taskSnap
	stale   map[string]bool // task id + since of the waits already shown stale
}

type memberSnap struct {
	definition string
	blockAt    time.Time
}

type taskSnap struct {
	subject, status, owner string
	step                   ledger.State
	wait                   *team.Wait
	rejected, revision     int // the newest rejection's revision number, and the owner's
}

func (v *view) scanTeams(initial bool) {
	entries, err := os.ReadDir(v.teams)
	if err != nil {
		return
	}
	for _, e := range entries {
		if ledger.IsTeamFile(e.Name()) {
			v.team(filepath.Join(v.teams, e.Name()), initial)
		}
	}
}

// team reports what changed in a team since it was last seen: teammates
// joining, tasks changing hands or status, completion steps, waits, blocks.
// At the start only the tasks in progress are shown, and stale waits.
func (v *view) team(path string, initial bool) {
	t, err := ledger.ReadTeamFile(path)
	if err != nil || t == nil {
		return
	}
	now := time.Now()
	prev := v.teamSeen[path]
	if prev == nil {
		prev = &teamSnap{members: map[string]memberSnap{}, tasks: map[string]taskSnap{}, stale: map[string]bool{}}
		v.teamSeen[path] = prev
	}
	for _, name := range t.Names() {
		m := t.Members[name]
		cur := memberSnap{definition: m.Definition}
		if m.LastBlock != nil {
			cur.blockAt = m.LastBlock.At
		}
		old, had := prev.members[name]
		prev.members[name] = cur
		if initial || name == team.Lead {
			continue
		}
		if !had {
			fmt.Fprintf(v.w, "%s  joined     %s in team %s%s\n", clock(m.Joined), oneLine(name), oneLine(t.Name), definitionNote(m.Definition))
		}
		if m.LastBlock != nil && !cur.blockAt.Equal(old.blockAt) {
			fmt.Fprintf(v.w, "%s  blocked    %s at %s: %s\n", clock(m.LastBlock.At), oneLine(name), m.LastBlock.Event, oneLine(m.LastBlock.Reason))
		}
	}
	var tasks []*ledger.Task
	for _, task := range t.Tasks {
		tasks = append(tasks, task)
	}
	ledger.SortTasks(tasks)
	for _, task := range tasks {
		cur := taskSnap{subject: task.Subject, status: task.Status, owner: task.Owner, step: task.Step, wait: team.StoredWait(task, now), revision: team.StoredRevision(task)}
		rej, of := team.StoredRejection(task, now)
		if rej != nil {
			cur.rejected = rej.Revision
		}
		old, had := prev.tasks[task.ID]
		prev.tasks[task.ID] = cur
		name := fmt.Sprintf("%s task %s", oneLine(t.Name), task.ID)
		if task.Subject != "" {
			name += " (" + oneLine(task.Subject) + ")"
		}
		who := orNone(task.Owner)
		switch {
		case initial && task.Status != "in_progress":
		case !had || cur.status != old.status || cur.owner != old.owner:
			fmt.Fprintf(v.w, "%s  task       %s: %s, owner %s\n", clock(task.Updated), name, orNone(task.Status), who)
		}
		if !initial && had && cur.step != old.step && cur.step != ledger.None {
			fmt.Fprintf(v.w, "%s  step       %s on %s: %s\n", clock(task.Updated), who, name, stepText(cur.step))
		}
		if !initial && had && cur.rejected != old.rejected && rej != nil {
			fmt.Fprintf(v.w, "%s  rejected   %s's %s on %s (revision %d): %s\n", clock(task.Updated), who, of, name, rej.Revision, oneLine(rej.Reason))
		}
		if !initial && had && cur.revision != old.revision && cur.revision > 0 {
			fmt.Fprintf(v.w, "%s  revision   %s on %s: revision %d stored\n", clock(task.Updated), who, name, cur.revision)
		}
		if !initial && had && !sameWait(cur.wait, old.wait) {
			if cur.wait == nil {
				fmt.Fprintf(v.w, "%s  waits      %s on %s: no longer waits\n", clock(task.Updated), who, name)
			} else {
				fmt.Fprintf(v.w, "%s  waits      %s on %s: %s\n", clock(task.Updated), who, name, team.WaitText(cur.wait, false))
			}
		}
	}
	prev.name = t.Name
	v.staleWaits(prev, now)
}

// staleWaits shows, once each, the waits of tasks in progress that went
// stale: Run checks them every second, since time alone makes them so.
func (v *view) staleWaits(snap *teamSnap, now time.Time) {
	for id, task := range snap.tasks {
		if task.status != "in_progress" || task.wait == nil || !task.wait.Stale(now) {
			continue
		}
		key := id + " " + task.wait.Since.String()
		if snap.stale[key] {
			continue
		}
		snap.stale[key] = true
		fmt.Fprintf(v.w, "%s  STALE      %s on %s task %s: %s, over %d minutes\n", clock(now), orNone(task.owner), oneLine(snap.name), id, team.WaitText(task.wait, false), int(team.StaleAfter/time.Minute))
	}
}

// checkStale is the once-a-second look at the waits of every team seen.
func (v *view) checkStale() {
	now := time.Now()
	for _, snap := range v.teamSeen {
		v.staleWaits(snap, now)
	}
}

func sameWait(a, b *team.Wait) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func stepText(s ledger.State) string {
	switch s {
	case ledger.HandedOff:
		return "stored its HANDOFF"
	case ledger.Reported:
		return "told the lead"
	case ledger.Waiting:
		return "waits for the lead to complete it"
	}
	return string(s)
}

func definitionNote(def string) string {
	if def == "" {
		return ""
	}
	return " (" + oneLine(def) + ")"
}

func orNone(s string) string {
	if s == "" {
		return "-"
	}
	return oneLine(s)
}
