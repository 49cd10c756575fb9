package markdown

import (
	"bytes"

	"github.com/team-hook/team-hook/internal/markdown/ast"
)

// table turns a paragraph whose second line is a delimiter row into a GFM
// table (header, rows, cells).
func (p *parser) table(para *ast.Paragraph) {
	lines := para.Lines()
	if lines.Len() < 2 {
		return
	}
	src := p.src
	cols := delimiterColumns(lines.At(1).Value(src))
	if cols == 0 {
		return
	}
	header := row(lines.At(0), src)
	if header.ChildCount() != cols {
		return
	}
	table := ast.NewTable()
	ast.SetPos(table, para.Pos())
	ast.AppendChild(table, ast.NewTableHeader(header))
	for i := 2; i < lines.Len(); i++ {
		ast.AppendChild(table, row(lines.At(i), src))
	}
	ast.ReplaceChild(para.Parent(), para, table)
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
func row(seg ast.Segment, src []byte) *ast.TableRow {
	r := ast.NewTableRow()
	ast.SetPos(r, seg.Start)
	seg = trimLeft(seg, src)
	seg = trimRight(seg, src)
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
		cell := ast.NewTableCell()
		cs := ast.NewSegment(cellStart, i)
		cs = trimLeft(cs, src)
		cs = trimRight(cs, src)
		ast.SetPos(cell, cs.Start)
		cell.Lines().Append(cs)
		ast.AppendChild(r, cell)
		cellStart = i + 1
	}
	return r
}
