package markdown

import (
	"fmt"
	"reflect"
	"strings"

	gast "github.com/yuin/goldmark/ast"

	"github.com/team-hook/team-hook/internal/markdown/ast"
	"github.com/team-hook/team-hook/internal/markdown/goldmarkdoc"
)

// The differential tests write both trees out in one form, node by node:
// kind, position, lines, and each kind's own fields, so that any
// difference shows as a line of a diff. One writer reads both trees,
// through the names they share (the reader's ast is shaped after
// goldmark's).

// dumpGoldmark writes goldmark's tree of src.
func dumpGoldmark(src []byte) string { return dump(goldmarkdoc.Parse(src).Root, src) }

// dumpReader writes this package's tree of src.
func dumpReader(src []byte) string { return dump(Parse(src).Root, src) }

// nodeFields are the fields of node kinds that dump writes where a node
// has them: heading level, list marker, tightness and start, item offset,
// HTML block type, definition and link targets, autolink type.
var nodeFields = []string{"Level", "Marker", "IsTight", "Start", "Offset", "HTMLBlockType", "Label", "Destination", "Title", "AutoLinkType"}

func dump(root any, src []byte) string {
	var b strings.Builder
	srcArg := reflect.ValueOf(src)
	// n is a node: a pointer to its struct.
	var walk func(n reflect.Value, depth int)
	walk = func(n reflect.Value, depth int) {
		call := func(name string, args ...reflect.Value) reflect.Value { return n.MethodByName(name).Call(args)[0] }
		fmt.Fprintf(&b, "%s%v @%d", strings.Repeat("  ", depth), call("Kind"), call("Pos").Int())
		if t := call("Type").Interface(); t != gast.TypeInline && t != ast.TypeInline {
			b.WriteString(" " + segments(call("Lines"), src))
		}
		node := n.Elem()
		for _, name := range nodeFields {
			switch f := node.FieldByName(name); {
			case !f.IsValid():
			case f.Kind() == reflect.Slice:
				fmt.Fprintf(&b, " %s=%q", name, f.Bytes())
			case f.Kind() == reflect.Bool:
				fmt.Fprintf(&b, " %s=%v", name, f.Bool())
			case f.CanUint():
				fmt.Fprintf(&b, " %s=%d", name, f.Uint())
			default:
				fmt.Fprintf(&b, " %s=%d", name, f.Int())
			}
		}
		if f := node.FieldByName("Info"); f.IsValid() && !f.IsNil() {
			b.WriteString(" info=" + segment(f.Elem().FieldByName("Segment"), src))
		}
		if f := node.FieldByName("ClosureLine"); f.IsValid() {
			b.WriteString(" closure=" + segment(f, src))
		}
		if f := node.FieldByName("Segment"); f.IsValid() { // text
			fmt.Fprintf(&b, " %s", segment(f, src))
			for _, flag := range []string{"SoftLineBreak", "HardLineBreak", "IsRaw"} {
				if call(flag).Bool() {
					b.WriteString(" " + flag)
				}
			}
		}
		if f := node.FieldByName("Segments"); f.IsValid() { // inline HTML
			b.WriteString(" " + segments(f, src))
		}
		if m := n.MethodByName("URL"); m.IsValid() { // autolink
			fmt.Fprintf(&b, " url=%q", m.Call([]reflect.Value{srcArg})[0].Bytes())
		}
		b.WriteByte('\n')
		for c := call("FirstChild"); !c.IsNil(); c = c.Elem().MethodByName("NextSibling").Call(nil)[0] {
			walk(c.Elem(), depth+1)
		}
	}
	walk(reflect.ValueOf(root), 0)
	return b.String()
}

// segment writes a segment's place and text ("none" for an HTML block's
// missing closure line).
func segment(s reflect.Value, src []byte) string {
	if s.FieldByName("Start").Int() < 0 {
		return "none"
	}
	p := reflect.New(s.Type())
	p.Elem().Set(s)
	v := p.MethodByName("Value").Call([]reflect.Value{reflect.ValueOf(src)})[0].Bytes()
	out := fmt.Sprintf("%d-%d", s.FieldByName("Start").Int(), s.FieldByName("Stop").Int())
	if pad := s.FieldByName("Padding").Int(); pad != 0 {
		out += fmt.Sprintf("+%d", pad)
	}
	if s.FieldByName("ForceNewline").Bool() {
		out += "n"
	}
	return out + fmt.Sprintf("%q", v)
}

// segments writes each of a list of segments.
func segments(ss reflect.Value, src []byte) string {
	if ss.IsNil() {
		return ""
	}
	var parts []string
	for i := range int(ss.MethodByName("Len").Call(nil)[0].Int()) {
		parts = append(parts, segment(ss.MethodByName("At").Call([]reflect.Value{reflect.ValueOf(i)})[0], src))
	}
	return "[" + strings.Join(parts, " ") + "]"
}
