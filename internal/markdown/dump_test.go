package markdown

import (
	"fmt"
	"strings"

	gast "github.com/yuin/goldmark/ast"
	gtext "github.com/yuin/goldmark/text"

	"github.com/team-hook/team-hook/internal/markdown/ast"
	"github.com/team-hook/team-hook/internal/markdown/goldmarkdoc"
)

// The differential tests write both trees out in one form, node by node:
// kind, position, lines, and each kind's own fields, so that any
// difference shows as a line of a diff.

func segString(start, stop, padding int, forceNewline bool) string {
	s := fmt.Sprintf("%d-%d", start, stop)
	if padding != 0 {
		s += fmt.Sprintf("+%d", padding)
	}
	if forceNewline {
		s += "n"
	}
	return s
}

// gsegs and msegs write each segment's place and text.
func gsegs(ss *gtext.Segments, src []byte) string {
	if ss == nil {
		return ""
	}
	var parts []string
	for i := range ss.Len() {
		s := ss.At(i)
		parts = append(parts, fmt.Sprintf("%s%q", segString(s.Start, s.Stop, s.Padding, s.ForceNewline), s.Value(src)))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func msegs(ss *ast.Segments, src []byte) string {
	if ss == nil {
		return ""
	}
	var parts []string
	for i := range ss.Len() {
		s := ss.At(i)
		parts = append(parts, fmt.Sprintf("%s%q", segString(s.Start, s.Stop, s.Padding, s.ForceNewline), s.Value(src)))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func textFlags(soft, hard, raw bool) string {
	f := ""
	if soft {
		f += "s"
	}
	if hard {
		f += "h"
	}
	if raw {
		f += "r"
	}
	return f
}

// dumpGoldmark writes goldmark's tree of src.
func dumpGoldmark(src []byte) string {
	var b strings.Builder
	var walk func(n gast.Node, depth int)
	walk = func(n gast.Node, depth int) {
		fmt.Fprintf(&b, "%s%s @%d", strings.Repeat("  ", depth), n.Kind(), n.Pos())
		if n.Type() != gast.TypeInline {
			b.WriteString(" " + gsegs(n.Lines(), src))
		}
		switch n := n.(type) {
		case *gast.Heading:
			fmt.Fprintf(&b, " level=%d", n.Level)
		case *gast.FencedCodeBlock:
			if n.Info != nil {
				fmt.Fprintf(&b, " info=%s%q", segString(n.Info.Segment.Start, n.Info.Segment.Stop, n.Info.Segment.Padding, false), n.Info.Segment.Value(src))
			}
		case *gast.List:
			fmt.Fprintf(&b, " marker=%q tight=%v start=%d", n.Marker, n.IsTight, n.Start)
		case *gast.ListItem:
			fmt.Fprintf(&b, " offset=%d", n.Offset)
		case *gast.HTMLBlock:
			fmt.Fprintf(&b, " type=%d closure=%s", n.HTMLBlockType, segString(n.ClosureLine.Start, n.ClosureLine.Stop, n.ClosureLine.Padding, false))
		case *gast.LinkReferenceDefinition:
			fmt.Fprintf(&b, " label=%q dest=%q title=%q", n.Label, n.Destination, n.Title)
		case *gast.Text:
			fmt.Fprintf(&b, " %s %s %q", segString(n.Segment.Start, n.Segment.Stop, n.Segment.Padding, n.Segment.ForceNewline),
				textFlags(n.SoftLineBreak(), n.HardLineBreak(), n.IsRaw()), n.Segment.Value(src))
		case *gast.Emphasis:
			fmt.Fprintf(&b, " level=%d", n.Level)
		case *gast.Link:
			fmt.Fprintf(&b, " dest=%q title=%q", n.Destination, n.Title)
		case *gast.Image:
			fmt.Fprintf(&b, " dest=%q title=%q", n.Destination, n.Title)
		case *gast.AutoLink:
			fmt.Fprintf(&b, " type=%d url=%q", n.AutoLinkType, n.URL(src))
		case *gast.RawHTML:
			fmt.Fprintf(&b, " %s", gsegs(n.Segments, src))
		}
		b.WriteByte('\n')
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			walk(c, depth+1)
		}
	}
	walk(goldmarkdoc.Parse(src).Root, 0)
	return b.String()
}

// dumpReader writes this package's tree of src.
func dumpReader(src []byte) string {
	var b strings.Builder
	var walk func(n ast.Node, depth int)
	walk = func(n ast.Node, depth int) {
		fmt.Fprintf(&b, "%s%s @%d", strings.Repeat("  ", depth), n.Kind(), n.Pos())
		if n.Type() != ast.TypeInline {
			b.WriteString(" " + msegs(n.Lines(), src))
		}
		switch n := n.(type) {
		case *ast.Heading:
			fmt.Fprintf(&b, " level=%d", n.Level)
		case *ast.FencedCodeBlock:
			if n.Info != nil {
				fmt.Fprintf(&b, " info=%s%q", segString(n.Info.Segment.Start, n.Info.Segment.Stop, n.Info.Segment.Padding, false), n.Info.Segment.Value(src))
			}
		case *ast.List:
			fmt.Fprintf(&b, " marker=%q tight=%v start=%d", n.Marker, n.IsTight, n.Start)
		case *ast.ListItem:
			fmt.Fprintf(&b, " offset=%d", n.Offset)
		case *ast.HTMLBlock:
			fmt.Fprintf(&b, " type=%d closure=%s", n.HTMLBlockType, segString(n.ClosureLine.Start, n.ClosureLine.Stop, n.ClosureLine.Padding, false))
		case *ast.LinkReferenceDefinition:
			fmt.Fprintf(&b, " label=%q dest=%q title=%q", n.Label, n.Destination, n.Title)
		case *ast.Text:
			fmt.Fprintf(&b, " %s %s %q", segString(n.Segment.Start, n.Segment.Stop, n.Segment.Padding, n.Segment.ForceNewline),
				textFlags(n.SoftLineBreak(), n.HardLineBreak(), n.IsRaw()), n.Segment.Value(src))
		case *ast.Emphasis:
			fmt.Fprintf(&b, " level=%d", n.Level)
		case *ast.Link:
			fmt.Fprintf(&b, " dest=%q title=%q", n.Destination, n.Title)
		case *ast.Image:
			fmt.Fprintf(&b, " dest=%q title=%q", n.Destination, n.Title)
		case *ast.AutoLink:
			fmt.Fprintf(&b, " type=%d url=%q", n.AutoLinkType, n.URL(src))
		case *ast.RawHTML:
			fmt.Fprintf(&b, " %s", msegs(n.Segments, src))
		}
		b.WriteByte('\n')
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			walk(c, depth+1)
		}
	}
	walk(Parse(src).Root, 0)
	return b.String()
}
