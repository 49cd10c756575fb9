package lazyre

import "testing"

var word = Regexp{Expr: `^w(or)d$`}

func TestCompiledOnFirstUse(t *testing.T) {
	var r Regexp
	r.Expr = `a+`
	if r.re != nil {
		t.Fatal("compiled before use")
	}
	first := r.Re()
	if !first.MatchString("caab") || first.MatchString("b") {
		t.Error("not the expression")
	}
	if r.Re() != first {
		t.Error("compiled twice")
	}
	if m := word.Re().FindStringSubmatch("word"); len(m) != 2 || m[1] != "or" {
		t.Errorf("word: %q", m)
	}
}

func TestBadExpressionPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a bad expression did not panic")
		}
	}()
	bad := Regexp{Expr: `(`}
	bad.Re()
}
