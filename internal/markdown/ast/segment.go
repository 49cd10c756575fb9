package ast

// Segment is a stretch of the source, [Start, Stop). Padding is how many
// spaces stand before it that the source spells as part of a tab (inside a
// list item or block quote a tab may be split); ForceNewline: the stretch
// ends a code line, so its value ends in a newline even at the end of the
// source.
type Segment struct {
	Start, Stop  int
	Padding      int
	ForceNewline bool
}

// NewSegment is [start, stop).
func NewSegment(start, stop int) Segment { return Segment{Start: start, Stop: stop} }

// NewSegmentPadding is [start, stop) after n spaces of padding.
func NewSegmentPadding(start, stop, n int) Segment {
	return Segment{Start: start, Stop: stop, Padding: n}
}

// Value is the segment's text: its padding and its bytes of src.
func (s Segment) Value(src []byte) []byte {
	var v []byte
	if s.Padding == 0 {
		v = src[s.Start:s.Stop]
	} else {
		v = make([]byte, 0, s.Padding+s.Stop-s.Start+1)
		for range s.Padding {
			v = append(v, ' ')
		}
		v = append(v, src[s.Start:s.Stop]...)
	}
	if s.ForceNewline && len(v) > 0 && v[len(v)-1] != '\n' {
		v = append(v[:len(v):len(v)], '\n')
	}
	return v
}

// Len is the length of the segment's value (without a forced newline).
func (s Segment) Len() int { return s.Stop - s.Start + s.Padding }

// IsEmpty reports whether the segment has no text at all.
func (s Segment) IsEmpty() bool { return s.Start >= s.Stop && s.Padding == 0 }

// Between is the stretch from s to other, which must end where s ends.
func (s Segment) Between(other Segment) Segment {
	return NewSegmentPadding(s.Start, other.Start, s.Padding-other.Padding)
}

// WithStart is s starting at v.
func (s Segment) WithStart(v int) Segment { return NewSegmentPadding(v, s.Stop, s.Padding) }

// WithStop is s stopping at v.
func (s Segment) WithStop(v int) Segment { return NewSegmentPadding(s.Start, v, s.Padding) }

// Segments is a list of segments: a block's lines.
type Segments struct {
	values []Segment
}

// NewSegments is an empty list.
func NewSegments() *Segments { return &Segments{} }

// Len is the number of segments.
func (s *Segments) Len() int {
	if s == nil {
		return 0
	}
	return len(s.values)
}

// At is segment i.
func (s *Segments) At(i int) Segment { return s.values[i] }

// Set replaces segment i.
func (s *Segments) Set(i int, v Segment) { s.values[i] = v }

// Append adds a segment at the end.
func (s *Segments) Append(v Segment) { s.values = append(s.values, v) }

// Unshift adds a segment at the start.
func (s *Segments) Unshift(v Segment) {
	s.values = append([]Segment{v}, s.values...)
}

// Cut removes segments [lo, hi); cutting a prefix costs nothing.
func (s *Segments) Cut(lo, hi int) {
	if lo == 0 {
		s.values = s.values[hi:]
		return
	}
	s.values = append(s.values[:lo], s.values[hi:]...)
}

// SetSliced keeps only segments [lo, hi).
func (s *Segments) SetSliced(lo, hi int) { s.values = s.values[lo:hi] }

// Clear empties the list.
func (s *Segments) Clear() { s.values = nil }
