package prose

import (
	"os"
	"strings"
	"testing"
)

// dictionaryPath is the system's English word list (Debian's wamerican).
const dictionaryPath = "/usr/share/dict/words"

func dictionary(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(dictionaryPath)
	if err != nil {
		t.Skipf("no word list at %s (apt-get install wamerican): %v", dictionaryPath, err)
	}
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.Fields(string(data)) {
		w = strings.ToLower(w)
		if !seen[w] && !strings.ContainsRune(w, '\'') {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// No English word is read as a typo of another key word: a word within
// the edit distance of a fuzzy key is either the key's own inflection, a
// rare word far likelier to be the key misspelt ("chanel", "whither"), or
// listed in notTypos.
func TestFuzzyKeysReachNoWord(t *testing.T) {
	readAsKey := map[string]bool{
		"permissions": true, "mechanisms": true, "impossibly": true, "impossibles": true, "possibles": true,
		"questioningly": true, "chanel": true, "whither": true,
	}
	l := lex()
	for _, w := range dictionary(t) {
		if k := l.typoOf(w); k != "" && k != w && !readAsKey[w] {
			t.Errorf("the word %q is read as a typo of %q: add it to notTypos", w, k)
		}
	}
}

// The short misspellings are not words.
func TestMisspellingsAreNotWords(t *testing.T) {
	words := map[string]bool{}
	for _, w := range dictionary(t) {
		words[w] = true
	}
	for _, pair := range strings.Fields(misspellings) {
		m, _, _ := strings.Cut(pair, "=")
		if words[m] {
			t.Errorf("%q is an English word, not a misspelling", m)
		}
	}
	// The edit-distance match still mends long words.
	for typo, want := range map[string]string{"confrim": "confirm", "unavailabe": "unavailable", "clarifcation": "clarification", "posible": "possible"} {
		if got := lex().typoOf(typo); got != want {
			t.Errorf("typoOf(%q) = %q, want %q", typo, got, want)
		}
	}
}
