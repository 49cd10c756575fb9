// Package fakeserver is what the fake model APIs of the end-to-end tests
// share, whatever their wire format: the raw record of each request, a log
// of requests in arrival order that a script can wait on, the reply a
// script gives (text and tool calls), a script call that survives a panic,
// and the streaming helpers. The wire formats live beside it: fakeapi
// (Anthropic Messages, Claude Code), fakechat (OpenAI Chat Completions,
// Copilot CLI) and fakeresponses (OpenAI Responses, Codex CLI).
package fakeserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"
)

// Exchange is one request as it arrived.
type Exchange struct {
	// Seq numbers the requests in the order they arrived, from 1.
	Seq    int
	Method string
	Path   string
	Query  string
	Header http.Header
	Body   []byte
}

// Read records r. A body that cannot be read is an error and an empty body.
func Read(r *http.Request) (Exchange, error) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		err = fmt.Errorf("%s %s: reading body: %w", r.Method, r.URL.Path, err)
	}
	return Exchange{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Header: r.Header.Clone(), Body: body}, err
}

// Contains reports whether the raw body contains s. JSON escapes apply:
// a string with quotes or newlines is searched as its JSON-escaped form too.
func (e *Exchange) Contains(s string) bool {
	if bytes.Contains(e.Body, []byte(s)) {
		return true
	}
	esc, _ := json.Marshal(s)
	esc = esc[1 : len(esc)-1]
	return bytes.Contains(e.Body, esc)
}

// Log keeps the requests a fake received, of the fake's own request type,
// and the problems it met answering them. Its methods are safe for
// concurrent use: clients run subagents and side queries at once.
type Log[R any] struct {
	mu     sync.Mutex
	reqs   []R
	errs   []error
	nextID int
	// recorded is closed and replaced each time a request is added,
	// waking Await.
	recorded chan struct{}
}

// Add records the request build makes from its sequence number.
func (l *Log[R]) Add(build func(seq int) R) R {
	l.mu.Lock()
	defer l.mu.Unlock()
	r := build(len(l.reqs) + 1)
	l.reqs = append(l.reqs, r)
	if l.recorded != nil {
		close(l.recorded)
	}
	l.recorded = make(chan struct{})
	return r
}

// Requests returns every recorded request, in arrival order.
func (l *Log[R]) Requests() []R {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]R(nil), l.reqs...)
}

// Filter returns the recorded requests for which keep is true, in order.
func (l *Log[R]) Filter(keep func(R) bool) []R {
	var out []R
	for _, r := range l.Requests() {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// Await waits until a request for which keep is true has been recorded and
// returns the first such request; false when timeout passes first. A script
// uses it to order agents' replies.
func (l *Log[R]) Await(keep func(R) bool, timeout time.Duration) (R, bool) {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		l.mu.Lock()
		if l.recorded == nil {
			l.recorded = make(chan struct{})
		}
		reqs, wake := l.reqs, l.recorded
		l.mu.Unlock()
		for _, r := range reqs {
			if keep(r) {
				return r, true
			}
		}
		select {
		case <-wake:
		case <-deadline.C:
			var zero R
			return zero, false
		}
	}
}

// Fail records a problem met while answering; a test fails on any.
func (l *Log[R]) Fail(err error) {
	l.mu.Lock()
	l.errs = append(l.errs, err)
	l.mu.Unlock()
}

// Errors are the problems met while answering: a script that panicked, a
// reply that could not be encoded, a body that could not be read. A test
// should fail on any of them.
func (l *Log[R]) Errors() []error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]error(nil), l.errs...)
}

// ID is a fresh id with the wire format's prefix ("toolu_", "call_", …).
func (l *Log[R]) ID(prefix string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.nextID++
	return fmt.Sprintf("%s%024d", prefix, l.nextID)
}
