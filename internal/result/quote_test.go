package result

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/refs"
)

// loginTS is src/auth/login.ts of the quoting tests' project.
var loginTS = []string{
	"import jwt from 'jsonwebtoken';",
	"",
	"export function login(user: User): string {",
	"  const payload = { sub: user.id };",
	"  const token = jwt.sign(payload, SECRET, { expiresIn: '1h' });",
	"  audit.log('login', user.id);",
	"  return token;",
	"}",
}

// quoteProject is a project with src/auth/login.ts, a binary file, a huge
// sparse file, and a secret outside it (reachable through a link).
func quoteProject(t testing.TB) (proj, secret string) {
	t.Helper()
	tmp := t.TempDir()
	proj = filepath.Join(tmp, "project")
	outside := filepath.Join(tmp, "outside")
	for _, d := range []string{filepath.Join(proj, "src", "auth"), filepath.Join(proj, "assets"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(proj, "src", "auth", "login.ts"), strings.Join(loginTS, "\n")+"\n")
	write(filepath.Join(proj, "assets", "logo.png"), "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\nconst token = 1\n")
	huge := filepath.Join(proj, "src", "huge.sql")
	write(huge, "SELECT 1;\nSELECT 2;\n"+strings.Repeat("-- padding past the binary probe\n", 300))
	if err := os.Truncate(huge, 1<<30); err != nil { // 1 GiB, sparse: NUL bytes after 10 KB of text
		t.Fatal(err)
	}
	secret = "TOP-SECRET-VALUE"
	write(filepath.Join(outside, "keys.go"), "package keys\nconst key = \""+secret+"\"\n")
	if err := os.Symlink(filepath.Join(outside, "keys.go"), filepath.Join(proj, "src", "keys.go")); err != nil {
		t.Skipf("symlinks unavailable: %v", err)
	}
	return proj, secret
}

func quoteViolations(t *testing.T, proj, msg string) []contract.Violation {
	t.Helper()
	d := markdown.Parse([]byte(msg))
	found := refs.Find(d)
	p := refs.OnDisk(proj)
	errs, _ := refs.CheckFound(found, p)
	return checkQuotes(d, found, errs, p)
}

func TestQuotedCode(t *testing.T) {
	proj, secret := quoteProject(t)
	fence := func(lead, code string) string { return lead + "\n```ts\n" + code + "\n```\n" }
	for _, c := range []struct {
		name string
		msg  string
		// want is "" for no finding, else a text the one finding holds.
		want string
	}{
		{"exact", fence("The token is signed in `src/auth/login.ts:5`:", loginTS[4]), ""},
		{"reindented", fence("In src/auth/login.ts:5:", "const   token = jwt.sign(payload, SECRET, { expiresIn: '1h' });"), ""},
		{"partial line", "- `src/auth/login.ts:5` — Code match: `jwt.sign(payload, SECRET`\n", ""},
		{"wrong line", fence("See src/auth/login.ts:6.", "return token;"), "Line 6 reads:\n    6 |   audit.log('login', user.id);"},
		{"invented code", "Code match: `jwt.sign(payload)` in src/auth/login.ts:5\n", `is not on that line`},
		{"a range", fence("**src/auth/login.ts:3-8**:", "export function login(user: User): string {\n  const token = jwt.sign(payload, SECRET, { expiresIn: '1h' });\n  return token;\n}"), ""},
		{"a range, out of order", fence("[src/auth/login.ts:3-8](src/auth/login.ts#L3):", "return token;\nconst payload = { sub: user.id };"), `"const payload = { sub: user.id };" is not there`},
		{"several lines for one line, the range named", fence("(src/auth/login.ts:6):", "audit.log('login', user.id);\nreturn token;"), "cite `src/auth/login.ts:6-7`"},
		{"several lines for one line", fence("src/auth/login.ts:6:", "audit.log('login', user.id);\nreturn nil;"), "has 2 lines, but the reference cites one line"},
		{"a file that changed since it was read", fence("src/auth/login.ts:7:", "return token, nil;"), "Line 7 reads:\n    7 |   return token;"},
		{"a binary file", fence("assets/logo.png:3:", "const token = 1"), "it is binary"},
		{"a huge file", fence("src/huge.sql:2:", "SELECT 2;"), ""},
		{"a huge file, wrong", fence("src/huge.sql:2:", "SELECT 3;"), "Line 2 reads:\n    2 | SELECT 2;"},
		// Not attributed: the reference is not compared, so a code span
		// that only stands near it is never a quote.
		{"a code span in a sentence", "`config.Load` is called at src/auth/login.ts:5, see `jwt.sign(x)`.\n", ""},
		{"reference not at the end of the line", fence("src/auth/login.ts:6 shows the audit call, roughly:", "auditLog()"), ""},
		{"two references on the line", fence("Compare src/auth/login.ts:6 with src/auth/login.ts:7:", "nothing like this"), ""},
		{"the same reference twice is one", fence("[src/auth/login.ts:6](src/auth/login.ts:6):", "nothing like this"), "is not on that line"},
		{"reference in a block quote", fence("> src/auth/login.ts:6:", "nothing like this"), ""},
		{"code in a block quote", "src/auth/login.ts:6:\n> ```\n> nothing like this\n> ```\n", ""},
		{"code match in a block quote", "> Code match: `nothing` at src/auth/login.ts:6\n", ""},
		{"fence first in the message", "```\nnothing like this\n```\n", ""},
		{"blank lines between the reference and the fence", fence("src/auth/login.ts:6:\n\n", "nothing like this"), "is not on that line"},
		{"code match without a reference", "Code match: `nothing like this`\n", ""},
		{"code match, two references", "Code match: `nothing` (src/auth/login.ts:6, src/auth/login.ts:7)\n", ""},
		{"code match, bold label", "- **Code match:** `nothing here` — src/auth/login.ts:6\n", "is not on that line"},
		{"code match, label outside the bold", "- **Code match**: `return token;` — src/auth/login.ts:7\n", ""},
		{"code match in a list item over two lines", "- src/auth/login.ts:6 logs the login.\n  Code match: `audit.log('login', user.id)`\n", ""},
		{"not the label", "Decode match: `nothing` at src/auth/login.ts:6\n", ""},
		// The two-line form: the reference alone on a line, the labelled
		// bullet under it, compared like the one-line form.
		{"code match bullet under the reference", "`src/auth/login.ts:6` — the audit call\n- Code match: `audit.log('login', user.id)`\n", ""},
		{"code match bullet under the reference, invented", "`src/auth/login.ts:6` — the audit call\n- Code match: `audit.log('logout')`\n", "is not on that line"},
		{"code match bullet nested under the referring item", "- src/auth/login.ts:5 signs the token\n  - Code match: `jwt.sign(payload, SECRET`\n", ""},
		{"code match bullet nested under the referring item, invented", "- src/auth/login.ts:5 signs the token\n  - Code match: `jwt.verify(token)`\n", "is not on that line"},
		{"code match bullet under two references", "src/auth/login.ts:5 and src/auth/login.ts:6\n- Code match: `nothing like this`\n", ""},
		{"code match bullet after a blank line", "src/auth/login.ts:6\n\n- Code match: `nothing like this`\n", ""},
		{"reference in the quoted span is no reference of it", "Code match: `src/auth/login.ts:6`\n", ""},
		// Nothing outside the project is opened or shown.
		{"a path outside the project", fence("../outside/keys.go:2:", "const key = 1"), ""},
		{"a link leaving the project", fence("src/keys.go:2:", "const key = 1"), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			vs := quoteViolations(t, proj, c.msg)
			for _, v := range vs {
				if strings.Contains(v.Message, secret) {
					t.Fatalf("a file outside the project was shown: %s", v.Message)
				}
				if v.Contract != contract.Result || v.Rule != RuleQuotedCode {
					t.Errorf("violation %+v", v)
				}
			}
			switch {
			case c.want == "" && len(vs) != 0:
				t.Errorf("got %v, want no finding", vs)
			case c.want != "" && len(vs) != 1:
				t.Errorf("got %d findings %v, want one holding %q", len(vs), vs, c.want)
			case c.want != "" && !strings.Contains(vs[0].Message, c.want):
				t.Errorf("finding %q does not hold %q", vs[0].Message, c.want)
			}
		})
	}
}

// A mismatch names the reference and shows the file's line at the message
// line of the quote; a reference that does not hold is reported once, by
// the reference check, and its quote not compared.
func TestQuotedCodeInTheResult(t *testing.T) {
	proj, secret := quoteProject(t)
	msg := strings.Replace(valid, "### Findings\n", "### Findings\nThe token comes from `src/auth/login.ts:7`:\n\n```ts\nreturn session.token;\n```\n\n"+
		"And from src/auth/login.ts:99:\n```\nreturn x;\n```\n\nSee ../outside/keys.go:2:\n```\nconst key\n```\n", 1)
	msg = strings.ReplaceAll(msg, "internal/config/load.go", "src/auth/login.ts")
	msg = strings.ReplaceAll(msg, "src/auth/login.ts:40", "src/auth/login.ts:4")
	msg = strings.ReplaceAll(msg, "src/auth/login.ts:12-14", "src/auth/login.ts:1-3")
	msg = strings.ReplaceAll(msg, "src/auth/login.ts:12", "src/auth/login.ts:1")
	vs := Check(markdown.Parse([]byte(msg)), refs.OnDisk(proj))
	var quotes, references int
	for _, v := range vs {
		if strings.Contains(v.Message, secret) {
			t.Fatalf("shown from outside the project: %s", v.Message)
		}
		switch v.Rule {
		case RuleQuotedCode:
			quotes++
			want := "the code quoted from `src/auth/login.ts:7` is not on that line. Line 7 reads:\n    7 |   return token;"
			if !strings.HasPrefix(v.Message, want) || v.Line != lineOf(msg, "return session.token;") {
				t.Errorf("quote finding at line %d: %q", v.Line, v.Message)
			}
		case refs.RuleReferences:
			references++
		default:
			t.Errorf("unexpected %v", v)
		}
	}
	if quotes != 1 || references != 2 {
		t.Errorf("%d quote findings and %d reference findings, want 1 and 2: %v", quotes, references, vs)
	}
}

func lineOf(msg, text string) int {
	i := strings.Index(msg, text)
	return strings.Count(msg[:i], "\n") + 1
}

func TestEndsWithReference(t *testing.T) {
	for rest, want := range map[string]bool{
		"": true, ":": true, ")": true, ".": true, "):": true, "`:": true, "**:": true, ":**": true,
		"](https://x/y#L3):": true, "`](x)": true, " :": true,
		", roughly:": false, " shows:": false, "-4:": false, "](x": false, ";": false,
	} {
		if got := endsWithReference(rest); got != want {
			t.Errorf("endsWithReference(%q) = %v, want %v", rest, got, want)
		}
	}
}

func TestAfterCodeMatchLabel(t *testing.T) {
	for text, want := range map[string]bool{
		"Code match:": true, "- code MATCH: ": true, "**Code match:**": true, "__Code match__:": true,
		"x — Code match:": true, "Code match": false, "Decode match:": false, "Code matches:": false,
	} {
		if got := afterCodeMatchLabel(text); got != want {
			t.Errorf("afterCodeMatchLabel(%q) = %v, want %v", text, got, want)
		}
	}
}

// A message of 20 quoted snippets over five files, each checked against
// the file (references verified, lines read, quotes compared). The figure
// to keep: at most 1 ms per message.
func BenchmarkQuotedCode20(b *testing.B) {
	proj := b.TempDir()
	var msg strings.Builder
	msg.WriteString("## Explorer Result\n\n### Findings\n")
	for f := 0; f < 5; f++ {
		var src strings.Builder
		for l := 1; l <= 400; l++ {
			fmt.Fprintf(&src, "\tvalue%d := compute(%d, %q)\n", l, l, "file"+fmt.Sprint(f))
		}
		p := filepath.Join(proj, "pkg", fmt.Sprintf("f%d", f), "code.go")
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src.String()), 0o644); err != nil {
			b.Fatal(err)
		}
		for k := 0; k < 4; k++ {
			l := 50 + k*90
			if k%2 == 0 {
				fmt.Fprintf(&msg, "\nIn `pkg/f%d/code.go:%d-%d`:\n\n```go\nvalue%d := compute(%d, \"file%d\")\nvalue%d := compute(%d, \"file%d\")\n```\n", f, l, l+2, l, l, f, l+2, l+2, f)
			} else {
				fmt.Fprintf(&msg, "\n- pkg/f%d/code.go:%d — Code match: `value%d := compute(%d`\n", f, l, l, l)
			}
		}
	}
	d := markdown.Parse([]byte(msg.String()))
	found := refs.Find(d)
	if n := len(attributed(d, found)); n != 20 {
		b.Fatalf("%d snippets attributed, want 20", n)
	}
	// The references alone are what a result message cost before quotes
	// were compared; the difference is what comparing them adds.
	b.Run("references", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, vs := refs.CheckFound(found, refs.OnDisk(proj)); len(vs) != 0 {
				b.Fatalf("findings: %v", vs)
			}
		}
	})
	b.Run("references+quotes", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			p := refs.OnDisk(proj)
			errs, vs := refs.CheckFound(found, p)
			if vs = append(vs, checkQuotes(d, found, errs, p)...); len(vs) != 0 {
				b.Fatalf("findings: %v", vs)
			}
		}
	})
}
