package prose

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

func TestZZAgentsExtract(t *testing.T) {
	files, _ := filepath.Glob("/tmp/agentdocs/*.md")
	sort.Strings(files)
	seen := map[string]bool{}
	var b strings.Builder
	ops := 0
	s := loadScorer()
	for _, f := range files {
		data, _ := os.ReadFile(f)
		first, _, _ := strings.Cut(string(data), "\n")
		src := strings.TrimSuffix(strings.TrimPrefix(first, "<!-- "), " -->")
		forEachSentence(data, &ops, func(se sentence, ts []token, rules bool) {
			if !mayScore(ts) && !rules || seen[se.norm] || noHosts.MatchString(se.norm) || strings.ContainsAny(se.norm, "\t") {
				return
			}
			seen[se.norm] = true
			p := 0.0
			if mayScore(ts) {
				r := newSentenceReader(ts, &ops)
				rs := r.readRoles()
				if !r.notTheAgents(rs) {
					p, _ = s.score(scorerFeatures(r, rs))
				}
			}
			fmt.Fprintf(&b, "%s\t%v\t%.3f\t%s\n", strings.ReplaceAll(src, " ", ":"), rules, p, se.norm)
		})
	}
	os.WriteFile("/tmp/agents_cand.tsv", []byte(b.String()), 0o644)
}
