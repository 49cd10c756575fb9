package prose

import (
	"bufio"
	"fmt"
	"os"
	"testing"
)

func TestZZGate(t *testing.T) {
	f, err := os.Open(os.Getenv("ZZF"))
	if err != nil {
		t.Skip()
	}
	sc := bufio.NewScanner(f)
	s := loadScorer()
	for sc.Scan() {
		line := sc.Text()
		ops := 0
		forEachSentence([]byte(line+"\n"), &ops, func(se sentence, ts []token, rules bool) {
			if !mayScore(ts) {
				fmt.Printf("GATE  %s\n", se.norm)
				return
			}
			r := newSentenceReader(ts, &ops)
			rs := r.readRoles()
			p, _ := s.score(scorerFeatures(r, rs))
			fmt.Printf("%.3f veto=%v %s\n", p, r.notTheAgents(rs), se.norm)
		})
	}
}
