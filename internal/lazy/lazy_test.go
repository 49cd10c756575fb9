package lazy

import (
	"sync"
	"testing"
)

var word = &Regexp{Expr: `\bw(\w+)`}

func TestRegexpCompilesOnceOnFirstUse(t *testing.T) {
	if word.re != nil {
		t.Fatal("compiled before its first use")
	}
	var wg sync.WaitGroup
	got := make([]string, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = word.Re().FindStringSubmatch("a word")[1]
		}()
	}
	wg.Wait()
	for _, g := range got {
		if g != "ord" {
			t.Fatalf("match %q, want ord", g)
		}
	}
	if word.Re() != word.re {
		t.Error("a second compile")
	}
}

func TestBadExpressionPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a bad expression compiled")
		}
	}()
	(&Regexp{Expr: `(`}).Re()
}
