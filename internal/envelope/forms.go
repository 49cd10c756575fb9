package envelope

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"

	"github.com/team-hook/team-hook/internal/jsonpos"
)

// The other forms a question is written in (docs/CONTRACT.md §7a): one
// question object in place of a list, a question and its options as plain
// text after a marker, and a question in a task's metadata. Each is
// delivered like an envelope, or blocked with the exact request to write.

// dialectTopKeys are the keys of a single question standing for a whole
// dialect request.
var (
	dialectTopKeys  = []string{"id", "question", "header", "options", "multiSelect", "context", "stateFile"}
	envelopeTopKeys = []string{"question", "header", "options", "multiSelect"}
)

// isSingleQuestion: an object that is itself one question (a question
// text and a list of options), not a request holding a list.
func isSingleQuestion(n *jsonpos.Node) bool {
	if n == nil || n.Kind != jsonpos.Object {
		return false
	}
	q, _, okQ := n.Field("question")
	o, _, okO := n.Field("options")
	return okQ && okO && q.Kind == jsonpos.String && o.Kind == jsonpos.Array
}

// single validates one question object as a request of one question: the
// same limits as a list of one. Its id, when the dialect allows one, is
// kept ("q1" when it has none).
func (v *validator) single(obj *jsonpos.Node, allowed []string) (AskInput, []string) {
	v.unknownKeys(obj, "the question", allowed)
	// Validate it as a list of one, without the keys already judged.
	q := &jsonpos.Node{Kind: jsonpos.Object, Off: obj.Off}
	for i, k := range obj.Keys {
		if contains(questionKeys, k) {
			q.Keys = append(q.Keys, k)
			q.KeyOffs = append(q.KeyOffs, obj.KeyOffs[i])
			q.Vals = append(q.Vals, obj.Vals[i])
		}
	}
	list := &jsonpos.Node{Kind: jsonpos.Array, Off: obj.Off, Items: []*jsonpos.Node{q}}
	ask, _ := v.questions(list, "the question", false)
	if !contains(allowed, "id") {
		return ask, nil
	}
	id := "q1"
	if s, ok := v.str(obj, "id", "the question", false); ok && s != "" {
		id = s
	}
	return ask, []string{id}
}

// plainAsk is a question and its options written as plain text.
type plainAsk struct {
	Question string
	Options  []Option
}

// plainQuestion reads a question written as text after a marker: a line
// that asks (ends with "?" or starts with "Question:"), then two to four
// list items or "Option" lines, each a label and maybe a description after
// a dash or a colon.
func plainQuestion(src []byte) (plainAsk, bool) {
	var p plainAsk
	lines := strings.Split(string(src[:min(len(src), 8192)]), "\n")
	for _, raw := range lines {
		l := strings.TrimSpace(strings.ReplaceAll(raw, "**", ""))
		if l == "" {
			if len(p.Options) > 0 {
				break
			}
			continue
		}
		if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			if p.Question == "" {
				continue
			}
			break
		}
		if p.Question == "" {
			q := l
			if rest, ok := cutLabel(l, "question"); ok {
				q = rest
			} else if !strings.HasSuffix(l, "?") {
				continue
			}
			p.Question = strings.TrimSpace(q)
			continue
		}
		if _, ok := cutLabel(l, "options"); ok && len(p.Options) == 0 {
			continue
		}
		item, ok := listItem(l)
		if !ok {
			if len(p.Options) > 0 {
				break
			}
			continue
		}
		p.Options = append(p.Options, splitOption(item))
	}
	return p, p.Question != "" && len(p.Options) >= MinOptions
}

// cutLabel cuts "Label:" (any case) from the start of l.
func cutLabel(l, label string) (string, bool) {
	if len(l) <= len(label) || !strings.EqualFold(l[:len(label)], label) || l[len(label)] != ':' {
		return "", false
	}
	return strings.TrimSpace(l[len(label)+1:]), true
}

// listItem is the text of a list item: "1.", "1)", "a)", "A.", "-", "*",
// "+", or "Option 1:".
func listItem(l string) (string, bool) {
	switch {
	case strings.HasPrefix(l, "- "), strings.HasPrefix(l, "* "), strings.HasPrefix(l, "+ "):
		return strings.TrimSpace(l[2:]), true
	case len(l) > 7 && strings.EqualFold(l[:6], "option"):
		rest := strings.TrimLeft(l[6:], " 0123456789ABCDabcd")
		if r, ok := strings.CutPrefix(rest, ":"); ok {
			return strings.TrimSpace(r), true
		}
		return "", false
	}
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	if i == 0 && len(l) > 1 && unicode.IsLetter(rune(l[0])) {
		i = 1
	}
	if i > 0 && i < len(l)-1 && (l[i] == '.' || l[i] == ')') && l[i+1] == ' ' {
		return strings.TrimSpace(l[i+2:]), true
	}
	return "", false
}

// splitOption splits "Label — description" (or " - ", " – ", ": ").
func splitOption(item string) Option {
	for _, sep := range []string{" — ", " – ", " - ", ": "} {
		if label, desc, ok := strings.Cut(item, sep); ok && strings.TrimSpace(label) != "" {
			return Option{Label: strings.TrimSpace(label), Description: clip(strings.TrimSpace(desc), MaxDescriptionLen-1)}
		}
	}
	return Option{Label: item}
}

// HeaderFor makes a header of at most 12 characters from a question: its
// first word that says something.
func HeaderFor(question string) string {
	skip := "which what where when who why whether should shall must may how do does is are will would can could the a an we i you your our to of for in on"
	for w := range strings.FieldsSeq(question) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if w == "" || strings.Contains(" "+skip+" ", " "+strings.ToLower(w)+" ") {
			continue
		}
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		if len(r) > MaxHeaderRunes {
			r = r[:MaxHeaderRunes]
		}
		return string(r)
	}
	return "Question"
}

// plainFix is the block reason for plain-text options after a marker: the
// exact request to write instead.
func plainFix(marker, statePath string, p plainAsk) string {
	type dq struct {
		ID       string   `json:"id"`
		Question string   `json:"question"`
		Header   string   `json:"header"`
		Options  []Option `json:"options"`
	}
	obj := struct {
		StateFile string `json:"stateFile,omitempty"`
		Questions []dq   `json:"questions"`
	}{statePath, []dq{{ID: "q1", Question: p.Question, Header: HeaderFor(p.Question), Options: p.Options[:min(len(p.Options), MaxOptions)]}}}
	return fmt.Sprintf("the question and its options are plain text, which the orchestrator cannot turn into %s input, so the question would not reach the user. Write them as this JSON object right after the marker line (change the header if it does not fit; at most %d characters):\n\n```json\n%s\n```", "AskUserQuestion", MaxHeaderRunes, indentJSON(obj))
}

func indentJSON(v any) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
	return strings.TrimRight(buf.String(), "\n")
}

// TaskQuestion is a question an agent wrote into a task's metadata
// (needs_input, question, question_options) instead of asking.
type TaskQuestion struct {
	TaskID   string
	Question string
	Options  []Option
}

// FromTaskMetadata reads a TaskUpdate's (or TaskCreate's) metadata: the
// question it holds, if it asks one. needs_input false withdraws it.
func FromTaskMetadata(taskID string, metadata json.RawMessage) (q TaskQuestion, asks, withdrawn bool) {
	var m struct {
		NeedsInput      *bool             `json:"needs_input"`
		Question        string            `json:"question"`
		QuestionOptions []json.RawMessage `json:"question_options"`
	}
	if json.Unmarshal(metadata, &m) != nil {
		return q, false, false
	}
	if m.NeedsInput != nil && !*m.NeedsInput {
		return q, false, true
	}
	q = TaskQuestion{TaskID: taskID, Question: strings.TrimSpace(m.Question)}
	for _, raw := range m.QuestionOptions {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			q.Options = append(q.Options, splitOption(strings.TrimSpace(s)))
			continue
		}
		var o Option
		if json.Unmarshal(raw, &o) == nil && o.Label != "" {
			q.Options = append(q.Options, o)
		}
	}
	return q, q.Question != "" || (m.NeedsInput != nil && *m.NeedsInput), false
}

// TaskQuestionsFix is the block reason for questions left in task
// metadata: the exact envelope that asks them.
func TaskQuestionsFix(qs []TaskQuestion) string {
	var tasks []string
	env := struct {
		OpenQuestions []Question `json:"openQuestions"`
	}{}
	for _, q := range qs[:min(len(qs), MaxQuestions)] {
		tasks = append(tasks, "#"+q.TaskID)
		text := q.Question
		if text == "" {
			text = "What should task #" + q.TaskID + " do next?"
		}
		opts := q.Options
		for len(opts) < MinOptions {
			opts = append(opts, Option{Label: fmt.Sprintf("<option %d>", len(opts)+1), Description: "<what it means>"})
		}
		env.OpenQuestions = append(env.OpenQuestions, Question{Question: text, Header: HeaderFor(text), Options: opts[:min(len(opts), MaxOptions)]})
	}
	return fmt.Sprintf("task %s holds a question in its metadata (needs_input/question): task metadata never reaches the user, so the question would be lost. End your final message with this envelope instead (fill in what is in <angle brackets>, keep each header at most %d characters); or, if it no longer needs an answer, set needs_input to false in that task's metadata:\n\n```json\n%s\n```", strings.Join(tasks, ", "), MaxHeaderRunes, indentJSON(env))
}

// stringOption is the fix for an option written as a bare string.
func stringOption(s string) string {
	b, _ := json.Marshal(Option{Label: s})
	return string(b)
}
