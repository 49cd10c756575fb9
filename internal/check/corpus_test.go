package check_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/result"
)

// corpusMessage is a final message found in the repository, with the
// project it is checked against ("" for none: its references then fail,
// and it does not pass today).
type corpusMessage struct {
	where, text, project string
}

// Comparing quoted code is the one rule that could make a message fail
// that passed before it existed. Every result message in the repository's
// test data, its end-to-end tests and its CLI scripts is checked here as
// the hook checks it: a message that keeps every other rule must keep this
// one too, unless it is a real misquote (named *.misquote.md), which must
// then fail on its quotes and nothing else.
func TestNoPassingMessageStartsFailing(t *testing.T) {
	root := filepath.Join("..", "..")
	var msgs []corpusMessage
	msgs = append(msgs, turnMessages(t, filepath.Join(root, "internal", "result", "testdata", "turns"))...)
	msgs = append(msgs, scriptMessages(t, filepath.Join(root, "cmd", "team-hook", "testdata", "script"))...)
	msgs = append(msgs, goMessages(t, filepath.Join(root, "e2e"))...)
	msgs = append(msgs, skillExamples(t, filepath.Join(root, "skills"), filepath.Join(root, "internal", "result", "testdata", "skill", "project"))...)
	on := contract.ForSkills([]string{contract.Skill(contract.Result)})
	passing, misquotes := 0, 0
	for _, m := range msgs {
		if !strings.Contains(m.text, "### Status") && !strings.Contains(m.text, "### status") {
			continue // not a result message
		}
		project := m.project
		if project == "" {
			project = t.TempDir()
		}
		rep := check.Run(check.Read(m.text), check.Facts{Contracts: on, Project: refs.OnDisk(project)})
		var quotes, others []contract.Violation
		for _, v := range rep.Violations {
			if v.Rule == result.RuleQuotedCode {
				quotes = append(quotes, v)
			} else {
				others = append(others, v)
			}
		}
		if len(others) > 0 {
			continue // it fails today already
		}
		passing++
		misquote := strings.Contains(m.where, ".misquote.")
		switch {
		case misquote && len(quotes) == 0:
			t.Errorf("%s is a misquote, and its quotes passed", m.where)
		case misquote:
			misquotes++
		case len(quotes) > 0:
			t.Errorf("%s passes every other rule but now fails on its quotes: %v", m.where, quotes)
		}
	}
	// Not a vacuous pass: the corpus holds passing results and misquotes.
	if passing < 8 || misquotes < 1 {
		t.Errorf("%d passing result messages (%d misquotes) in the corpus; the test needs the corpus", passing, misquotes)
	}
}

// turnMessages are testdata/turns/<turn>/*.md, each with the turn's
// project/.
func turnMessages(t *testing.T, dir string) []corpusMessage {
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no messages under %s: %v", dir, err)
	}
	var out []corpusMessage
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, corpusMessage{f, string(data), filepath.Join(filepath.Dir(f), "project")})
	}
	return out
}

// scriptMessages are the final messages of the CLI scripts' SubagentStop
// payloads and message files, each with the script's project/ files.
func scriptMessages(t *testing.T, dir string) []corpusMessage {
	files, err := filepath.Glob(filepath.Join(dir, "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts under %s: %v", dir, err)
	}
	var out []corpusMessage
	for _, f := range files {
		ar, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		project := t.TempDir()
		for _, file := range ar.Files {
			if rel, ok := strings.CutPrefix(file.Name, "project/"); ok {
				p := filepath.Join(project, filepath.FromSlash(rel))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, file.Data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, file := range ar.Files {
			where := f + ":" + file.Name
			switch {
			case strings.HasSuffix(file.Name, ".md"):
				out = append(out, corpusMessage{where, string(file.Data), project})
			case strings.HasSuffix(file.Name, ".json"):
				var ev struct {
					Msg *string `json:"last_assistant_message"`
				}
				if json.Unmarshal(file.Data, &ev) == nil && ev.Msg != nil {
					out = append(out, corpusMessage{where, *ev.Msg, project})
				}
			}
		}
	}
	return out
}

// goMessages are the string constants of the Go files in dir (the
// end-to-end scenarios' final messages), literals and sums of literals.
func goMessages(t *testing.T, dir string) []corpusMessage {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusMessage
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			if s, ok := stringValue(e); ok {
				out = append(out, corpusMessage{fset.Position(e.Pos()).String(), s, ""})
				return false
			}
			return true
		})
	}
	return out
}

func stringValue(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		l, lok := stringValue(e.X)
		r, rok := stringValue(e.Y)
		return l + r, lok && rok
	case *ast.ParenExpr:
		return stringValue(e.X)
	}
	return "", false
}

// skillExamples are the markdown-tagged examples of the skills, which
// agents copy, each checked against the code the subagent-contract example
// cites.
func skillExamples(t *testing.T, dir, project string) []corpusMessage {
	files, err := filepath.Glob(filepath.Join(dir, "*", "SKILL.md"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no skills under %s: %v", dir, err)
	}
	open := regexp.MustCompile("(?m)^(`{3,})markdown\n")
	var out []corpusMessage
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rest := string(data)
		for {
			m := open.FindStringSubmatchIndex(rest)
			if m == nil {
				break
			}
			fence := rest[m[2]:m[3]]
			body, next, _ := strings.Cut(rest[m[1]:], "\n"+fence+"\n")
			out = append(out, corpusMessage{f, body + "\n", project})
			rest = next
		}
	}
	return out
}
