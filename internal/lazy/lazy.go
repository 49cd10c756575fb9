// Package lazy holds regular expressions compiled on first use. A
// package variable declared as &lazy.Regexp{Expr: `…`} is laid out by the
// compiler: it costs the binary's start nothing, where a MustCompile (or a
// sync.OnceValue closure) runs, and allocates, on every start of every
// hook process, whether or not the event ever reads it.
package lazy

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

// Re is the compiled expression; an expression that does not compile is a
// programming error and panics, as regexp.MustCompile does.
func (l *Regexp) Re() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.Expr) })
	return l.re
}
