// Package hooktest holds what the tests of every host adapter share: their
// real payloads read from testdata/, and the fuzzing of a decoder.
package hooktest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
)

// Fixture reads testdata/name, a payload the host really sent.
func Fixture(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// FuzzDecode fuzzes an adapter's decoder from the given seeds (fixture
// names): no input panics, every failure wraps hook.ErrNotEvent, and a
// decoded event always names its event.
func FuzzDecode(f *testing.F, decode func([]byte) (*hook.Event, error), fixtures []string, seeds ...string) {
	for _, name := range fixtures {
		f.Add(Fixture(f, name))
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := decode(data)
		if err != nil {
			if !errors.Is(err, hook.ErrNotEvent) {
				t.Fatalf("error not wrapping ErrNotEvent: %v", err)
			}
			return
		}
		if ev.Name == "" {
			t.Fatal("decoded an event without a name")
		}
	})
}

// MustDecode decodes the fixture name with decode, failing the test when
// it is not an event.
func MustDecode(t *testing.T, decode func([]byte) (*hook.Event, error), name string) *hook.Event {
	t.Helper()
	ev, err := decode(Fixture(t, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return ev
}

// EncodeCase is one row of an adapter's table of answers: the answer to
// Event with decision D is Want on stdout ("" for none), and exit 0. An
// alias of an unnamed struct, so that the tables stay one row a line.
type EncodeCase = struct {
	Event string
	D     hook.Decision
	Want  string
}

// CheckEncode runs the cases through encode: each answer is exactly Want,
// one line of JSON or nothing, never a non-zero exit or stderr.
func CheckEncode(t *testing.T, encode func(string, hook.Decision) hook.Answer, cases []EncodeCase) {
	t.Helper()
	for _, c := range cases {
		a := encode(c.Event, c.D)
		got := strings.TrimSuffix(string(a.Stdout), "\n")
		if got != c.Want || a.Code != 0 || len(a.Stderr) != 0 {
			t.Errorf("Encode(%s, %+v) = %q (exit %d, stderr %q), want %q", c.Event, c.D, got, a.Code, a.Stderr, c.Want)
		}
		if got != "" && (strings.Count(string(a.Stdout), "\n") != 1 || !strings.HasSuffix(string(a.Stdout), "}\n")) {
			t.Errorf("Encode(%s): not one line of JSON: %q", c.Event, a.Stdout)
		}
	}
}
