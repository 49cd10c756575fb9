package check

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/prose/evalset"
)

// The real-text sets are split by source, never by message: a source whose
// source_id hashes (sha256, first hex digit) to 0-5 is held out, any other
// belongs to the development set, no source is in both, and no source
// gives more than realMaxPerSource messages.

// realMaxPerSource is the most messages one source may give a set.
const realMaxPerSource = 12

// realHeldOut reports whether a source belongs to the held-out set.
func realHeldOut(sourceID string) bool {
	sum := sha256.Sum256([]byte(sourceID))
	d := hex.EncodeToString(sum[:1])[0]
	return d >= '0' && d <= '5'
}

func TestRealSetsSplitBySource(t *testing.T) {
	sets := []struct {
		name    string
		heldOut bool
		group   string // the sets a source's cap counts together
	}{{"real-dev", false, "mined"}, {"real-fresh", false, "mined"}, {"real-scan", false, "scan"}, {"heldout-real", true, "held out"}}
	// real-dev and real-fresh are both the development side: a source may
	// give to both, and its cap counts them together. real-scan is a
	// sample of another corpus from the same side, capped on its own.
	seen := map[string]bool{}     // source_id → held out
	perSource := map[string]int{} // group and source_id → messages
	for _, set := range sets {
		dir := filepath.Join(evalDir, set.name)
		if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) && set.heldOut {
			continue
		}
		cases, err := evalset.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(cases) == 0 {
			t.Fatalf("set %s has no cases", set.name)
		}
		for _, c := range cases {
			if c.Source == "" || c.SourceID == "" {
				t.Errorf("%s/%s: source and source_id are required", set.name, c.File)
				continue
			}
			if realHeldOut(c.SourceID) != set.heldOut {
				t.Errorf("%s/%s: source %q belongs to the other set by the split rule", set.name, c.File, c.SourceID)
			}
			// A repository's name is matched whatever its case: the
			// split hashes the id as written, so "Owner/Repo" and
			// "owner/repo" could land on two sides.
			id := strings.ToLower(c.SourceID)
			if held, ok := seen[id]; ok && held != set.heldOut {
				t.Errorf("%s/%s: source %q is on the other side too", set.name, c.File, c.SourceID)
			}
			seen[id] = set.heldOut
			perSource[set.group+" "+id]++
		}
	}
	for key, n := range perSource {
		if n > realMaxPerSource {
			t.Errorf("source %q gives %d messages, at most %d", key, n, realMaxPerSource)
		}
	}
}

// The split rule on known digits: "a" hashes to ca97…, a dev source;
// "b" to 3e23…, a held-out one.
func TestRealHeldOutDigit(t *testing.T) {
	if realHeldOut("a") || !realHeldOut("b") {
		t.Errorf("split rule: a held out %v, b held out %v", realHeldOut("a"), realHeldOut("b"))
	}
}
