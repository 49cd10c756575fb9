package envelope

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// Each form a question is written in besides the envelope is delivered
// like one, or blocked with the exact request to write (§7a): before
// these, each passed every contract and its question never reached the
// user.
func TestLostForms(t *testing.T) {
	dq := `{"id":"store","question":"Where should sessions live?","header":"Store","options":[{"label":"Redis","description":"fast"},{"label":"PostgreSQL"}]}`
	single := `{"question":"Where should sessions live?","header":"Store","options":[{"label":"Redis","description":"fast"},{"label":"PostgreSQL"}]}`
	tests := []struct {
		name   string
		msg    string
		form   Form
		ids    []string
		sf     string
		errs   []string // want a block whose reason holds each
		render string
	}{
		{
			name: "paused marker after a status label",
			msg:  "Work so far: the schema is drafted.\n\nStatus: PAUSED_FOR_INPUT: .state/run.md\n" + fence("json", `{"questions":[`+dq+`]}`),
			form: FormDialect, ids: []string{"store"}, sf: ".state/run.md",
		},
		{
			name: "awaiting marker at the end of a sentence",
			msg:  "I need one decision before I go on. AWAITING_USER_INPUT\n\n" + fence("json", `{"questions":[`+dq+`]}`),
			form: FormDialect, ids: []string{"store"},
		},
		{
			name: "marker with the object on its line",
			msg:  "AWAITING_USER_INPUT " + `{"questions":[` + dq + `]}` + "\n",
			form: FormDialect, ids: []string{"store"},
		},
		{
			name: "marker in bold inside a list item",
			msg:  "- **State:** `PAUSED_FOR_INPUT`\n\n" + fence("json", `{"questions":[`+dq+`]}`),
			form: FormDialect, ids: []string{"store"},
		},
		{
			name: "single-question object in a json block",
			msg:  "One thing to settle.\n\n" + fence("json", single),
			form: FormEnvelope, render: `{"questions":[{"question":"Where should sessions live?","header":"Store","options":[{"label":"Redis","description":"fast"},{"label":"PostgreSQL","description":""}],"multiSelect":false}]}`,
		},
		{
			name: "single-question object after a marker, no id",
			msg:  "PAUSED_FOR_INPUT: .state/run.md\n" + fence("json", single),
			form: FormDialect, ids: []string{"q1"}, sf: ".state/run.md",
		},
		{
			name: "single-question object after a marker, with its id",
			msg:  "AWAITING_USER_INPUT\n" + fence("json", dq),
			form: FormDialect, ids: []string{"store"},
		},
		{
			name: "single-question object with string options",
			msg:  fence("json", `{"question":"Where should sessions live?","header":"Store","options":["Redis","PostgreSQL"]}`),
			errs: []string{`holds one question: `, `option 1 is a bare string: write it as {"label":"Redis","description":""}`},
		},
		{
			name: "plain-text options after the marker",
			msg:  "PAUSED_FOR_INPUT: .state/run.md\n\nQuestion: Where should sessions live?\nOptions:\n1. Redis — fast, needs an instance per region\n2. PostgreSQL — no new service\n",
			errs: []string{
				"the question and its options are plain text",
				`"stateFile": ".state/run.md"`,
				`"question": "Where should sessions live?"`,
				`"header": "Sessions"`,
				`"label": "Redis"`, `"description": "fast, needs an instance per region"`,
				`"label": "PostgreSQL"`,
			},
		},
		{
			name: "plain-text options as a bulleted list after a mid-line marker",
			msg:  "Status: AWAITING_USER_INPUT\n\nWhich cache should the API use?\n\n- Memcached: simple\n- Redis: richer types\n",
			errs: []string{"the question and its options are plain text", `"label": "Memcached"`, `"header": "Cache"`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, errs := Find(markdown.Parse([]byte(tt.msg)))
			if len(tt.errs) > 0 {
				if req != nil || len(errs) == 0 {
					t.Fatalf("want a block, got request %+v and no violation", req)
				}
				all := dump(errs)
				for _, w := range tt.errs {
					if !strings.Contains(all, w) {
						t.Errorf("the violations do not say %q:\n%s", w, all)
					}
				}
				return
			}
			if len(errs) > 0 || req == nil {
				t.Fatalf("want a request, got %v (errors: %s)", req, dump(errs))
			}
			if req.Form != tt.form || strings.Join(req.IDs, ",") != strings.Join(tt.ids, ",") || req.StateFile != tt.sf {
				t.Errorf("form %s ids %v stateFile %q; want %s %v %q", req.Form, req.IDs, req.StateFile, tt.form, tt.ids, tt.sf)
			}
			if tt.render != "" && string(Render(req.Ask)) != tt.render {
				t.Errorf("renders\n%s\nwant\n%s", Render(req.Ask), tt.render)
			}
			if !MayHoldRequest([]byte(tt.msg)) {
				t.Error("MayHoldRequest is false for a message holding a request")
			}
		})
	}
}

// A marker named in prose, with no question after it, is a mention.
func TestMarkerMentionIsNoRequest(t *testing.T) {
	for _, msg := range []string{
		"The pipeline's `PAUSED_FOR_INPUT` marker is documented in the README.\n\nDone: three files changed.",
		"I removed the AWAITING_USER_INPUT handling from the parser.\n\n" + fence("json", `{"summary":"done"}`),
	} {
		req, errs := Find(markdown.Parse([]byte(msg)))
		if req != nil || len(errs) > 0 {
			t.Errorf("%q: got request %v, errors %s", msg, req, dump(errs))
		}
	}
}

// A question in task metadata becomes the exact envelope that asks it.
func TestTaskMetadataQuestion(t *testing.T) {
	q, asks, _ := FromTaskMetadata("3", json.RawMessage(`{"needs_input":true,"question":"Which region hosts the replica?","question_options":["eu-west-1 - closest to users","us-east-1"]}`))
	if !asks {
		t.Fatal("the metadata question was not read")
	}
	fix := TaskQuestionsFix([]TaskQuestion{q})
	start := strings.Index(fix, "```json\n")
	end := strings.LastIndex(fix, "```")
	if start < 0 || end <= start {
		t.Fatalf("no envelope in the fix:\n%s", fix)
	}
	env := fix[start : end+3]
	req, errs := Find(markdown.Parse([]byte(env)))
	if req == nil || len(errs) > 0 {
		t.Fatalf("the envelope the fix gives is not valid: %s\n%s", dump(errs), env)
	}
	if got := req.Ask.Questions[0]; got.Question != "Which region hosts the replica?" || got.Options[0].Label != "eu-west-1" || got.Options[0].Description != "closest to users" {
		t.Errorf("the envelope asks %+v", got)
	}
	if !strings.Contains(fix, "task #3") {
		t.Errorf("the fix does not name the task:\n%s", fix)
	}
	if _, asks, withdrawn := FromTaskMetadata("3", json.RawMessage(`{"needs_input":false}`)); asks || !withdrawn {
		t.Error("needs_input false must withdraw the question")
	}
	if _, asks, _ := FromTaskMetadata("3", json.RawMessage(`{"priority":"high"}`)); asks {
		t.Error("metadata without a question asks nothing")
	}
}
