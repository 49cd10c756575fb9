package lint

import (
	"reflect"
	"testing"

	"github.com/team-hook/team-hook/internal/jsonpos"
)

func TestUnquotedVars(t *testing.T) {
	cases := []struct {
		cmd  string
		want []string
	}{
		{`${CLAUDE_PLUGIN_ROOT}/bin/x hook`, []string{"CLAUDE_PLUGIN_ROOT"}},
		{`$CLAUDE_PLUGIN_ROOT/bin/x`, []string{"CLAUDE_PLUGIN_ROOT"}},
		{`'${CLAUDE_PLUGIN_ROOT}/bin/x'`, []string{"CLAUDE_PLUGIN_ROOT"}},
		{`"${CLAUDE_PLUGIN_ROOT}/bin/x" hook`, nil},
		{`"${CLAUDE_PLUGIN_ROOT}"/bin/x`, nil},
		{`cd "${CLAUDE_PLUGIN_ROOT}" && ./x`, nil},
		{`"a \"quoted\" ${CLAUDE_PLUGIN_ROOT}/x"`, nil},
		{`echo \"${CLAUDE_PLUGIN_ROOT}/x`, []string{"CLAUDE_PLUGIN_ROOT"}}, // an escaped quote quotes nothing
		{`"${CLAUDE_PLUGIN_ROOT}/x" --data ${CLAUDE_PLUGIN_DATA}`, []string{"CLAUDE_PLUGIN_DATA"}},
		{`$CLAUDE_PROJECT_DIR/.claude/x.sh $CLAUDE_PROJECT_DIR`, []string{"CLAUDE_PROJECT_DIR"}},
		{`echo $CLAUDE_PLUGIN_ROOTS $HOME`, nil},
		{`echo ok`, nil},
	}
	for _, c := range cases {
		if got := unquotedVars(c.cmd); !reflect.DeepEqual(got, c.want) {
			t.Errorf("unquotedVars(%q) = %q, want %q", c.cmd, got, c.want)
		}
	}
}

func TestMatchesTaskNotAgent(t *testing.T) {
	cases := []struct {
		matcher string
		want    bool
	}{
		{"Task", true},
		{"Bash|Task", true},
		{"Task.*", true},
		{"^Task$", true},
		{"Agent|Task", false},
		{"Task|Agent", false},
		{"Agent", false},
		{"TaskCreate|TaskUpdate", false}, // other tools that start with Task
		{"TaskCreate", false},
		{".*", false}, // matches Agent too
		{"", false},
		{"*", false},
		{"(?<=x)Task", false}, // not Go syntax: left alone
	}
	for _, c := range cases {
		if got := matchesTaskNotAgent(c.matcher); got != c.want {
			t.Errorf("matchesTaskNotAgent(%q) = %v, want %v", c.matcher, got, c.want)
		}
	}
}

func TestUnanchoredAlternative(t *testing.T) {
	cases := []struct {
		matcher, want string
	}{
		{"team:questioner", "team:questioner"},
		{"^team:questioner", "^team:questioner"},
		{"team:questioner$", "team:questioner$"},
		{`^team:questioner\$`, `^team:questioner\$`},
		{"^team:questioner$", ""},
		{"^team:a$|^team:b$", ""},
		{"^team:a$|team:b", "team:b"},
		{"^(team:a|team:b)$", ""},
		{"^team:[a|b]$", ""},
		{"^team:a$|Explore", ""}, // only plugin:agent names are this rule's business
	}
	for _, c := range cases {
		if got := unanchoredAlternative(c.matcher); got != c.want {
			t.Errorf("unanchoredAlternative(%q) = %q, want %q", c.matcher, got, c.want)
		}
	}
}

func TestShellWords(t *testing.T) {
	cases := []struct {
		cmd  string
		want []string
	}{
		{`"${CLAUDE_PLUGIN_ROOT}/bin/x" hook`, []string{"${CLAUDE_PLUGIN_ROOT}/bin/x", "hook"}},
		{`node '${CLAUDE_PLUGIN_ROOT}/a b.js'`, []string{"node", "${CLAUDE_PLUGIN_ROOT}/a b.js"}},
		{`"${CLAUDE_PLUGIN_ROOT}"/bin/x`, []string{"${CLAUDE_PLUGIN_ROOT}/bin/x"}},
		{`a&&b; c|d`, []string{"a", "b", "c", "d"}},
		{`a\ b`, []string{"a b"}},
		{`""`, []string{""}},
	}
	for _, c := range cases {
		if got := shellWords(c.cmd); !reflect.DeepEqual(got, c.want) {
			t.Errorf("shellWords(%q) = %q, want %q", c.cmd, got, c.want)
		}
	}
}

func TestParseJSONPositions(t *testing.T) {
	src := []byte("{\n  \"a\": [1,\n    {\"b\": \"c\"}]\n}\n")
	n, err := parseJSON(src)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := n.Get("a")
	obj := a.Items[1]
	b, _ := obj.Get("b")
	if got := lineOf(src, a.Off); got != 2 {
		t.Errorf("line of a's value = %d, want 2", got)
	}
	if got := lineOf(src, b.Off); got != 3 {
		t.Errorf("line of b's value = %d, want 3", got)
	}
	if line, col := jsonpos.LineCol(src, b.Off); line != 3 || col != 11 {
		t.Errorf("b's value at %d:%d, want 3:11", line, col)
	}
	for _, bad := range []string{"{", `{"a": 1} x`, `{"a" 1}`, ""} {
		if _, err := parseJSON([]byte(bad)); err == nil {
			t.Errorf("parseJSON(%q): want an error", bad)
		}
	}
}
