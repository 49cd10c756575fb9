package deliver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
)

// RenderContext is the text that points the orchestrator at the given
// records, in the order given: one section per agent, each with the exact
// AskUserQuestion input and how to resume the agent, or, for a dispatch
// failure, the instruction to halt. pathOf gives a record's file (may be
// nil); tools are the host's names for the orchestrator's tools. The text
// is read by a model, so it says one thing one way, and this is the one
// place it is written.
func RenderContext(recs []*ledger.Record, pathOf func(agentID string) string, tools hook.Host) string {
	var sections []string
	asking, failed := 0, 0
	for _, r := range recs {
		if s := renderRecord(len(sections)+1, r, pathOf, tools); s != "" {
			sections = append(sections, s)
			if r.State == ledger.Failed {
				failed++
			} else {
				asking++
			}
		}
	}
	if len(sections) == 0 {
		return ""
	}
	var b strings.Builder
	noun := agentNoun(recs)
	switch {
	case failed == 0 && asking == 1:
		fmt.Fprintf(&b, "team-hook: 1 %s needs the user.\n", noun)
	case failed == 0:
		fmt.Fprintf(&b, "team-hook: %d %ss need the user. Handle them in this order, one %s call per agent.\n", asking, noun, tools.AskUser)
	case asking == 0:
		fmt.Fprintf(&b, "team-hook: %d %s%s failed %s contract.\n", failed, noun, plural(failed), theirs(failed))
	default:
		fmt.Fprintf(&b, "team-hook: %d %s%s failed %s contract and %d need%s the user. "+
			"Handle them in this order; still ask every question below, one %s call per agent: a failure does not cancel them.\n",
			failed, noun, plural(failed), theirs(failed), asking, verbS(asking), tools.AskUser)
	}
	for _, s := range sections {
		b.WriteString("\n")
		b.WriteString(s)
	}
	return b.String()
}

func renderRecord(n int, r *ledger.Record, pathOf func(string) string, tools hook.Host) string {
	var b strings.Builder
	name := r.AgentType
	if name == "" {
		name = "(unknown type)"
	}
	who, whom, to := "Agent "+name, "the agent", compactJSON(r.AgentID)
	if r.Teammate != "" {
		// A teammate is addressed by its name, never its agent id (§9).
		who, whom, to = "Teammate "+r.Teammate, "the teammate", compactJSON(r.Teammate)
		if r.AgentType != "" && r.AgentType != r.Teammate {
			who += " (" + r.AgentType + ")"
		}
	}
	if r.State == ledger.Failed {
		fmt.Fprintf(&b, "%d. %s (agentId %s): dispatch failure. Its final message still broke its contract when its retry budget ran out, so halt this phase and tell the user.\n", n, who, r.AgentID)
		if r.FailurePath != "" {
			fmt.Fprintf(&b, "Dispatch-failure record: %s\n", r.FailurePath)
		}
		return b.String()
	}
	cur := r.Current()
	if cur == nil || len(cur.Request.Ask.Questions) == 0 {
		return ""
	}
	fmt.Fprintf(&b, "%d. %s (agentId %s) has questions for the user. Do not answer them yourself.\n", n, who, r.AgentID)
	writeAsk(&b, cur.Request, tools)
	to = tools.ResumeTo + " " + to
	if cur.Request.Form == envelope.FormDialect && len(cur.Request.IDs) == len(cur.Request.Ask.Questions) {
		fmt.Fprintf(&b, "Then resume %s: %s with %s and this message, each placeholder replaced by the user's answer to that question:\n", whom, tools.Resume, to)
		b.WriteString(dialectResponse(cur.Request.IDs, cur.Request.Ask.Questions))
		b.WriteString("\n")
		ids := make([]string, len(cur.Request.IDs))
		for i, id := range cur.Request.IDs {
			ids[i] = compactJSON(id) + " = " + compactJSON(cur.Request.Ask.Questions[i].Question)
		}
		fmt.Fprintf(&b, "Question ids: %s\n", strings.Join(ids, "; "))
		if cur.Request.StateFile != "" {
			fmt.Fprintf(&b, "Its checkpoint (stateFile): %s\n", cur.Request.StateFile)
			fmt.Fprintf(&b, "If %s cannot be resumed (the session restarted, or the agent is gone), dispatch a new %s agent told to continue from the checkpoint with the answers: once they are recorded you are given its exact input, and `team-hook resume %s` prints it.\n", whom, name, r.AgentID)
		}
	} else if tools.Ask == hook.AskAll {
		fmt.Fprintf(&b, "Then resume %s: %s with %s and, as the message, the user's selections verbatim as %s returned them (\"<question>\"=\"<label>\" pairs).\n", whom, tools.Resume, to, tools.AskUser)
	} else {
		fmt.Fprintf(&b, "Then resume %s: %s with %s and, as the message, the user's answers as \"<question>\"=\"<answer>\" pairs, one per question.\n", whom, tools.Resume, to)
	}
	if labels := followUps(cur.Request); len(labels) > 0 {
		fmt.Fprintf(&b, "If the user picks %s, whose description asks for a follow-up, ask that plain-text follow-up yourself (in your reply, before you resume) and pass the user's reply on in the resume message, after the selections.\n", strings.Join(labels, " or "))
	}
	if tools.ResumeNote != "" {
		fmt.Fprintf(&b, "(%s)\n", tools.ResumeNote)
	}
	if pathOf != nil {
		if p := pathOf(r.AgentID); p != "" {
			fmt.Fprintf(&b, "Ledger record: %s\n", p)
		}
	}
	return b.String()
}

// writeAsk writes the instruction to put the request's questions to the
// user, with the exact input the host's ask tool takes.
func writeAsk(b *strings.Builder, req envelope.Request, tools hook.Host) {
	qs := req.Ask.Questions
	switch tools.Ask {
	case hook.AskForm:
		fmt.Fprintf(b, "Call %s with EXACTLY this input:\n", tools.AskUser)
		b.WriteString(askForm(req))
		b.WriteString("\n")
	case hook.AskAllWithIDs:
		type option struct {
			Label       string `json:"label"`
			Description string `json:"description"`
		}
		type question struct {
			ID       string   `json:"id"`
			Header   string   `json:"header"`
			Question string   `json:"question"`
			Options  []option `json:"options"`
		}
		in := struct {
			Questions []question `json:"questions"`
		}{}
		for i, q := range qs {
			id := questionID(req, i)
			opts := make([]option, len(q.Options))
			for j, o := range q.Options {
				opts[j] = option{o.Label, o.Description}
			}
			in.Questions = append(in.Questions, question{id, q.Header, q.Question, opts})
		}
		fmt.Fprintf(b, "Call %s with EXACTLY this input:\n", tools.AskUser)
		b.WriteString(compactJSON(in))
		b.WriteString("\n")
	default:
		fmt.Fprintf(b, "Call %s with EXACTLY this input:\n", tools.AskUser)
		b.WriteString(compactJSON(req.Ask))
		b.WriteString("\n")
	}
	if tools.AskWhere != "" {
		fmt.Fprintf(b, "(%s is offered only in %s; elsewhere, put these questions and their options to the user in your reply, word for word, and end your turn to wait for the answers.)\n", tools.AskUser, tools.AskWhere)
	}
}

// questionID is the id the i-th question of req goes by in an ask tool
// that names each: its own in the user-input dialect, else q1, q2, ….
func questionID(req envelope.Request, i int) string {
	if len(req.IDs) == len(req.Ask.Questions) {
		return req.IDs[i]
	}
	return fmt.Sprintf("q%d", i+1)
}

// askForm is the input of an ask tool that takes the questions as the
// fields of one form (hook.AskForm), each field's title the question word
// for word, so that the answers can be matched to the record, and its
// choices the option labels. The fields are written in the questions'
// order, which a JSON object of Go's would not keep.
func askForm(req envelope.Request) string {
	type items struct {
		Type string   `json:"type"`
		Enum []string `json:"enum"`
	}
	type field struct {
		Type        string   `json:"type"`
		Title       string   `json:"title"`
		Description string   `json:"description,omitempty"`
		Enum        []string `json:"enum,omitempty"`
		Items       *items   `json:"items,omitempty"`
	}
	var headers []string
	var props strings.Builder
	for i, q := range req.Ask.Questions {
		labels := make([]string, len(q.Options))
		var described []string
		for j, o := range q.Options {
			labels[j] = o.Label
			if o.Description != "" {
				described = append(described, o.Label+": "+o.Description)
			}
		}
		f := field{Type: "string", Title: q.Question, Description: strings.Join(described, " "), Enum: labels}
		if q.MultiSelect {
			f.Type, f.Enum, f.Items = "array", nil, &items{Type: "string", Enum: labels}
		}
		if i > 0 {
			props.WriteString(",")
		}
		props.WriteString(compactJSON(questionID(req, i)) + ":" + compactJSON(f))
		if q.Header != "" {
			headers = append(headers, q.Header)
		}
	}
	message := "Answers needed"
	if len(headers) > 0 {
		message += ": " + strings.Join(headers, ", ")
	}
	return `{"message":` + compactJSON(message) + `,"requestedSchema":{"properties":{` + props.String() + `}}}`
}

// dialectResponse is the resume message the user-input protocol expects
// (§7a), with a placeholder per question id; a multi-select question takes
// its labels joined by ", ".
func dialectResponse(ids []string, qs []envelope.Question) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		placeholder := `"<chosen label>"`
		if i < len(qs) && qs[i].MultiSelect {
			placeholder = `"<chosen labels, joined by ', '>"`
		}
		parts[i] = compactJSON(id) + ": " + placeholder
	}
	return "USER_INPUT_RESPONSE {" + strings.Join(parts, ", ") + "}"
}

// agentNoun is what the header calls the agents of recs: subagents,
// teammates, or agents when there are both.
func agentNoun(recs []*ledger.Record) string {
	teammates := 0
	for _, r := range recs {
		if r.Teammate != "" {
			teammates++
		}
	}
	switch teammates {
	case 0:
		return "subagent"
	case len(recs):
		return "teammate"
	}
	return "agent"
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func verbS(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}

func theirs(n int) string {
	if n == 1 {
		return "its"
	}
	return "their"
}

// compactJSON encodes v on one line without HTML escaping, so labels like
// "<none>" or "A & B" reach AskUserQuestion exactly as the agent wrote them.
func compactJSON(v any) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return ""
	}
	return strings.TrimSuffix(buf.String(), "\n")
}

// followUps are the labels of the options whose description says a
// plain-text follow-up comes (seed of the free-text answer, §2): the
// orchestrator asks it, not the agent.
func followUps(req envelope.Request) []string {
	var out []string
	for _, q := range req.Ask.Questions {
		for _, o := range q.Options {
			d := strings.ToLower(o.Description)
			if strings.Contains(d, "follow up") || strings.Contains(d, "follow-up") || strings.Contains(d, "plain-text") || strings.Contains(d, "plain text") || strings.Contains(d, "free text") {
				out = append(out, compactJSON(o.Label))
			}
		}
	}
	return out
}
