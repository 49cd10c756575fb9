package parser

import (
	"regexp"
	"sync"
)

// lazyRegexp is a regular expression compiled on first use, so that
// importing the package does not compile it: a program that links the
// parser pays for an expression only when it parses something that needs it.
type lazyRegexp struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

func (r *lazyRegexp) get() *regexp.Regexp {
	r.once.Do(func() {
		r.re = regexp.MustCompile(r.expr)
	})
	return r.re
}
