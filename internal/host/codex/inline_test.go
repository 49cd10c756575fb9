package codex

import (
	"regexp"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/testinputs"
)

// inlineEnabledRef is the regular expression inlineEnabled replaced,
// verbatim: the reference it is held to.
var inlineEnabledRef = regexp.MustCompile(`(^|[{,\s])enabled\s*=\s*true\b`)

// inlineEnabledCases are hand-picked values: each alternative before the
// key, each white space, the word boundary after true, near misses,
// Unicode and invalid UTF-8.
var inlineEnabledCases = []string{
	"", "{ enabled = true }", "{enabled=true}", "enabled = true", "{ enabled = false }",
	"{ a = 1, enabled = true }", "{ a = 1,enabled = true }", "{\tenabled\t=\ttrue\t}",
	"{\nenabled\n=\ntrue}", "{\fenabled\r=\rtrue}", "{\venabled = true}", "{ enabled = \vtrue}",
	"{ disabled = true }", "{ xenabled = true }", "{ enabled = trueish }", "{ enabled = true_ }",
	"{ enabled = true1 }", "{ enabled = true, x = 1 }", "{ enabled = true}", "{ enabled = true", "enabled=true",
	"{ enabled == true }", "{ enabled = = true }", "{ enabled = TRUE }", "{ Enabled = true }",
	"{ enabled = \"true\" }", "{ enabled: true }", "{ enabled = true\xff }", "{ enabled = trueé }",
	"{\u00a0enabled = true }", "{ enabled\u00a0= true }", "é enabled = true", "\xffenabled = true",
	"{ enabled = false, enabled = true }", "{ enabledenabled = true }", "{ enabled = enabled = true }",
	"[enabled = true]", ";enabled = true", "{ enabled  =  true }", "{ enabled = true}}",
}

func sameAsInlineEnabledRef(t *testing.T, v string) {
	t.Helper()
	if got, want := inlineEnabled(v), inlineEnabledRef.MatchString(v); got != want {
		t.Errorf("inlineEnabled(%q) = %v, regexp gives %v", v, got, want)
	}
}

// inlineEnabled agrees with its expression on the hand-picked values, on
// every line of the texts the repository's tests and test data give
// (internal/testinputs), and on the values of the configs among them.
func TestInlineEnabledMatchesRegexp(t *testing.T) {
	lines := testinputs.Lines(testinputs.Messages(t))
	for _, line := range lines {
		sameAsInlineEnabledRef(t, line)
		if _, value, ok := strings.Cut(line, "="); ok {
			sameAsInlineEnabledRef(t, strings.TrimSpace(value))
		}
	}
	if len(lines) < 10000 {
		t.Fatalf("only %d lines: the test data was not found", len(lines))
	}
	for _, v := range inlineEnabledCases {
		sameAsInlineEnabledRef(t, v)
	}
}

func FuzzInlineEnabled(f *testing.F) {
	for _, v := range inlineEnabledCases {
		f.Add(v)
	}
	f.Fuzz(sameAsInlineEnabledRef)
}
