package envelope

import (
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown"
)

// FuzzFind: any message is decided without a panic, and whatever Find calls
// valid renders to an AskUserQuestion input within every limit.
func FuzzFind(f *testing.F) {
	f.Add([]byte(fence("json", env(good))))
	f.Add([]byte("AWAITING_USER_INPUT\n" + fence("json", `{"questions":[{"id":"a","question":"Q?","header":"H","options":[{"label":"x"},{"label":"y"}]}]}`)))
	f.Add([]byte("````\n" + fence("json", env(good)) + "````\n"))
	f.Add([]byte("x {\"openQuestions\": [ {\"question\": `a` } ] }"))
	f.Add([]byte("```json\n{\"openQuestions\": [[[[[[[[[[[[]]]]]]]]]]]]}\n```"))
	f.Fuzz(func(t *testing.T, msg []byte) {
		req, errs := Find(markdown.Parse(msg))
		if req != nil && !MayHoldRequest(msg) {
			t.Fatal("a request in a message MayHoldRequest rules out")
		}
		if req != nil && len(errs) > 0 {
			t.Fatalf("a valid request with violations: %v", errs)
		}
		if req == nil {
			return
		}
		var back AskInput
		if err := json.Unmarshal(Render(req.Ask), &back); err != nil {
			t.Fatalf("render is not JSON: %v", err)
		}
		if n := len(back.Questions); n < 1 || n > MaxQuestions {
			t.Fatalf("%d questions passed", n)
		}
		for _, q := range back.Questions {
			if q.Question == "" || q.Header == "" || utf8.RuneCountInString(q.Header) > MaxHeaderRunes {
				t.Fatalf("bad question passed: %+v", q)
			}
			if n := len(q.Options); n < MinOptions || n > MaxOptions {
				t.Fatalf("%d options passed", n)
			}
			for _, o := range q.Options {
				if o.Label == "" || utf8.RuneCountInString(o.Description) > MaxDescriptionLen {
					t.Fatalf("bad option passed: %+v", o)
				}
			}
		}
		if req.Form == FormDialect && len(req.IDs) != len(req.Ask.Questions) {
			t.Fatalf("ids %v for %d questions", req.IDs, len(req.Ask.Questions))
		}
	})
}

// FuzzDialect: whatever follows a marker line, the dialect reader decides
// without a panic and keeps one id per question.
func FuzzDialect(f *testing.F) {
	f.Add("", `{"questions":[{"id":"a","question":"Q?","header":"H","options":[{"label":"x"},{"label":"y"}]}]}`)
	f.Add(": .state/x.json", "```json\n{\"stateFile\":1,\"questions\":[]}\n```")
	f.Add("", "\n\n~~~\n{\"questions\": [ {\"id\": \"\" } ]")
	f.Fuzz(func(t *testing.T, suffix, body string) {
		for _, marker := range []string{MarkerAwaiting, MarkerPaused + suffix} {
			req, errs := Find(markdown.Parse([]byte(marker + "\n" + body)))
			if req != nil && (len(errs) > 0 || len(req.IDs) != len(req.Ask.Questions)) {
				t.Fatalf("request %+v with errors %v", req, errs)
			}
		}
	})
}
