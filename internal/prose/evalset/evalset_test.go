package evalset

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSecondReading(t *testing.T) {
	dir := t.TempDir()
	if got, err := SecondReading(dir); got != nil || err != nil {
		t.Fatalf("a set with no second reading: %v, %v; want nil, nil", got, err)
	}
	tsv := "# second reader\nagree.md\tblock no-deferral\ndiffer.md\tpass\nunsure.md\tunsure\nother-rule.md\tblock no-deferral\n\n"
	if err := os.WriteFile(filepath.Join(dir, SecondReadingFile), []byte(tsv), 0o644); err != nil {
		t.Fatal(err)
	}
	second, err := SecondReading(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(second) != 4 || second["unsure.md"] != "unsure" {
		t.Fatalf("read %v, want 4 labels", second)
	}
	cases := []Case{
		{File: "agree.md", Expect: "block", Rule: "no-deferral"},
		{File: "differ.md", Expect: "block", Rule: "open-questions"},
		{File: "unsure.md", Expect: "pass", Rule: "none"},
		{File: "other-rule.md", Expect: "block", Rule: "open-questions"},
		{File: "unread.md", Expect: "pass", Rule: "none"},
	}
	agreed := Agreed(cases, second)
	if len(agreed) != 1 || agreed[0].File != "agree.md" {
		t.Errorf("agreed %v, want only agree.md", agreed)
	}
	for _, bad := range []string{"x.md\tblock\n", "x.md\n", "x.md\tmaybe\n"} {
		if err := os.WriteFile(filepath.Join(dir, SecondReadingFile), []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := SecondReading(dir); err == nil || !strings.Contains(err.Error(), SecondReadingFile+":1") {
			t.Errorf("%q: error %v, want one naming the file and line 1", bad, err)
		}
	}
}
