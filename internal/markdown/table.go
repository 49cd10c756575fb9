package markdown

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// tables turns a paragraph whose second line is a delimiter row into a GFM
// table (header, rows, cells), as the checks have always read tables: the
// header and the delimiter row have as many columns, each later line of the
// paragraph is a row, cells split at unescaped pipes. goldmark's own table
// extension lives in the package of its other extensions (linkify among
// them), whose package initialisation every hook process would pay for.
type tables struct{}

func (tables) Transform(p *ast.Paragraph, reader text.Reader, pc parser.Context) {
	lines := p.Lines()
	if lines.Len() < 2 {
		return
	}
	src := reader.Source()
	second := lines.At(1)
	cols := delimiterColumns(second.Value(src))
	if cols == 0 {
		return
	}
	header := row(lines.At(0), src)
	if header.ChildCount() != cols {
		return
	}
	table := extast.NewTable()
	table.SetPos(p.Pos())
	table.AppendChild(table, extast.NewTableHeader(header))
	for i := 2; i < lines.Len(); i++ {
		table.AppendChild(table, row(lines.At(i), src))
	}
	parent := p.Parent()
	parent.ReplaceChild(parent, p, table)
}

// delimiterColumns counts the columns of a delimiter row (|---|:-:|), or 0.
func delimiterColumns(line []byte) int {
	line = bytes.TrimSpace(line)
	line = bytes.TrimPrefix(line, []byte("|"))
	line = bytes.TrimSuffix(line, []byte("|"))
	if len(line) == 0 {
		return 0
	}
	cols := 0
	for _, cell := range bytes.Split(line, []byte("|")) {
		cell = bytes.Trim(bytes.TrimSpace(cell), ":")
		if len(cell) == 0 || len(bytes.Trim(cell, "-")) != 0 {
			return 0
		}
		cols++
	}
	return cols
}

// row splits one table line into cells at unescaped pipes; each cell keeps
// its source segment so inline parsing and line numbers work as elsewhere.
func row(seg text.Segment, src []byte) *extast.TableRow {
	r := extast.NewTableRow(nil)
	r.SetPos(seg.Start)
	seg = seg.TrimLeftSpace(src)
	seg = seg.TrimRightSpace(src)
	start, end := seg.Start, seg.Stop
	if start < end && src[start] == '|' {
		start++
	}
	if start < end && src[end-1] == '|' && (end-2 < start || src[end-2] != '\\') {
		end--
	}
	cellStart := start
	for i := start; i <= end; i++ {
		if i < end && (src[i] != '|' || (i > start && src[i-1] == '\\')) {
			continue
		}
		cell := extast.NewTableCell()
		cs := text.NewSegment(cellStart, i)
		cs = cs.TrimLeftSpace(src)
		cs = cs.TrimRightSpace(src)
		cell.SetPos(cs.Start)
		cell.Lines().Append(cs)
		r.AppendChild(r, cell)
		cellStart = i + 1
	}
	return r
}
