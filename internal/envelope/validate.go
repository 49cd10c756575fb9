package envelope

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/jsonpos"

	"github.com/team-hook/team-hook/internal/contract"
)

// The limits of docs/CONTRACT.md §2, which AskUserQuestion itself imposes.
const (
	MaxQuestions      = 4
	MinOptions        = 2
	MaxOptions        = 4
	MaxHeaderRunes    = 12
	MaxDescriptionLen = 200
)

var (
	questionKeys = []string{"question", "header", "options", "multiSelect"}
	dialectKeys  = []string{"id", "question", "header", "options", "multiSelect"}
	optionKeys   = []string{"label", "description", "preview"}
)

// validator collects every error of one request, each with its line.
type validator struct {
	lineOf func(off int) int
	errs   []contract.Violation
}

func (v *validator) add(off int, format string, args ...any) {
	v.errs = append(v.errs, contract.Violation{
		Contract: contract.Envelope,
		Message:  fmt.Sprintf(format, args...),
		Line:     v.lineOf(off),
	})
}

// questions validates the question list (openQuestions, or the dialect's
// questions) and returns the normalised AskUserQuestion input and, for the
// dialect, the ids.
func (v *validator) questions(list *jsonpos.Node, listName string, dialect bool) (AskInput, []string) {
	var ask AskInput
	var ids []string
	switch {
	case len(list.Items) == 0 && dialect:
		v.add(list.Off, "%s is empty: leave the request out when you have nothing to ask", listName)
	case len(list.Items) == 0:
		v.add(list.Off, "%s is empty: omit the envelope when you have nothing to ask", listName)
	case len(list.Items) > MaxQuestions:
		v.add(list.Off, "%s has %d questions: ask at most %d; move the rest under a `## Open questions (deferred)` heading", listName, len(list.Items), MaxQuestions)
	}
	seenQ := map[string]int{}
	seenID := map[string]int{}
	allowed := questionKeys
	if dialect {
		allowed = dialectKeys
	}
	for i, qn := range list.Items {
		where := fmt.Sprintf("question %d", i+1)
		if qn.Kind != jsonpos.Object {
			v.add(qn.Off, "%s must be an object with question, header and options, not %s", where, qn.KindName())
			continue
		}
		v.unknownKeys(qn, where, allowed)
		var q Question
		if dialect {
			id, ok := v.str(qn, "id", where, true)
			if ok {
				if prev, dup := seenID[id]; dup {
					v.add(qn.Off, "%s: id %q repeats question %d's; ids must be unique", where, id, prev)
				} else {
					seenID[id] = i + 1
				}
			}
			ids = append(ids, id)
		}
		if text, ok := v.str(qn, "question", where, true); ok {
			q.Question = text
			key := strings.ToLower(text)
			if prev, dup := seenQ[key]; dup {
				v.add(qn.Off, "%s (%q) repeats question %d; questions must be unique", where, clip(text, 40), prev)
			} else {
				seenQ[key] = i + 1
			}
			where = fmt.Sprintf("question %d (%q)", i+1, clip(text, 40))
		}
		if h, ok := v.str(qn, "header", where, true); ok {
			q.Header = h
			if n := utf8.RuneCountInString(h); n > MaxHeaderRunes {
				hn, _, _ := qn.Field("header")
				v.add(hn.Off, "%s: header %q is %d characters; at most %d", where, h, n, MaxHeaderRunes)
			}
		}
		if ms, _, ok := qn.Field("multiSelect"); ok {
			if ms.Kind != jsonpos.Bool {
				v.add(ms.Off, "%s: multiSelect must be true or false, not %s", where, ms.KindName())
			} else {
				q.MultiSelect = ms.Bool
			}
		}
		q.Options = v.options(qn, where)
		ask.Questions = append(ask.Questions, q)
	}
	return ask, ids
}

func (v *validator) options(qn *jsonpos.Node, where string) []Option {
	on, koff, ok := qn.Field("options")
	if !ok {
		v.add(qn.Off, "%s has no options: give %d to %d options, each with a label and a description", where, MinOptions, MaxOptions)
		return nil
	}
	if on.Kind != jsonpos.Array {
		v.add(koff, "%s: options must be an array of {label, description} objects, not %s", where, on.KindName())
		return nil
	}
	if n := len(on.Items); n < MinOptions || n > MaxOptions {
		v.add(on.Off, "%s has %d option%s; give %d to %d", where, n, pluralS(n), MinOptions, MaxOptions)
	}
	var out []Option
	seen := map[string]int{}
	for j, o := range on.Items {
		ow := fmt.Sprintf("%s, option %d", where, j+1)
		if o.Kind == jsonpos.String {
			v.add(o.Off, "%s is a bare string: write it as %s with a description", ow, stringOption(o.Str))
			continue
		}
		if o.Kind != jsonpos.Object {
			v.add(o.Off, "%s must be an object with a label and a description, not %s", ow, o.KindName())
			continue
		}
		v.unknownKeys(o, ow, optionKeys)
		var opt Option
		if l, ok := v.str(o, "label", ow, true); ok {
			opt.Label = l
			key := strings.ToLower(l)
			if prev, dup := seen[key]; dup {
				v.add(o.Off, "%s: label %q repeats option %d's; labels must be unique within a question", ow, l, prev)
			} else {
				seen[key] = j + 1
			}
		}
		if _, _, present := o.Field("description"); present {
			if d, ok := v.str(o, "description", ow, false); ok {
				opt.Description = d
				if n := utf8.RuneCountInString(d); n > MaxDescriptionLen {
					dn, _, _ := o.Field("description")
					v.add(dn.Off, "%s: description is %d characters; at most %d", ow, n, MaxDescriptionLen)
				}
			}
		}
		if pn, _, present := o.Field("preview"); present {
			if pn.Kind != jsonpos.String {
				v.add(pn.Off, "%s: preview must be a string, not %s", ow, pn.KindName())
			} else {
				opt.Preview = pn.Str
			}
		}
		out = append(out, opt)
	}
	return out
}

// str reads a string field, trimmed. required: a missing or empty value is
// an error.
func (v *validator) str(obj *jsonpos.Node, key, where string, required bool) (string, bool) {
	n, koff, ok := obj.Field(key)
	if !ok {
		if required {
			v.add(obj.Off, "%s has no %s", where, key)
		}
		return "", false
	}
	if n.Kind != jsonpos.String {
		v.add(koff, "%s: %s must be a string, not %s", where, key, n.KindName())
		return "", false
	}
	s := strings.TrimSpace(n.Str)
	if s == "" && required {
		v.add(koff, "%s: %s is empty", where, key)
		return "", false
	}
	return s, true
}

func (v *validator) unknownKeys(obj *jsonpos.Node, where string, allowed []string) {
	for i, k := range obj.Keys {
		if contains(allowed, k) {
			continue
		}
		msg := fmt.Sprintf("%s: unknown key %q", where, k)
		if s := suggest(k, allowed); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		} else {
			msg += fmt.Sprintf(" (allowed: %s)", strings.Join(allowed, ", "))
		}
		v.add(obj.KeyOffs[i], "%s", msg)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// suggest finds the allowed key closest to an unknown one: the same key in
// another case or spelling ("multiselect", "multi_select"), or one within
// two edits.
func suggest(k string, allowed []string) string {
	norm := func(s string) string {
		return strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(s))
	}
	for _, a := range allowed {
		if norm(a) == norm(k) {
			return a
		}
	}
	return contract.Nearest(k, allowed)
}

func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
