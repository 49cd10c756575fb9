package envelope

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
)

// q builds one question object as JSON text.
func q(question, header string, labels ...string) string {
	var opts []string
	for _, l := range labels {
		opts = append(opts, `{"label":`+js(l)+`,"description":"d"}`)
	}
	return `{"question":` + js(question) + `,"header":` + js(header) + `,"options":[` + strings.Join(opts, ",") + `]}`
}

func js(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func env(questions ...string) string {
	return `{"openQuestions":[` + strings.Join(questions, ",") + `]}`
}

func fence(tag, body string) string { return "```" + tag + "\n" + body + "\n```\n" }

var good = q("Which database?", "Database", "PostgreSQL", "SQLite")

type want struct {
	valid  bool     // a request is returned
	errs   []string // each must appear in some violation message, in order of violations
	nerrs  int      // exact number of violations (when errs is set, defaults to len(errs))
	line   int      // line of the first violation, or of the request
	render string   // expected AskUserQuestion JSON when valid (optional)
}

func run(t *testing.T, msg string, w want) {
	t.Helper()
	req, errs := Find(markdown.Parse([]byte(msg)))
	n := w.nerrs
	if n == 0 {
		n = len(w.errs)
	}
	if len(errs) != n {
		t.Fatalf("got %d violations, want %d:\n%s\nmessage:\n%s", len(errs), n, dump(errs), msg)
	}
	for i, e := range w.errs {
		if !strings.Contains(errs[i].Message, e) {
			t.Errorf("violation %d = %q, want it to contain %q", i, errs[i].Message, e)
		}
		if errs[i].Contract != contract.Envelope {
			t.Errorf("violation %d has contract %s", i, errs[i].Contract)
		}
	}
	if w.valid != (req != nil) {
		t.Fatalf("valid = %v, want %v (errs: %s)", req != nil, w.valid, dump(errs))
	}
	if w.line > 0 {
		got := 0
		if req != nil {
			got = req.Line
		} else if len(errs) > 0 {
			got = errs[0].Line
		}
		if got != w.line {
			t.Errorf("line = %d, want %d", got, w.line)
		}
	}
	if w.render != "" {
		if got := string(Render(req.Ask)); got != w.render {
			t.Errorf("render =\n%s\nwant\n%s", got, w.render)
		}
	}
}

func dump(vs []contract.Violation) string {
	var b strings.Builder
	for _, v := range vs {
		b.WriteString("  " + v.String() + "\n")
	}
	return b.String()
}

func TestFinding(t *testing.T) {
	tests := []struct {
		name string
		msg  string
		want want
	}{
		{"no envelope at all", "All done. Tests pass.\n", want{}},
		{"valid envelope", "Findings.\n\n" + fence("json", env(good)), want{valid: true, line: 3}},
		{"info string any case", "x\n\n" + fence("JSON", env(good)), want{valid: true}},
		{"info string first word", "x\n\n" + fence(`json title="questions"`, env(good)), want{valid: true}},
		{"tilde fence", "x\n\n~~~JSON\n" + env(good) + "\n~~~\n", want{valid: true}},
		{"fence indented three spaces", "x\n\n   ```json\n   " + env(good) + "\n   ```\n", want{valid: true}},
		{"fence in a list item", "- Summary.\n\n  ```json\n  " + env(good) + "\n  ```\n", want{valid: true, line: 3}},
		{"unclosed json fence runs to the end", "x\n\n```json\n" + env(good) + "\n", want{valid: true}},
		{"prose after the envelope is fine", "x\n\n" + fence("json", env(good)) + "\nI will continue once answered.\n", want{valid: true}},
		{"a summary json block is ignored", "x\n\n" + fence("json", `{"status":"ok","files":3}`), want{}},
		{"summary json and an envelope", "x\n\n" + fence("json", `{"status":"ok"}`) + "\n" + fence("json", env(good)), want{valid: true, line: 7}},
		{
			"a second envelope is an error", fence("json", env(good)) + "\n" + fence("json", env(q("Other?", "Other", "A", "B"))),
			want{errs: []string{"one envelope per message; merge the questions"}, line: 5},
		},
		{
			"example inside a four-backtick fence, then the real one",
			"The format is:\n\n````markdown\n" + fence("json", env(q("Example?", "Ex", "A", "B"))) + "````\n\n" + fence("json", env(good)),
			want{valid: true, line: 9},
		},
		{"fence inside a block quote is quoted material", "> " + strings.ReplaceAll(fence("json", env(`{"bad":1}`)), "\n", "\n> ") + "\nDone.\n", want{}},
		{"inline code never counts", "Use `" + env(good) + "` as the format.\n", want{}},
		{"javascript naming a field is not a near miss", fence("js", "const x = { openQuestions: [] }"), want{}},

		// Near misses.
		{"untagged fence", "x\n\n" + fence("", env(good)), want{errs: []string{"untagged fenced block at line 3"}, line: 3}},
		{"js fence holding json", fence("js", env(good)), want{errs: []string{`tagged "js"`}}},
		{"jsonc with comments", fence("jsonc", "{\n // asks\n \"openQuestions\": [],\n}"), want{errs: []string{`tagged "jsonc"`}}},
		{"json5 trailing comma", fence("json5", `{"openQuestions": [1,2,],}`), want{errs: []string{`tagged "json5"`}}},
		{"yaml", fence("yaml", "openQuestions:\n  - question: Which?\n"), want{errs: []string{`tagged "yaml"`}}},
		{"yaml without the key is fine", fence("yaml", "name: x\n"), want{}},
		{"indented code block", "x\n\n    " + env(good) + "\n", want{errs: []string{"indented code block"}, line: 3}},
		{"object in a paragraph", "Here: " + env(good) + "\n", want{errs: []string{"plain text"}, line: 1}},
		{"pretty object in plain text", "Questions:\n{\n  \"openQuestions\": [\n    " + good + "\n  ]\n}\n", want{errs: []string{"plain text"}, line: 2}},
		{"json that does not parse but mentions the key", fence("json", `{"openQuestions": [ {"question": "x", } ]`), want{errs: []string{"not valid JSON"}}},
		// A broken json block is not a near miss: it is placed where it
		// breaks (message line and column, the line quoted) and the fix is
		// the mistake's own, never "use a json block".
		{
			"trailing comma in a list item's fence", "- Summary.\n\n  ```json\n  {\"openQuestions\": [\n    {\"question\": \"x\"},\n  ]}\n  ```\n",
			want{errs: []string{"the json block at line 3 is not valid JSON: a trailing comma before ] at line 5, column 22: `{\"question\": \"x\"},`; remove the comma after the last item"}, line: 5},
		},
		{
			"comment in the envelope", "x\n\n```json\n{\n  // one question\n  \"openQuestions\": []\n}\n```\n",
			want{errs: []string{"a comment: JSON has none at line 5, column 3: `// one question`; remove the comment"}, line: 5},
		},
		{
			"single quotes in the envelope", "```json\n{'openQuestions': []}\n```\n",
			want{errs: []string{"single quotes at line 2, column 2"}, line: 2},
		},
		{"json that does not parse without the key", fence("json", `{"a": }`), want{}},
		{"openQuestions not an array", fence("json", `{"openQuestions": {"question":"x"}}`), want{errs: []string{"must be an array of questions, not an object"}}},
		{"outer fence with markdown example is not a near miss", "````\n" + fence("json", env(good)) + "````\n", want{}},

		// Counts.
		{"zero questions", fence("json", env()), want{errs: []string{"omit the envelope when you have nothing to ask"}}},
		{"four questions", fence("json", env(q("A?", "A", "x", "y"), q("B?", "B", "x", "y"), q("C?", "C", "x", "y"), q("D?", "D", "x", "y"))), want{valid: true}},
		{
			"five questions", fence("json", env(q("A?", "A", "x", "y"), q("B?", "B", "x", "y"), q("C?", "C", "x", "y"), q("D?", "D", "x", "y"), q("E?", "E", "x", "y"))),
			want{errs: []string{"ask at most 4; move the rest under a `## Open questions (deferred)` heading"}},
		},
		{"one option", fence("json", env(q("A?", "A", "x"))), want{errs: []string{"has 1 option; give 2 to 4"}}},
		{"five options", fence("json", env(q("A?", "A", "a", "b", "c", "d", "e"))), want{errs: []string{"has 5 options"}}},
		{"no options", fence("json", env(`{"question":"A?","header":"A"}`)), want{errs: []string{"has no options"}}},
		{"options not an array", fence("json", env(`{"question":"A?","header":"A","options":"x, y"}`)), want{errs: []string{"options must be an array"}}},

		// Questions.
		{"question missing", fence("json", env(`{"header":"A","options":[{"label":"x"},{"label":"y"}]}`)), want{errs: []string{"has no question"}}},
		{"question empty after trimming", fence("json", env(q("   ", "A", "x", "y"))), want{errs: []string{"question is empty"}}},
		{"question not a string", fence("json", env(`{"question":5,"header":"A","options":[{"label":"x"},{"label":"y"}]}`)), want{errs: []string{"question must be a string, not a number"}}},
		{"duplicate questions (trimmed, any case)", fence("json", env(q("Which DB?", "A", "x", "y"), q(" which db? ", "B", "x", "y"))), want{errs: []string{`question 2 ("which db?") repeats question 1; questions must be unique`}}},
		{"question not an object", fence("json", env(`"Which DB?"`)), want{errs: []string{"must be an object"}}},
		{"header missing", fence("json", env(`{"question":"A?","options":[{"label":"x"},{"label":"y"}]}`)), want{errs: []string{"has no header"}}},
		{"header of 12 runes passes", fence("json", env(q("A?", "ÄÖÜäöüßéèêëï", "x", "y"))), want{valid: true}},
		{"header of 13 characters", fence("json", env(q("A?", "Rate limiting", "x", "y"))), want{errs: []string{`header "Rate limiting" is 13 characters; at most 12`}}},
		{"header trimmed before counting", fence("json", env(q("A?", "  Rate limit  ", "x", "y"))), want{valid: true}},
		{"multiSelect true", fence("json", env(`{"question":"A?","header":"A","multiSelect":true,"options":[{"label":"x"},{"label":"y"}]}`)), want{
			valid:  true,
			render: `{"questions":[{"question":"A?","header":"A","options":[{"label":"x","description":""},{"label":"y","description":""}],"multiSelect":true}]}`,
		}},
		{"multiSelect not a boolean", fence("json", env(`{"question":"A?","header":"A","multiSelect":"yes","options":[{"label":"x"},{"label":"y"}]}`)), want{errs: []string{"multiSelect must be true or false"}}},
		{"unknown key with suggestion", fence("json", env(`{"question":"A?","header":"A","multiselect":true,"options":[{"label":"x"},{"label":"y"}]}`)), want{errs: []string{`unknown key "multiselect" (did you mean "multiSelect"?)`}}},
		{"unknown key without suggestion", fence("json", env(`{"question":"A?","header":"A","priority":1,"options":[{"label":"x"},{"label":"y"}]}`)), want{errs: []string{`unknown key "priority" (allowed: question, header, options, multiSelect)`}}},
		{"extra top-level keys are allowed", fence("json", `{"summary":"x","openQuestions":[`+good+`]}`), want{valid: true}},

		// Options.
		{"label missing", fence("json", env(`{"question":"A?","header":"A","options":[{"description":"d"},{"label":"y"}]}`)), want{errs: []string{"option 1 has no label"}}},
		{"label empty", fence("json", env(q("A?", "A", " ", "y"))), want{errs: []string{"label is empty"}}},
		{"duplicate labels (any case)", fence("json", env(q("A?", "A", "Yes", "yes"))), want{errs: []string{"labels must be unique within a question"}}},
		{"same label in two questions is fine", fence("json", env(q("A?", "A", "Yes", "No"), q("B?", "B", "Yes", "No"))), want{valid: true}},
		{"description missing means empty", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x"},{"label":"y"}]}`)), want{
			valid:  true,
			render: `{"questions":[{"question":"A?","header":"A","options":[{"label":"x","description":""},{"label":"y","description":""}],"multiSelect":false}]}`,
		}},
		{"description of 200 characters", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x","description":"`+strings.Repeat("é", 200)+`"},{"label":"y"}]}`)), want{valid: true}},
		{"description of 201 characters", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x","description":"`+strings.Repeat("a", 201)+`"},{"label":"y"}]}`)), want{errs: []string{"description is 201 characters; at most 200"}}},
		{"description not a string", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x","description":null},{"label":"y"}]}`)), want{errs: []string{"description must be a string"}}},
		{"preview kept", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x","preview":"code"},{"label":"y"}]}`)), want{
			valid:  true,
			render: `{"questions":[{"question":"A?","header":"A","options":[{"label":"x","description":"","preview":"code"},{"label":"y","description":""}],"multiSelect":false}]}`,
		}},
		{"preview not a string", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x","preview":1},{"label":"y"}]}`)), want{errs: []string{"preview must be a string"}}},
		{"unknown option key", fence("json", env(`{"question":"A?","header":"A","options":[{"label":"x","desc":"d"},{"label":"y"}]}`)), want{errs: []string{`unknown key "desc"`}}},
		{"option not an object", fence("json", env(`{"question":"A?","header":"A","options":["x","y"]}`)), want{nerrs: 2, errs: []string{`option 1 is a bare string: write it as {"label":"x","description":""}`}}},

		// An envelope indented four spaces is indented code.
		{
			"fence indented four spaces", "Two designs.\n\n    ```json\n    " + env(q("A?", "A", "x", "y")) + "\n    ```\n",
			want{errs: []string{"indented code block at line 3 holds openQuestions (indented blocks are never read as envelopes; start the fence at most 3 spaces in)"}},
		},

		// The key misspelt.
		{"key in the wrong case", fence("json", `{"openquestions":[`+good+`]}`), want{errs: []string{`has the key "openquestions", not "openQuestions" (keys are case-sensitive)`}}},
		{"key in snake case", fence("json", `{"open_questions":[`+good+`]}`), want{errs: []string{`has the key "open_questions"`}}},
		{"unrelated summary block", fence("json", `{"summary":"done","questions_answered":3}`), want{}},

		// A near miss beside a valid envelope: merge, not wrap.
		{
			"near miss beside a valid envelope", fence("json", env(q("A?", "A", "x", "y"))) + "\n" + fence("", env(q("B?", "B", "x", "y"))),
			want{errs: []string{"move them into the openQuestions envelope (one per message) and drop this block"}},
		},
		{
			"near miss alone", fence("", env(q("B?", "B", "x", "y"))),
			want{errs: []string{"put the envelope in a fenced block tagged json"}},
		},

		// Every error is reported, with its own line.
		{
			"all errors reported", fence("json", "{\n\"openQuestions\": [\n"+q("A?", "Much too long header", "x")+",\n"+q("B?", "", "y", "y")+"\n]\n}"),
			want{nerrs: 4, line: 4},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { run(t, tt.msg, tt.want) })
	}
}

func TestRenderTrimsAndFillsDefaults(t *testing.T) {
	msg := fence("json", `{"openQuestions":[{"question":"  How should rate limiting work? ","header":" Rate limit ","options":[
 {"label":" Token bucket per IP (Recommended) ","description":" Simple. "},
 {"label":"Sliding window per IP"}]}]}`)
	run(t, msg, want{valid: true, render: `{"questions":[{"question":"How should rate limiting work?","header":"Rate limit","options":[{"label":"Token bucket per IP (Recommended)","description":"Simple."},{"label":"Sliding window per IP","description":""}],"multiSelect":false}]}`})
}

func TestErrorLines(t *testing.T) {
	msg := "Intro.\n\n```json\n{\n  \"openQuestions\": [\n    {\n      \"question\": \"A?\",\n      \"header\": \"Far too long a header\",\n      \"options\": [{\"label\": \"x\"}, {\"label\": \"y\"}]\n    }\n  ]\n}\n```\n"
	_, errs := Find(markdown.Parse([]byte(msg)))
	if len(errs) != 1 || errs[0].Line != 8 {
		t.Fatalf("want one violation on line 8 (the header), got:\n%s", dump(errs))
	}
}

func TestDialect(t *testing.T) {
	dq := `{"id":"store","question":"Where should sessions live?","header":"Store","options":[{"label":"Redis","description":"fast"},{"label":"PostgreSQL"}]}`
	tests := []struct {
		name string
		msg  string
		want want
		ids  []string
		ctx  string
		sf   string
	}{
		{"awaiting with a json fence", "Paused.\n\nAWAITING_USER_INPUT\n" + fence("json", `{"context":"two designs","questions":[`+dq+`]}`), want{valid: true, line: 3}, []string{"store"}, "two designs", ""},
		{"awaiting with bare json", "AWAITING_USER_INPUT\n{\"questions\":[" + dq + "]}\n", want{valid: true, line: 1}, []string{"store"}, "", ""},
		{"awaiting after blank lines", "AWAITING_USER_INPUT\n\n\n" + fence("", `{"questions":[`+dq+`]}`), want{valid: true}, []string{"store"}, "", ""},
		{"paused with a state file", "Work so far.\n\nPAUSED_FOR_INPUT: .state/run.json\n" + fence("json", `{"questions":[`+dq+`]}`), want{valid: true, line: 3}, []string{"store"}, "", ".state/run.json"},
		{"stateFile field wins over the marker path", "PAUSED_FOR_INPUT: a.json\n" + fence("json", `{"stateFile":"b.json","questions":[`+dq+`]}`), want{valid: true}, []string{"store"}, "", "b.json"},
		{"marker followed by broken json", "AWAITING_USER_INPUT\n" + fence("json", `{"questions": [`), want{errs: []string{"AWAITING_USER_INPUT at line 1: the JSON object after it is not valid JSON: the JSON ends before every { and [ is closed (missing closing brackets and braces ]}) at line 3, column 15"}}, nil, "", ""},
		{"marker followed by nothing", "AWAITING_USER_INPUT\n\nThat is all.\n", want{errs: []string{"must be followed by a JSON object"}}, nil, "", ""},
		{"empty questions", "AWAITING_USER_INPUT\n{\"questions\":[]}\n", want{errs: []string{"questions is empty: leave the request out when you have nothing to ask"}}, nil, "", ""},
		{"no questions array", "AWAITING_USER_INPUT\n" + fence("json", `{"context":"x"}`), want{errs: []string{`no "questions" array`}}, nil, "", ""},
		{"ids required", "AWAITING_USER_INPUT\n" + fence("json", `{"questions":[{"question":"A?","header":"A","options":[{"label":"x"},{"label":"y"}]}]}`), want{errs: []string{"has no id"}}, nil, "", ""},
		{"ids unique", "AWAITING_USER_INPUT\n" + fence("json", `{"questions":[`+dq+`,`+strings.Replace(dq, "Where should sessions live?", "Other?", 1)+`]}`), want{errs: []string{"ids must be unique"}}, nil, "", ""},
		{"same limits as the envelope", "AWAITING_USER_INPUT\n" + fence("json", `{"questions":[`+strings.Replace(dq, `"Store"`, `"Session store location"`, 1)+`]}`), want{errs: []string{"at most 12"}}, nil, "", ""},
		{"marker mid-line is not a marker", "I am not AWAITING_USER_INPUT here.\n", want{}, nil, "", ""},
		{"marker in a block quote is quoted", "> AWAITING_USER_INPUT\n> {\"questions\": []}\n", want{}, nil, "", ""},
		{"envelope and dialect together", fence("json", env(good)) + "\nAWAITING_USER_INPUT\n" + fence("json", `{"questions":[`+dq+`]}`), want{errs: []string{"one question request per message"}}, nil, "", ""},
		{"two markers", "AWAITING_USER_INPUT\n" + fence("json", `{"questions":[`+dq+`]}`) + "\nAWAITING_USER_INPUT\n" + fence("json", `{"questions":[`+dq+`]}`), want{errs: []string{"one question request per message"}}, nil, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run(t, tt.msg, tt.want)
			if !tt.want.valid {
				return
			}
			req, _ := Find(markdown.Parse([]byte(tt.msg)))
			if req.Form != FormDialect {
				t.Errorf("form = %s", req.Form)
			}
			if strings.Join(req.IDs, ",") != strings.Join(tt.ids, ",") || req.Context != tt.ctx || req.StateFile != tt.sf {
				t.Errorf("ids %v context %q stateFile %q; want %v %q %q", req.IDs, req.Context, req.StateFile, tt.ids, tt.ctx, tt.sf)
			}
		})
	}
}

// The dialect and the equivalent envelope become the same AskUserQuestion input.
func TestDialectRoundTripsToTheEnvelopeInput(t *testing.T) {
	dialect := "AWAITING_USER_INPUT\n" + fence("json", `{"questions":[{"id":"db","question":"Which database?","header":"Database","options":[{"label":"PostgreSQL","description":"d"},{"label":"SQLite","description":"d"}]}]}`)
	a, errs := Find(markdown.Parse([]byte(dialect)))
	if a == nil {
		t.Fatalf("dialect invalid: %s", dump(errs))
	}
	b, errs := Find(markdown.Parse([]byte(fence("json", env(good)))))
	if b == nil {
		t.Fatalf("envelope invalid: %s", dump(errs))
	}
	if string(Render(a.Ask)) != string(Render(b.Ask)) {
		t.Fatalf("dialect renders\n%s\nenvelope renders\n%s", Render(a.Ask), Render(b.Ask))
	}
}

func TestSuggest(t *testing.T) {
	for k, want := range map[string]string{
		"multiselect": "multiSelect", "multi_select": "multiSelect", "questoin": "question",
		"Header": "header", "option": "options", "zzzzzz": "",
	} {
		if got := suggest(k, questionKeys); got != want {
			t.Errorf("suggest(%q) = %q, want %q", k, got, want)
		}
	}
}

func TestStripJSONC(t *testing.T) {
	in := "{\n // c\n \"a\": \"// not a comment\", /* b */\n \"c\": [1,2,],\n}"
	var m map[string]any
	if err := json.Unmarshal(stripJSONC([]byte(in)), &m); err != nil {
		t.Fatalf("%v: %s", err, stripJSONC([]byte(in)))
	}
	if m["a"] != "// not a comment" {
		t.Fatalf("string content changed: %v", m["a"])
	}
}

func TestMayHoldRequest(t *testing.T) {
	for msg, want := range map[string]bool{
		fence("json", env(good)):           true,
		"AWAITING_USER_INPUT\n{}":          true,
		"PAUSED_FOR_INPUT: x.json":         true,
		"All done; the tests pass.":        false,
		fence("json", `{"questions": []}`): false,
	} {
		if got := MayHoldRequest([]byte(msg)); got != want {
			t.Errorf("MayHoldRequest(%q) = %v, want %v", msg, got, want)
		}
	}
}
