package fakeserver

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
)

// Recorded is a wire format's request type: what arrived, and what the
// format decoded from it.
type Recorded interface{ Exchanged() *Exchange }

// Exchanged gives a request type that embeds Exchange its Recorded method.
func (e *Exchange) Exchanged() *Exchange { return e }

// Server is a fake API on a loopback port that records every request it
// receives, in its wire format's type, before answering it.
type Server[R Recorded] struct {
	Log[R]
	srv *httptest.Server
}

// Start serves on a loopback port: each request is read, decoded by decode
// (an error is recorded and the request kept as far as it decoded), logged,
// then answered by answer.
func Start[R Recorded](decode func(Exchange) (R, error), answer func(http.ResponseWriter, R)) *Server[R] {
	s := &Server[R]{}
	s.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ex, err := Read(r)
		if err != nil {
			s.Fail(err)
		}
		req, err := decode(ex)
		if err != nil {
			s.Fail(err)
		}
		answer(w, s.Add(func(seq int) R { req.Exchanged().Seq = seq; return req }))
	}))
	return s
}

// Root is the server's address, http://127.0.0.1:<port>.
func (s *Server[R]) Root() string { return s.srv.URL }

// Close stops the server, waiting for requests in flight.
func (s *Server[R]) Close() { s.srv.Close() }

// Reply runs script on req. A script that panicked is recorded as an error;
// it, or a script that had nothing to say, is answered with fallback.
func (s *Server[R]) Reply(script func(R) *Reply, fallback func(R) *Reply, req R) *Reply {
	rep, err := Call(script, req)
	if err != nil {
		s.Fail(fmt.Errorf("request %d: %w", req.Exchanged().Seq, err))
	}
	if rep == nil {
		rep = fallback(req)
	}
	return rep
}

// DecodeBody decodes the JSON body of a POST to path, the one endpoint a
// fake answers from its script; any other request gives nil.
func DecodeBody[B any](ex Exchange, path string) (*B, error) {
	if ex.Method != http.MethodPost || ex.Path != path {
		return nil, nil
	}
	body := new(B)
	if err := json.Unmarshal(ex.Body, body); err != nil {
		return nil, fmt.Errorf("POST %s: decoding body: %w", path, err)
	}
	return body, nil
}

// NotFound answers a request the fake does not serve; the client does not
// wait on it.
func NotFound(w http.ResponseWriter, fake string) {
	WriteJSON(w, http.StatusNotFound, map[string]any{
		"error": map[string]any{"type": "not_found", "message": fake + ": no such endpoint"},
	})
}
