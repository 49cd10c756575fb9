package result

import (
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/rollup"
)

// Read reads a result message for the roll-up across agents (§10): its
// status, its confidence and its issues, each issue located at the first
// file:line reference on its line. found are the message's references as
// verified (refs.CheckFound corrects paths with spaces). ok is false when
// the message has no result whose status and confidence can be read.
// AgentID and AgentType are left to the caller.
func Read(d *markdown.Doc, found []refs.Ref) (res rollup.Result, ok bool) {
	r := locate(d)
	if r == nil || r.sections[Status] == nil || r.sections[Confidence] == nil {
		return res, false
	}
	lines, _ := r.sections[Status].nonEmpty()
	res.Status = statusOf(lines[0])
	conf, confOK := confidenceOf(r.sections[Confidence])
	if res.Status == "" || !confOK {
		return res, false
	}
	res.Confidence = conf
	if s := r.sections[Issues]; s != nil {
		eachIssue(d, s, func(_, first, last int, text string) {
			is, ok := rollup.ParseIssue(text)
			if !ok {
				return
			}
			for _, ref := range found {
				if ref.Line >= first && ref.Line <= last {
					is.Location = Location(ref)
					break
				}
			}
			res.Issues = append(res.Issues, is)
		})
	}
	return res, true
}

// Location is a reference as issues are merged by: its path cleaned and
// with forward slashes, and its line or range ("src/db/query.go:42",
// "./src/db/query.go:42:7" and "src/db/../db/query.go:42" are one).
func Location(r refs.Ref) string {
	loc := path.Clean(filepath.ToSlash(r.Path)) + ":" + strconv.Itoa(r.Start)
	if r.End != r.Start {
		loc += "-" + strconv.Itoa(r.End)
	}
	return loc
}

// statusOf is the status word a Status line starts with, upper-cased, or
// "" when it is not one validStatus accepts.
func statusOf(line string) string {
	if !validStatus(line) {
		return ""
	}
	s := strings.TrimLeft(line, " \t*_`~")
	if i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		s = s[:i]
	}
	return strings.ToUpper(s)
}
