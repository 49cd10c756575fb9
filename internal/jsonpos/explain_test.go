package jsonpos

import (
	"strings"
	"testing"
)

// Each mistake people make in an envelope is named, placed at the byte at
// fault (shown as »), and given its own fix.
func TestExplain(t *testing.T) {
	for _, c := range []struct {
		name, src string
		at        string // the text from the fault on
		msg, fix  string
	}{
		{"trailing comma in a list", "{\"options\": [\n  {\"label\": \"A\"},\n  {\"label\": \"B\"},\n]}", ",\n]}", "a trailing comma before ]", "remove the comma after the last item"},
		{"trailing comma in an object", `{"header": "DB", "multiSelect": false, }`, ", }", "a trailing comma before }", "remove the comma"},
		{"missing closing brace", "{\"openQuestions\": [\n  {\"question\": \"Which?\"}\n]\n", "]\n", "the JSON ends before every { and [ is closed (missing closing brace })", "add }"},
		{"missing brackets and braces", `{"openQuestions": [{"question": "Which?"`, `"`, "missing closing brackets and braces }]}", "add }]}"},
		{"unclosed string", `{"question": "Which`, `"Which`, "a string is not closed", `add the closing "`},
		{"unquoted key", `{"openQuestions": [{question: "Which?"}]}`, `question: "Which?"}]}`, "the key question is not in double quotes", `write it as "question"`},
		{"single quotes", `{'openQuestions': []}`, `'openQuestions'`, "single quotes", "double quotes"},
		{"line comment", "{\n  // the one question\n  \"openQuestions\": []\n}", "// the one", "a comment: JSON has none", "remove the comment"},
		{"block comment", `{"openQuestions": /* none yet */ []}`, "/* none", "a comment: JSON has none", "remove the comment"},
		{"missing comma", "{\"question\": \"Which?\"\n \"header\": \"DB\"}", `"header"`, "a comma is missing before this item", "add a comma"},
		{"bare word value", `{"header": Database}`, "Database}", "the bare word Database", `"Database"`},
		{"extra closing brace", `{"openQuestions": []}}`, "}", "an extra } after the end of the JSON", "remove it"},
		{"closer of the wrong kind", `{"openQuestions": [{"q": 1}}}`, "}}", "} where ] was expected", "close the [ opened before with ]"},
		{"text after the object", "{\"openQuestions\": []}\nThanks!", "Thanks!", "text after the end of the JSON", "keep only the one JSON object"},
		{"empty", "  \n", "", "the block is empty", "write the JSON object"},
		{"cut off by a closing fence", "{\"questions\": [\n```\nMore text.", "[\n```", "missing closing brackets and braces ]}", "add ]}"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := Explain([]byte(c.src), false)
			if p == nil {
				t.Fatal("valid")
			}
			if got := c.src[p.Off:]; !strings.HasPrefix(got, c.at) {
				t.Errorf("fault at %q, want at %q", got, c.at)
			}
			if !strings.Contains(p.Msg, c.msg) || !strings.Contains(p.Fix, c.fix) {
				t.Errorf("said %q / %q; want %q / %q", p.Msg, p.Fix, c.msg, c.fix)
			}
		})
	}
	if p := Explain([]byte(`{"openQuestions": []}`), false); p != nil {
		t.Errorf("valid JSON explained as %+v", p)
	}
	if p := Explain([]byte("{\"questions\": []}\nand then prose"), true); p != nil {
		t.Errorf("trailing text with trailingOK explained as %+v", p)
	}
}

func TestLineCol(t *testing.T) {
	src := []byte("{\n  \"é\": 1,\n}")
	off := strings.Index(string(src), ",")
	if l, c := LineCol(src, off); l != 2 || c != 9 {
		t.Fatalf("LineCol = %d:%d, want 2:9 (columns count characters)", l, c)
	}
	if got := LineAt(src, off); got != `  "é": 1,` {
		t.Fatalf("LineAt = %q", got)
	}
}

func TestExplainEscapedQuote(t *testing.T) {
	// An escaped quote does not end the string: the trailing comma is found.
	p := Explain([]byte(`{"question": "Is \"A\" right?", }`), false)
	if p == nil || p.Msg != "a trailing comma before }" {
		t.Fatalf("%+v", p)
	}
	p = Explain([]byte(`{"question": "Is \"A`), false)
	if p == nil || p.Msg != "a string is not closed" || p.Off != 13 {
		t.Fatalf("%+v", p)
	}
}
