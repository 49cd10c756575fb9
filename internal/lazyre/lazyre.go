// Package lazyre is a regular expression compiled on first use. A package
// declares one as a value, lazyre.Regexp{Expr: `...`}, which the compiler
// lays out in the binary: nothing is compiled, nor allocated, when the
// process starts, and an event that never asks for the expression never
// pays for it.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is Expr, compiled by the first call of Re.
type Regexp struct {
	Expr string
	once sync.Once
	re   *regexp.Regexp
}

// Re is the compiled expression. Expr is the program's own: one that does
// not compile is a bug, and panics on first use as regexp.MustCompile does.
func (r *Regexp) Re() *regexp.Regexp {
	r.once.Do(func() { r.re = regexp.MustCompile(r.Expr) })
	return r.re
}
