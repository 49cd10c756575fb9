package markdown

import (
	"testing"
	"unicode/utf8"

	"github.com/yuin/goldmark/util"
)

// Link labels match as goldmark matches them (Unicode's full case
// folding): every character is folded to a key, and two characters share
// a key here exactly when they share one in goldmark. Labels are folded a
// character at a time in both, so equal labels follow.
func TestLinkLabelsFoldAsGoldmark(t *testing.T) {
	ours := map[string]string{}   // our key -> goldmark's
	theirs := map[string]string{} // goldmark's key -> ours
	folded := 0
	for r := rune(0x21); r <= 0x1ffff; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		o, g := linkReferenceKey([]byte(s)), util.ToLinkReference([]byte(s))
		if g != s {
			folded++
		}
		if prev, ok := ours[o]; ok && prev != g {
			t.Errorf("%U: our key %q is also %q's, but goldmark folds them apart (%q, %q)", r, o, prev, g, prev)
		}
		if prev, ok := theirs[g]; ok && prev != o {
			t.Errorf("%U: goldmark's key %q, but ours differ (%q, %q)", r, g, o, prev)
		}
		ours[o], theirs[g] = g, o
	}
	if folded < 1000 {
		t.Fatalf("goldmark folded only %d characters", folded)
	}
	for _, pair := range [][2]string{{"ẞ", "SS"}, {"Straße", "STRASSE"}, {"ﬀ", "FF"}, {"K", "k"}, {"  a \t b ", "A B"}} {
		if a, b := linkReferenceKey([]byte(pair[0])), linkReferenceKey([]byte(pair[1])); a != b {
			t.Errorf("%q and %q fold to %q and %q", pair[0], pair[1], a, b)
		}
	}
}
