package ast

// Document is the root.
type Document struct{ block }

func (*Document) Kind() NodeKind { return KindDocument }
func (*Document) Type() NodeType { return TypeDocument }
func (*Document) Pos() int       { return 0 }

// NewDocument is an empty document.
func NewDocument() *Document { return &Document{} }

// Paragraph is a paragraph outside a tight list.
type Paragraph struct{ block }

func (*Paragraph) Kind() NodeKind { return KindParagraph }
func (n *Paragraph) Pos() int     { return n.firstLine() }

// NewParagraph is an empty paragraph.
func NewParagraph() *Paragraph { return &Paragraph{} }

// TextBlock is a paragraph of a tight list item.
type TextBlock struct{ block }

func (*TextBlock) Kind() NodeKind { return KindTextBlock }
func (n *TextBlock) Pos() int     { return n.firstLine() }

// NewTextBlock is an empty text block.
func NewTextBlock() *TextBlock { return &TextBlock{} }

// Heading is an ATX (# Title) or setext (Title / ===) heading.
type Heading struct {
	block
	Level int
}

func (*Heading) Kind() NodeKind { return KindHeading }

// NewHeading is an empty heading of a level.
func NewHeading(level int) *Heading { return &Heading{Level: level} }

// ThematicBreak is a rule (---, ***, ___).
type ThematicBreak struct{ block }

func (*ThematicBreak) Kind() NodeKind { return KindThematicBreak }

// NewThematicBreak is a rule.
func NewThematicBreak() *ThematicBreak { return &ThematicBreak{} }

// CodeBlock is an indented code block; its lines are the code.
type CodeBlock struct{ block }

func (*CodeBlock) Kind() NodeKind { return KindCodeBlock }

// NewCodeBlock is an empty indented code block.
func NewCodeBlock() *CodeBlock { return &CodeBlock{} }

// FencedCodeBlock is a fenced code block; its lines are the code, Info its
// info string (nil when there is none).
type FencedCodeBlock struct {
	block
	Info *Text
}

func (*FencedCodeBlock) Kind() NodeKind { return KindFencedCodeBlock }

// NewFencedCodeBlock is an empty fenced code block.
func NewFencedCodeBlock(info *Text) *FencedCodeBlock { return &FencedCodeBlock{Info: info} }

// Language is the info string up to its first space.
func (n *FencedCodeBlock) Language(src []byte) []byte {
	if n.Info == nil {
		return nil
	}
	info := n.Info.Segment.Value(src)
	for i, c := range info {
		if c == ' ' {
			return info[:i]
		}
	}
	return info
}

// Blockquote is a block quote.
type Blockquote struct{ block }

func (*Blockquote) Kind() NodeKind { return KindBlockquote }

// NewBlockquote is an empty block quote.
func NewBlockquote() *Blockquote { return &Blockquote{} }

// List is a bullet or ordered list.
type List struct {
	block
	// Marker is the bullet (-, +, *) or the delimiter after the number (., )).
	Marker byte
	// IsTight: no blank line between the items or their blocks.
	IsTight bool
	// Start is an ordered list's first number.
	Start int
}

func (*List) Kind() NodeKind { return KindList }

// NewList is an empty tight list with a marker.
func NewList(marker byte) *List { return &List{Marker: marker, IsTight: true} }

// IsOrdered reports whether the list is numbered.
func (l *List) IsOrdered() bool { return l.Marker == '.' || l.Marker == ')' }

// CanContinue reports whether an item with this marker continues the list.
func (l *List) CanContinue(marker byte, ordered bool) bool {
	return marker == l.Marker && ordered == l.IsOrdered()
}

// ListItem is an item of a list.
type ListItem struct {
	block
	// Offset is the column where the item's content starts.
	Offset int
}

func (*ListItem) Kind() NodeKind { return KindListItem }

// NewListItem is an empty item.
func NewListItem(offset int) *ListItem { return &ListItem{Offset: offset} }

// HTMLBlockType is which of CommonMark's seven kinds of HTML block it is.
type HTMLBlockType int

// HTMLBlock is raw HTML as a block; its lines are the HTML.
type HTMLBlock struct {
	block
	HTMLBlockType HTMLBlockType
	// ClosureLine is the line that ended the block, if one did.
	ClosureLine Segment
}

func (*HTMLBlock) Kind() NodeKind { return KindHTMLBlock }

// NewHTMLBlock is an empty HTML block of a type.
func NewHTMLBlock(t HTMLBlockType) *HTMLBlock {
	return &HTMLBlock{HTMLBlockType: t, ClosureLine: NewSegment(-1, -1)}
}

// HasClosure reports whether a closing line ended the block.
func (n *HTMLBlock) HasClosure() bool { return n.ClosureLine.Start >= 0 }

// LinkReferenceDefinition is [label]: destination "title".
type LinkReferenceDefinition struct {
	block
	Label, Destination, Title []byte
}

func (*LinkReferenceDefinition) Kind() NodeKind { return KindLinkReferenceDefinition }
func (n *LinkReferenceDefinition) Pos() int     { return n.firstLine() }

// NewLinkReferenceDefinition is a definition.
func NewLinkReferenceDefinition(label, dest, title []byte) *LinkReferenceDefinition {
	return &LinkReferenceDefinition{Label: label, Destination: dest, Title: title}
}

// Table is a GFM table: a TableHeader, then TableRows.
type Table struct{ block }

func (*Table) Kind() NodeKind { return KindTable }

// NewTable is an empty table.
func NewTable() *Table { return &Table{} }

// TableHeader is a table's header row.
type TableHeader struct{ block }

func (*TableHeader) Kind() NodeKind { return KindTableHeader }

// NewTableHeader turns a row into the header row.
func NewTableHeader(row *TableRow) *TableHeader {
	h := &TableHeader{}
	SetPos(h, row.Pos())
	for c := row.FirstChild(); c != nil; {
		next := c.NextSibling()
		AppendChild(h, c)
		c = next
	}
	return h
}

// TableRow is a body row of a table.
type TableRow struct{ block }

func (*TableRow) Kind() NodeKind { return KindTableRow }

// NewTableRow is an empty row.
func NewTableRow() *TableRow { return &TableRow{} }

// TableCell is a cell; its one line is the cell's text.
type TableCell struct{ block }

func (*TableCell) Kind() NodeKind { return KindTableCell }

// NewTableCell is an empty cell.
func NewTableCell() *TableCell { return &TableCell{} }

// Text is a stretch of text; the line break that ends it, if any, is a flag.
type Text struct {
	inline
	Segment Segment
	flags   uint8
}

const (
	textSoftLineBreak = 1 << iota
	textHardLineBreak
	textRaw
)

func (*Text) Kind() NodeKind { return KindText }
func (n *Text) Pos() int     { return n.Segment.Start }

// NewTextSegment is text over a segment.
func NewTextSegment(s Segment) *Text { return &Text{Segment: s} }

// NewRawTextSegment is code text over a segment: backslashes are literal.
func NewRawTextSegment(s Segment) *Text { return &Text{Segment: s, flags: textRaw} }

// Value is the text.
func (n *Text) Value(src []byte) []byte { return n.Segment.Value(src) }

// SoftLineBreak reports whether a line break ends the text.
func (n *Text) SoftLineBreak() bool { return n.flags&textSoftLineBreak != 0 }

// HardLineBreak reports whether a hard line break (two spaces or a
// backslash before the newline) ends the text.
func (n *Text) HardLineBreak() bool { return n.flags&textHardLineBreak != 0 }

// IsRaw reports whether the text is code, whose backslashes are literal.
func (n *Text) IsRaw() bool { return n.flags&textRaw != 0 }

// SetSoftLineBreak sets the soft line break flag.
func (n *Text) SetSoftLineBreak(v bool) { n.setFlag(textSoftLineBreak, v) }

// SetHardLineBreak sets the hard line break flag.
func (n *Text) SetHardLineBreak(v bool) { n.setFlag(textHardLineBreak, v) }

func (n *Text) setFlag(f uint8, v bool) {
	if v {
		n.flags |= f
	} else {
		n.flags &^= f
	}
}

// CodeSpan is inline code; its children are raw Text, one per line.
type CodeSpan struct{ inline }

func (*CodeSpan) Kind() NodeKind { return KindCodeSpan }

// NewCodeSpan is empty inline code.
func NewCodeSpan() *CodeSpan { return &CodeSpan{} }

// Emphasis is *emphasis* (Level 1) or **strong** (Level 2).
type Emphasis struct {
	inline
	Level int
}

func (*Emphasis) Kind() NodeKind { return KindEmphasis }

// NewEmphasis is emphasis of a level.
func NewEmphasis(level int) *Emphasis { return &Emphasis{Level: level} }

// Link is [text](destination "title") or a reference to a definition; its
// children are the link text.
type Link struct {
	inline
	Destination, Title []byte
}

func (*Link) Kind() NodeKind { return KindLink }

// NewLink is an empty link.
func NewLink() *Link { return &Link{} }

// Image is ![alt](destination "title"); its children are the alt text.
type Image struct {
	inline
	Destination, Title []byte
}

func (*Image) Kind() NodeKind { return KindImage }

// NewImage turns a link into an image.
func NewImage(l *Link) *Image {
	img := &Image{Destination: l.Destination, Title: l.Title}
	for c := l.FirstChild(); c != nil; {
		next := c.NextSibling()
		AppendChild(img, c)
		c = next
	}
	return img
}

// AutoLinkType says whether an autolink is a URL or an email address.
type AutoLinkType int

// The autolink types.
const (
	AutoLinkEmail AutoLinkType = iota + 1
	AutoLinkURL
)

// AutoLink is <https://example.com> or <someone@example.com>.
type AutoLink struct {
	inline
	AutoLinkType AutoLinkType
	value        *Text
}

func (*AutoLink) Kind() NodeKind { return KindAutoLink }

// NewAutoLink is an autolink over its text.
func NewAutoLink(t AutoLinkType, value *Text) *AutoLink {
	return &AutoLink{AutoLinkType: t, value: value}
}

// URL is the link's address as written.
func (n *AutoLink) URL(src []byte) []byte { return n.value.Value(src) }

// Label is the link's text.
func (n *AutoLink) Label(src []byte) []byte { return n.value.Value(src) }

// RawHTML is inline HTML: a tag, comment, declaration or the like.
type RawHTML struct {
	inline
	Segments *Segments
}

func (*RawHTML) Kind() NodeKind { return KindRawHTML }

// NewRawHTML is empty inline HTML.
func NewRawHTML() *RawHTML { return &RawHTML{Segments: NewSegments()} }
